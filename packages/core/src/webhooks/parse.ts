import { SiteKitError } from '../errors/sitekit-error';
import { wireReader } from '../transforms/wire';
import type { EventIdentity, WebhookEvent } from './types';

// prepared once, not per event
const readMetadata = /* @__PURE__ */ wireReader({ dates: ['eventTime'] });
const readEntity = /* @__PURE__ */ wireReader();

const json = (input: unknown): any => {
  if (typeof input !== 'string') return input;
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
export function parseWebhookPayload<T = any>(payload: unknown): WebhookEvent<T> {
  const outer = json((payload as { data?: unknown } | null)?.data);
  const eventType = outer?.eventType;
  if (!outer || typeof eventType !== 'string') throw new SiteKitError('Malformed webhook payload', { code: 'INVALID_WEBHOOK' });
  const inner = json(outer.data) ?? {};
  const identity: EventIdentity = { ...(json(outer.identity) ?? {}) };
  const created = inner.createdEvent;
  const updated = inner.updatedEvent;
  const deleted = inner.deletedEvent;
  const action = inner.actionEvent;
  const entity = created ? json(created.entityAsJson ?? created.entity) : updated ? json(updated.currentEntityAsJson ?? updated.currentEntity) : undefined;
  const deletedEntity = deleted ? json(deleted.deletedEntityAsJson ?? deleted.movedToTrash ?? deleted.deletedEntity) : undefined;
  const data = action ? json(action.bodyAsJson ?? action.body) : !created && !updated && !deleted ? inner : undefined;
  const metadata = readMetadata({
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
    metadata: { ...metadata, identity },
  };
}
