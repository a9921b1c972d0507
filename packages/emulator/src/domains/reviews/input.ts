/** Request bodies of the reviews routes, with the platform's limits. */
import { z } from 'zod';

const mediaItem = z
  .object({ image: z.record(z.string(), z.unknown()).optional(), video: z.record(z.string(), z.unknown()).optional() })
  .refine((media) => (media.image ? 1 : 0) + (media.video ? 1 : 0) === 1, { message: 'must hold exactly one of image or video' });

export const contentSchema = z.object({
  title: z.string().max(100).optional(),
  body: z.string().max(3000).optional(),
  media: z.array(mediaItem).max(10).optional(),
  rating: z.number().int().min(1).max(5),
});

export const createSchema = z.object({
  review: z.object({
    namespace: z.string().min(1),
    entityId: z.string().min(1),
    content: contentSchema,
    author: z.object({ contactId: z.string().min(1).optional(), authorName: z.string().max(100).optional() }).optional(),
    reviewDate: z.string().optional(),
  }),
});

export const contactSchema = z.object({
  namespace: z.string().min(1),
  entityId: z.string().min(1),
  content: contentSchema,
  name: z.string().max(100).optional(),
  email: z.string().email().optional(),
});

export const contentUpdateSchema = z.object({ content: contentSchema });

export const updateSchema = z.object({
  review: z.object({
    content: contentSchema.optional(),
    moderation: z.object({ moderationStatus: z.enum(['APPROVED', 'REJECTED', 'SUBMITTED', 'IN_MODERATION']) }).optional(),
    revision: z.string().optional(),
  }),
});

export const replySchema = z.object({ message: z.string().min(1).max(3000) });
