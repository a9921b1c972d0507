/**
 * The enumerations `reviews` exports as values, with the values the platform's SDK declares, in its order.
 * `src/enums.test.ts` checks the values at run time, `src/public-types.test-d.ts` the types.
 */
export const DECLARED = {
  AuthorType: ['UNKNOWN', 'MEMBER', 'VISITOR'],
  ModerationModerationStatus: ['UNKNOWN', 'APPROVED', 'IN_MODERATION', 'REJECTED', 'SUBMITTED'],
  OriginType: ['UNKNOWN', 'ORGANIC', 'APP'],
  SortOrder: ['ASC', 'DESC'],
  UpdateModerationStatusRequestModerationStatus: ['UNKNOWN_MODERATION_STATUS', 'APPROVED', 'REJECTED'],
  ModerationStatus: ['UNKNOWN', 'APPROVED', 'REJECTED'],
  WebhookIdentityType: ['UNKNOWN', 'ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP'],
} as const;

/** The declared values of one enumeration, as a union. */
export type Values<K extends keyof typeof DECLARED> = (typeof DECLARED)[K][number];
