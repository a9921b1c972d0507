import { optionalObject } from '@sitekit/core-runtime';
import { encodeDates } from './dates';
import { filterOf } from './filter';
import type { Filterable } from './types';

/**
 * The current calls' option renames (docs/wire/data-items.md): `showDrafts` → `publishPluginOptions.includeDraftItems`,
 * `includeReferences` → `includeReferencedItems` (reads pass `'includeReferences'` as `references`:
 * there it keeps its name, a `{ field, limit? }` list), `condition` (a filter object or an `items.filter()` builder) → `condition.filter`; everything
 * else (`suppressHooks`, `appOptions`, `saveReferences`, `consistentRead`, `language`,
 * `includeFieldGroups`) as given. Dates become `$date`.
 */
export function wireOptions(options: object | undefined, references = 'includeReferencedItems'): Record<string, unknown> {
  optionalObject(options, 'options');
  const { showDrafts, includeReferences, condition, ...rest } = (options ?? {}) as { showDrafts?: unknown; includeReferences?: unknown; condition?: Filterable | undefined; [key: string]: unknown };
  return encodeDates({
    ...rest,
    ...(showDrafts !== undefined && { publishPluginOptions: { includeDraftItems: showDrafts } }),
    ...(includeReferences !== undefined && { [references]: includeReferences }),
    ...(condition !== undefined && { condition: { filter: filterOf(condition) } }),
  });
}
