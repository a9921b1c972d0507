/**
 * Aggregation pipeline expressions (the data items API's `Expression`): exactly one of `fieldPath`,
 * `text`, `numeric`, `add`, `sum`, `subtract`, `multiply`, `divide`, `abs`, `mod`, `floor`, `ceil`,
 * `concat`, `stringify`, `toLower`, `toUpper`, `substring`, `length`. Checked once, then evaluated per row.
 */
import { at, bad, isPlain } from './values';

export type Row = Record<string, unknown>;
/** A checked expression: the value it resolves to for a row (`null` when an operand has the wrong type). */
export type Evaluate = (row: Row) => unknown;

/** The one key of a oneof object that is set (a validation error for none, several or an unknown one). */
export function oneOf(value: unknown, path: string, keys: readonly string[]): [string, any] {
  if (!isPlain(value)) return bad(path, 'must be an object');
  const set = Object.keys(value).filter((k) => value[k] !== undefined);
  const unknown = set.find((k) => !keys.includes(k));
  if (unknown) return bad(`${path}.${unknown}`, `is not one of ${keys.join(', ')}`, 'FIELD_NOT_ALLOWED');
  if (set.length !== 1) return bad(path, `must set exactly one of ${keys.join(', ')}`, 'ONE_OF_ALIGNMENT');
  return [set[0]!, value[set[0]!]];
}

const EXPRESSIONS = ['fieldPath', 'text', 'numeric', 'add', 'sum', 'subtract', 'multiply', 'divide', 'abs', 'mod', 'floor', 'ceil', 'concat', 'stringify', 'toLower', 'toUpper', 'substring', 'length'] as const;

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const str = (v: unknown): v is string => typeof v === 'string';
/** `{ $date }` as its ISO text, other objects as JSON, `null` stays `null`. */
const stringify = (v: unknown): string | null =>
  v === null || v === undefined ? null : isPlain(v) && str(v.$date) ? v.$date : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * Checks an expression (a validation error naming its path) and returns its evaluator.
 *
 * @example
 * ```ts
 * compile({ multiply: { expressions: [{ fieldPath: 'price' }, { numeric: 2 }] } }, 'stages[0]')({ price: 3 }); // 6
 * ```
 */
export function compile(expression: unknown, path: string): Evaluate {
  const [op, spec] = oneOf(expression, path, EXPRESSIONS);
  const here = `${path}.${op}`;
  const sub = (key: string) => compile(isPlain(spec) ? spec[key] : undefined, `${here}.${key}`);
  const list = (): Evaluate[] => {
    const exprs = isPlain(spec) ? spec.expressions : undefined;
    if (!Array.isArray(exprs) || exprs.length === 0) return bad(`${here}.expressions`, 'must be a non-empty list', 'MIN_SIZE');
    if (exprs.length > 1000) return bad(`${here}.expressions`, 'must have at most 1000 expressions', 'MAX_SIZE');
    return exprs.map((e, i) => compile(e, `${here}.expressions[${i}]`));
  };
  const nonZero = (v: number) => (v === 0 ? bad(`${here}.secondExpression`, 'must resolve to a non-zero number') : v);
  switch (op) {
    case 'fieldPath':
      if (!str(spec) || !spec) return bad(here, 'must be a non-empty string');
      return (row) => at(row, spec) ?? null;
    case 'text':
      if (!str(spec)) return bad(here, 'must be a string');
      return () => spec;
    case 'numeric':
      if (!num(spec)) return bad(here, 'must be a number');
      return () => spec;
    case 'add': case 'sum': case 'multiply': case 'concat': {
      const fs = list();
      return (row) => {
        const vs = fs.map((f) => f(row));
        if (op === 'concat') return vs.every(str) ? vs.join('') : null;
        if (!vs.every(num)) return null;
        return op === 'multiply' ? vs.reduce((a, b) => a * b, 1) : vs.reduce((a, b) => a + b, 0);
      };
    }
    case 'subtract': case 'divide': case 'mod': {
      const [a, b] = [sub('firstExpression'), sub('secondExpression')];
      return (row) => {
        const [x, y] = [a(row), b(row)];
        if (!num(x) || !num(y)) return null;
        return op === 'subtract' ? x - y : op === 'divide' ? x / nonZero(y) : x % nonZero(y);
      };
    }
    case 'abs': case 'floor': case 'ceil': {
      const f = sub('expression');
      return (row) => {
        const v = f(row);
        return num(v) ? Math[op](v) : null;
      };
    }
    case 'substring': {
      const [f, start] = [sub('expression'), sub('startExpression')];
      const length = isPlain(spec) && spec.lengthExpression !== undefined ? sub('lengthExpression') : undefined;
      return (row) => {
        const [v, s, n] = [f(row), start(row), length?.(row)];
        if (!str(v) || !num(s) || (length && !num(n))) return null;
        return v.substr(s, length ? (n as number) : undefined);
      };
    }
    default: {
      const f = sub('expression');
      return (row) => {
        const v = f(row);
        if (op === 'stringify') return stringify(v);
        if (!str(v)) return null;
        return op === 'length' ? v.length : op === 'toLower' ? v.toLowerCase() : v.toUpperCase();
      };
    }
  }
}
