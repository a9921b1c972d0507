import { enumOf, type EnumValue } from '@sitekit/core';

/**
 * Status of a back-in-stock request.
 * @example
 * ```ts
 * request.status === backInStockNotifications.Status.NOTIFICATION_SENT;
 * ```
 */
export const Status = /* @__PURE__ */ enumOf('UNSPECIFIED RECEIVED PROCESSING NOTIFICATION_SENT FAILED');
export type Status = EnumValue<typeof Status>;
