import { defineService } from '@sitekit/core-runtime';
import { decodeDates, encodeDates } from './dates';

/**
 * The data items service (method-name header without `package-name`, as the platform's data module sends it),
 * for the current and the generated calls alike. The current calls (docs/wire/data-items.md) build their payloads
 * per call (`payload`) and read `$date` objects in responses as `Date`; the generated ones build theirs with
 * `legacyToWire` and read their results with `legacyFromWire` (`id` → `_id` outside `data`).
 */
// The service name of the platform SDK's published declarations (`@fqn`); entity from its `@eventType`.
export const itemsService = /* @__PURE__ */ defineService({
  fqn: 'com.wixpress.cloud.data.api.data.DataItemService', entity: 'wix.data.v2.data_item', toWire: encodeDates, fromWire: decodeDates,
});
