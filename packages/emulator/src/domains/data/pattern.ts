/**
 * The `$matches` operator. Its argument is the platform's pattern, not a regular expression:
 * `{ ignoreCase: true, spec: [{ type: 'literal', value: 'care' }, { type: 'anyOf', value: ' \t\n-' }, …] }`.
 * A value matches when it is, whole and ignoring case, the literals in order with one separator character
 * (space, tab, newline or hyphen) at each `anyOf`: `care-guide` and `Care guide` both match the pattern of
 * the slug `care-guide`. Matching is one pass over the value, whatever the pattern.
 */
import { bad, isPlain } from './values';

/** The one character set the platform's `anyOf` takes. */
const SEPARATORS = ' \t\n-';

type Part = { literal: string } | { anyOf: string };

function partOf(part: unknown, field: string): Part {
  if (isPlain(part) && part.type === 'literal' && typeof part.value === 'string') return { literal: part.value.toLowerCase() };
  if (isPlain(part) && part.type === 'anyOf' && part.value === SEPARATORS) return { anyOf: SEPARATORS };
  return bad(field, `must be { type: 'literal', value: <text> } or { type: 'anyOf', value: ${JSON.stringify(SEPARATORS)} }`);
}

function fits(text: string, parts: Part[]): boolean {
  let at = 0;
  for (const part of parts) {
    if ('literal' in part) {
      if (!text.startsWith(part.literal, at)) return false;
      at += part.literal.length;
    } else {
      if (at >= text.length || !part.anyOf.includes(text[at]!)) return false;
      at += 1;
    }
  }
  return at === text.length;
}

/**
 * Checks a `$matches` argument (a validation error naming `field` and the bad part) and returns the test
 * of one value. A regular expression (a string `spec`) is refused: the platform does not take one.
 */
export function pattern(arg: unknown, field: string): (value: unknown) => boolean {
  if (!isPlain(arg)) return bad(field, 'must be an object { ignoreCase: true, spec: [...] }');
  if (arg.ignoreCase !== true) return bad(`${field}.ignoreCase`, 'must be true');
  if (!Array.isArray(arg.spec)) return bad(`${field}.spec`, "must be a list of { type: 'literal' | 'anyOf', value } parts (regular expressions are not supported)");
  const parts = arg.spec.map((part, i) => partOf(part, `${field}.spec[${i}]`));
  return (value) => typeof value === 'string' && fits(value.toLowerCase(), parts);
}
