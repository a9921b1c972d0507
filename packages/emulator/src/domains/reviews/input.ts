/** Request bodies of the reviews routes, with the platform's limits. */
import { z } from 'zod';

const mediaItem = z
  .object({ image: z.record(z.string(), z.unknown()).optional(), video: z.record(z.string(), z.unknown()).optional() })
  .refine((media) => (media.image ? 1 : 0) + (media.video ? 1 : 0) === 1, { message: 'must hold exactly one of image or video' });

/** A review's content: a rating from 1 to 5, an optional title and body, and up to 10 media items (each one image or one video). */
export const contentSchema = z.object({
  title: z.string().max(100).optional(),
  body: z.string().max(3000).optional(),
  media: z.array(mediaItem).max(10).optional(),
  rating: z.number().int().min(1).max(5),
});

/** The body of a review create: the reviewed entity (namespace and id), the content, and optionally the author and review date. */
export const createSchema = z.object({
  review: z.object({
    namespace: z.string().min(1),
    entityId: z.string().min(1),
    content: contentSchema,
    author: z.object({ contactId: z.string().min(1).optional(), authorName: z.string().max(100).optional() }).optional(),
    reviewDate: z.string().optional(),
  }),
});

/** The body of a review create with a contact: the reviewed entity, the content, and the author's name and email. */
export const contactSchema = z.object({
  namespace: z.string().min(1),
  entityId: z.string().min(1),
  content: contentSchema,
  name: z.string().max(100).optional(),
  email: z.string().email().optional(),
});

/** The body of a content update: the new content. */
export const contentUpdateSchema = z.object({ content: contentSchema });

/** The body of a review update: new content, a moderation status, and the revision it expects (409 when the review is at another). */
export const updateSchema = z.object({
  review: z.object({
    content: contentSchema.optional(),
    moderation: z.object({ moderationStatus: z.enum(['APPROVED', 'REJECTED', 'SUBMITTED', 'IN_MODERATION']) }).optional(),
    revision: z.string().optional(),
  }),
});

/** The body of a reply: its message (1 to 3000 characters). */
export const replySchema = z.object({ message: z.string().min(1).max(3000) });
