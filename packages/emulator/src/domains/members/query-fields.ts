/**
 * Which member fields a caller may filter, sort and search on. An API key: any. Visitors and members:
 * only what the `PUBLIC` field set shows them (id, contact id, profile, dates); filtering on a field they
 * cannot read (`loginEmail`, `contact.*`, `status`…) would tell them its value by which members match.
 */
import { raise, validationError } from '../../engine/errors';
import type { Caller } from '../../engine/types';
import { checkFilter, type PlatformQuery } from '../shared/query';
import { guardQuery } from '../shared/route-helpers';

const PUBLIC_FIELDS = new Set(['id', '_id', 'contactId', 'profile', 'createdDate', '_createdDate', 'updatedDate', '_updatedDate']);

/** Whether a dotted field path lies in the public profile (`profile.nickname` → `profile`). */
const isPublic = (path: string): boolean => PUBLIC_FIELDS.has(path.split('.')[0] ?? '');

function refuse(field: string, path: string): never {
  raise(validationError([{ field, description: `${path} is not a public member field: only an API key may filter, sort or search on it`, violatedRule: 'FIELD_NOT_ALLOWED' }]));
}

/**
 * Refuses (400 `FIELD_NOT_ALLOWED`) a query or search of a caller other than an API key that names a
 * field outside the public profile. `sortField` names the request's sort list (`query.sort`, `sorting`).
 */
export function checkQueryFields(caller: Caller, query: PlatformQuery, search: unknown, prefix: string, sortField = `${prefix}.sort`): void {
  if (caller.kind === 'apiKey') return;
  for (const path of guardQuery(() => checkFilter(query.filter, `${prefix}.filter`))) if (!isPublic(path)) refuse(`${prefix}.filter.${path}`, path);
  query.sort.forEach(({ fieldName }, i) => {
    if (!isPublic(fieldName)) refuse(`${sortField}[${i}].fieldName`, fieldName);
  });
  const fields = (search as { fields?: unknown } | undefined)?.fields;
  if (Array.isArray(fields)) {
    fields.forEach((path, i) => {
      if (typeof path !== 'string' || !isPublic(path)) refuse(`search.fields[${i}]`, String(path));
    });
  }
}
