import { SiteKitError } from '../errors/sitekit-error';
import { wireReader } from '../transforms/wire';
import type { EventIdentity, EventMetadata, WebhookEvent } from './types';

// prepared once, not per event
const readMetadata = /* @__PURE__ */ wireReader({ dates: ['eventTime'] });
const readEntity = /* @__PURE__ */ wireReader();

/** A JSON object of the payload, its fields read as they come (each checked where it matters). */
type Fields = Record<string, unknown>;

const json = (input: unknown): Fields | undefined => {
  if (typeof input !== 'string') return input as Fields | undefined;
  try {
    return JSON.parse(input);
  } catch {
    throw new SiteKitError('Malformed webhook payload', { code: 'INVALID_WEBHOOK' });
  }
};

/**
 * A verified JWT payload → the typed envelope. Accepts the platform's nesting (`data` and
 * `identity` as JSON strings, `entityAsJson`/`bodyAsJson`) and plain objects. Never mutates its input.
 *
 * @throws {SiteKitError} `INVALID_WEBHOOK` when the payload is not an event
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
export function parseWebhookPayload<T = any>(payload: unknown): WebhookEvent<T> {
  const outer = json((payload as { data?: unknown } | null)?.data);
  const eventType = outer?.eventType;
  if (!outer || typeof eventType !== 'string') throw new SiteKitError('Malformed webhook payload', { code: 'INVALID_WEBHOOK' });
  const inner = json(outer.data) ?? {};
  const identity = { ...json(outer.identity) } as EventIdentity;
  const created = inner.createdEvent as Fields | undefined;
  const updated = inner.updatedEvent as Fields | undefined;
  const deleted = inner.deletedEvent as Fields | undefined;
  const action = inner.actionEvent as Fields | undefined;
  const entity = created ? json(created.entityAsJson ?? created.entity) : updated ? json(updated.currentEntityAsJson ?? updated.currentEntity) : undefined;
  const deletedEntity = deleted ? json(deleted.deletedEntityAsJson ?? deleted.movedToTrash ?? deleted.deletedEntity) : undefined;
  const data = action ? json(action.bodyAsJson ?? action.body) : !created && !updated && !deleted ? inner : undefined;
  const metadata = readMetadata<Fields>({
    id: inner.id,
    entityId: inner.entityId,
    entityFqdn: inner.entityFqdn,
    slug: inner.slug,
    eventType,
    eventTime: inner.eventTime,
    triggeredByAnonymizeRequest: inner.triggeredByAnonymizeRequest,
    instanceId: outer.instanceId,
  });
  for (const k of Object.keys(metadata)) if (metadata[k] === undefined) delete metadata[k];
  return {
    ...(entity !== undefined && { entity: readEntity(entity) }),
    ...(data !== undefined && { data: readEntity(data) }),
    ...(deletedEntity !== undefined && typeof deletedEntity === 'object' && { deletedEntity: readEntity(deletedEntity) }),
    metadata: { ...metadata, identity } as EventMetadata,
  };
}
