import { enumOf, type EnumValue } from '@sitekit/core-runtime';

/**
 * Status of a back-in-stock request.
 */
export const Status = /* @__PURE__ */ enumOf('UNSPECIFIED RECEIVED PROCESSING NOTIFICATION_SENT FAILED');
export type Status = EnumValue<typeof Status>;

/**
 * Sort order of a query.
 */
export const SortOrder = /* @__PURE__ */ enumOf('ASC DESC');
export type SortOrder = EnumValue<typeof SortOrder>;
