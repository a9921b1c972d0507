import { optionalObject } from '@sitekit/core';
import { encodeDates } from './dates';

/**
 * The §1b option renames: `showDrafts` → `publishPluginOptions.includeDraftItems`,
 * `includeReferences` → `includeReferencedItems`, `condition` → `condition.filter`; everything else
 * (`suppressHooks`, `appOptions`, `consistentRead`, `language`) as given. Dates become `$date`.
 *
 * @example
 * ```ts
 * wireOptions({ showDrafts: true }); // { publishPluginOptions: { includeDraftItems: true } }
 * ```
 */
export function wireOptions(options: Record<string, any> | undefined, name = 'options'): Record<string, unknown> {
  optionalObject(options, name);
  const { showDrafts, includeReferences, condition, ...rest } = options ?? {};
  return encodeDates({
    ...rest,
    ...(showDrafts !== undefined && { publishPluginOptions: { includeDraftItems: showDrafts } }),
    ...(includeReferences !== undefined && { includeReferencedItems: includeReferences }),
    ...(condition !== undefined && { condition: { filter: condition } }),
  });
}
