/**
 * Full-text search (`/items/search`): `search.search.expression` is split into terms matched against the
 * words of the collection's text fields (a word starting with the term; with `fuzzy`, also one or two
 * typos away). `mode: 'AND'` needs every term, `'OR'` (the default) one. Then the filter, and the most
 * matching items first unless a sort is given. Search results count their total.
 */
import { fieldsOf, type JsonObject } from '../../engine/json';
import type { Route } from '../../engine/types';
import { compileFilter, sortBy } from './filter';
import { page, project, withReferences } from './paging';
import { input, readable, wireItem, type DataCtx } from './state';
import type { DataState, StoredData } from './types';
import { bad, isPlain } from './values';

/** The platform's search page size when none is given. */
const SEARCH_LIMIT = 100;
const MAX_EXPRESSION = 100;
const MAX_SORT = 10;
const MAX_FIELDS = 20;
const MAX_INCLUDES = 100;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Levenshtein distance, stopping early once past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...row) > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** Whether a term matches a word: a prefix of it, or (fuzzy) one typo away for 4+ letters, two for 8+. */
function hit(term: string, word: string, fuzzy: boolean): boolean {
  if (word.startsWith(term)) return true;
  const max = !fuzzy ? 0 : term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
  return max > 0 && (distance(term, word, max) <= max || distance(term, word.slice(0, term.length), max) <= max);
}

function checked(body: JsonObject) {
  const given = body.search ?? {};
  const search = isPlain(given) ? given : bad('search', 'must be an object');
  const inner = search.search ?? {};
  const details = isPlain(inner) ? inner : bad('search.search', 'must be an object');
  const { expression: text = '', mode = 'OR', fuzzy: fuzzyGiven = false } = details;
  const expression = typeof text === 'string' ? text : bad('search.search.expression', 'must be a string');
  if (expression.length > MAX_EXPRESSION) bad('search.search.expression', `must be at most ${MAX_EXPRESSION} characters`, 'MAX_LENGTH');
  if (mode !== 'AND' && mode !== 'OR') bad('search.search.mode', 'must be AND or OR', 'INVALID_ENUM_VALUE');
  const fuzzy = typeof fuzzyGiven === 'boolean' ? fuzzyGiven : bad('search.search.fuzzy', 'must be a boolean');
  if (search.paging && search.cursorPaging) bad('search.paging', 'paging and cursorPaging cannot be used together', 'ONE_OF_ALIGNMENT');
  if (Array.isArray(search.sort) && search.sort.length > MAX_SORT) bad('search.sort', `must have at most ${MAX_SORT} fields`, 'MAX_SIZE');
  if (Array.isArray(search.fields) && search.fields.length > MAX_FIELDS) bad('search.fields', `must have at most ${MAX_FIELDS} fields`, 'MAX_SIZE');
  if (Array.isArray(body.includeReferences) && body.includeReferences.length > MAX_INCLUDES) bad('includeReferences', `must have at most ${MAX_INCLUDES} fields`, 'MAX_SIZE');
  return { search, terms: [...new Set(words(expression))], and: mode === 'AND', fuzzy };
}

function search(ctx: DataCtx) {
  const body = input(ctx);
  const collection = readable(ctx);
  const { search: searchText, terms, and, fuzzy } = checked(body);
  const texts = collection.fields.filter((field) => field.type === 'text' || field.type === 'rich-text').map((field) => field.key);
  const test = compileFilter(searchText.filter, 'search.filter');
  const scored: { item: StoredData; score: number }[] = [];
  for (const item of Object.values(collection.items)) {
    const found = texts.flatMap((key) => (typeof item[key] === 'string' ? words(item[key] as string) : []));
    const score = terms.filter((term) => found.some((word) => hit(term, word, fuzzy))).length;
    const wanted = terms.length === 0 || (and ? score === terms.length : score > 0);
    if (wanted && test(item)) scored.push({ item, score });
  }
  const ranked = Array.isArray(searchText.sort) && searchText.sort.length ? sortBy(scored.map(({ item }) => item), searchText.sort)
    : scored.sort((a, b) => b.score - a.score).map(({ item }) => item);
  const paging = searchText.cursorPaging ? searchText : { paging: { limit: SEARCH_LIMIT, ...fieldsOf(searchText.paging) } };
  const { items, metadata } = page(ranked, paging, true);
  const dataItems = items.map((item) => wireItem(collection, project(withReferences(ctx, collection, item, body.includeReferences), searchText.fields)));
  return { json: { dataItems, pagingMetadata: metadata } };
}

/** `POST /items/search`: full-text search over the items of a collection the caller may read. */
export const searchRoutes: Route<DataState>[] = [
  { method: 'POST', path: '/wix-data/v2/items/search', access: 'sessionOrApiKey', id: 'data.items.search', handle: search },
];
