/**
 * Who triggered an event.
 */
export const IdentityType = { ANONYMOUS_VISITOR: 'ANONYMOUS_VISITOR', MEMBER: 'MEMBER', WIX_USER: 'WIX_USER', APP: 'APP' } as const;
export type IdentityType = (typeof IdentityType)[keyof typeof IdentityType] | (string & {});

/** Who triggered a webhook event: the identity type, and the visitor, member, user or app id that goes with it. */
export interface EventIdentity {
  identityType?: IdentityType | undefined;
  anonymousVisitorId?: string | undefined;
  memberId?: string | undefined;
  wixUserId?: string | undefined;
  appId?: string | undefined;
}

/**
 * The metadata of a webhook event: its id and type, when it happened, the entity it is about, the site
 * installation it is for, and who triggered it.
 */
export interface EventMetadata {
  /** The event id. */
  _id?: string | undefined;
  entityId?: string | undefined;
  entityFqdn?: string | undefined;
  slug?: string | undefined;
  eventType: string;
  eventTime?: Date | undefined;
  triggeredByAnonymizeRequest?: boolean | undefined;
  /** The app instance (site installation) the event is for. */
  instanceId?: string | undefined;
  identity: EventIdentity;
}

/**
 * A verified platform event: the entity (created/updated/deleted events) or the action data, and
 * its metadata. Entities use the SDK-side names (`_id`, `_createdDate` as `Date`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
export interface WebhookEvent<T = any> {
  entity?: T | undefined;
  data?: T | undefined;
  /** Deleted events: the entity as it was, when the platform sends it. */
  deletedEntity?: T | undefined;
  metadata: EventMetadata;
}

/** A handler `webhooks.on(eventType, handler)` calls with each verified event of that type. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an event's entity is what its event type carries; apps read it untyped, as from the platform's SDK
export type WebhookHandler<T = any> = (event: WebhookEvent<T>) => void | Promise<void>;
