/**
 * `@sitekit/core/webhooks`: verify (RS256 JWT, the app's public key) and parse platform events,
 * and dispatch them to handlers per event type. Uses jose; loaded only by apps that import it.
 * @example
 * ```ts
 * import { createWebhooks } from '@sitekit/core/webhooks';
 * const webhooks = createWebhooks({ publicKey });
 * webhooks.on('wix.ecom.v1.order_created', (event) => console.log(event.entity._id));
 * ```
 */
export { createWebhooks, verifyWebhook, WEBHOOK_ALGORITHM, type Webhooks, type WebhookPublicKey } from './webhooks/webhooks';
export { parseWebhookPayload } from './webhooks/parse';
export { IdentityType, type EventIdentity, type EventMetadata, type WebhookEvent, type WebhookHandler } from './webhooks/types';
