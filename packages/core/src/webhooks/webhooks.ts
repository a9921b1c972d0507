import { importJWK, importSPKI, jwtVerify, type JWK } from 'jose';
import { SiteKitError } from '../errors/sitekit-error';
import { parseWebhookPayload } from './parse';
import type { WebhookEvent, WebhookHandler } from './types';

/**
 * The only signature algorithm accepted (`RS256`).
 */
export const WEBHOOK_ALGORITHM = 'RS256';

/** The app's public key: a PEM (SPKI) string as the app dashboard shows it, a JWK, or a `CryptoKey`. */
export type WebhookPublicKey = string | JWK | CryptoKey;

const importKey = (key: WebhookPublicKey): Promise<CryptoKey | Uint8Array> =>
  typeof key === 'string'
    ? importSPKI(key.includes('BEGIN PUBLIC KEY') ? key : `-----BEGIN PUBLIC KEY-----\n${key}\n-----END PUBLIC KEY-----`, WEBHOOK_ALGORITHM)
    : 'kty' in key
      ? importJWK(key as JWK, WEBHOOK_ALGORITHM)
      : Promise.resolve(key as CryptoKey);

/**
 * Verifies a platform event JWT (RS256 only: `alg: none`, other algorithms, a wrong key, an expired
 * or tampered token are all rejected) and returns the typed envelope.
 *
 * @example
 * ```ts
 * const event = await verifyWebhook(await request.text(), process.env.APP_PUBLIC_KEY!);
 * if (event.metadata.eventType === 'wix.ecom.v1.order_created') fulfil(event.entity);
 * ```
 * @throws {SiteKitError} `INVALID_WEBHOOK` (the jose error as `cause`)
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
export async function verifyWebhook<T = any>(jwt: string, publicKey: WebhookPublicKey): Promise<WebhookEvent<T>> {
  let payload: unknown;
  try {
    payload = (await jwtVerify(String(jwt).trim(), await importKey(publicKey), { algorithms: [WEBHOOK_ALGORITHM] })).payload;
  } catch (cause) {
    const reason = (cause as { code?: unknown } | undefined)?.code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid signature or format';
    throw new SiteKitError(`Webhook rejected: ${reason}`, { code: 'INVALID_WEBHOOK', cause });
  }
  return parseWebhookPayload<T>(payload);
}

/** The client's webhooks: register handlers per event type, and verify, parse or dispatch a webhook's JWT body. */
export interface Webhooks {
  /** Registers a handler for one event type (e.g. `wix.ecom.v1.order_created`); returns an unsubscribe function. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
  on<T = any>(eventType: string, handler: WebhookHandler<T>): () => void;
  /** Verifies and parses without dispatching. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
  parse<T = any>(jwt: string): Promise<WebhookEvent<T>>;
  /** Verifies, parses and awaits every handler registered for the event's type. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
  process<T = any>(jwt: string): Promise<WebhookEvent<T>>;
  /** `process` on a fetch `Request` body (answer 200 when it resolves). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
  processRequest<T = any>(request: Request): Promise<WebhookEvent<T>>;
}

/**
 * Event handling for an app: one instance per app (its public key), handlers per event type.
 * Nothing is shared between instances.
 *
 * @example
 * ```ts
 * const webhooks = createWebhooks({ publicKey: process.env.APP_PUBLIC_KEY! });
 * webhooks.on('wix.ecom.v1.order_created', ({ entity, metadata }) => notify(metadata.instanceId, entity));
 * export const POST = async (request: Request) => (await webhooks.processRequest(request), new Response(null));
 * ```
 */
export function createWebhooks({ publicKey }: { publicKey: WebhookPublicKey }): Webhooks {
  const handlers = new Map<string, Set<WebhookHandler>>();
  const parse = <T>(jwt: string) => verifyWebhook<T>(jwt, publicKey);
  const process = async <T>(jwt: string) => {
    const event = await parse<T>(jwt);
    for (const handler of [...(handlers.get(event.metadata.eventType) ?? [])]) await handler(event);
    return event;
  };
  return {
    on(eventType, handler) {
      const set = handlers.get(eventType) ?? new Set();
      handlers.set(eventType, set.add(handler as WebhookHandler));
      return () => void set.delete(handler as WebhookHandler);
    },
    parse,
    process,
    processRequest: async (request) => process(await request.text()),
  };
}
