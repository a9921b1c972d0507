import { defineService } from '@sitekit/core-runtime';
import { decodeDates, encodeDates } from './dates';
import { legacyFromWire, legacyToWire } from './legacy-wire';

/** The data items service (method-name header without `package-name`, as the platform's data module sends it). */
// The service name of the platform SDK's published declarations (`@fqn`); entity from its `@eventType`.
const SERVICE = { fqn: 'com.wixpress.cloud.data.api.data.DataItemService', entity: 'wix.data.v2.data_item' };

/** The current calls (docs/wire/data-items.md): payloads are built per call (`payload`), `$date` objects in responses become `Date`. */
export const itemsService = /* @__PURE__ */ defineService({ ...SERVICE, toWire: encodeDates, fromWire: decodeDates });

/** The generated calls: `_id` ↔ `id` on the wrappers, keys inside `data` untouched. */
export const legacyItemsService = /* @__PURE__ */ defineService({ ...SERVICE, toWire: legacyToWire, fromWire: legacyFromWire });

