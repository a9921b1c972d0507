/**
 * Aggregation pipeline expressions (the data items API's `Expression`): exactly one of `fieldPath`,
 * `text`, `numeric`, `add`, `sum`, `subtract`, `multiply`, `divide`, `abs`, `mod`, `floor`, `ceil`,
 * `concat`, `stringify`, `toLower`, `toUpper`, `substring`, `length`. Checked once, then evaluated per row.
 */
import { at, bad, isPlain } from './values';

/** One row of an aggregation pipeline: an item, or what an earlier stage made of it. */
export type Row = Record<string, unknown>;
/** A checked expression: the value it resolves to for a row (`null` when an operand has the wrong type). */
export type Evaluate = (row: Row) => unknown;

/** The one key of a oneof object that is set (a validation error for none, several or an unknown one). */
export function oneOf(value: unknown, path: string, keys: readonly string[]): [string, unknown] {
  if (!isPlain(value)) return bad(path, 'must be an object');
  const set = Object.keys(value).filter((k) => value[k] !== undefined);
  const unknown = set.find((k) => !keys.includes(k));
  if (unknown) return bad(`${path}.${unknown}`, `is not one of ${keys.join(', ')}`, 'FIELD_NOT_ALLOWED');
  if (set.length !== 1) return bad(path, `must set exactly one of ${keys.join(', ')}`, 'ONE_OF_ALIGNMENT');
  return [set[0]!, value[set[0]!]];
}

const EXPRESSIONS = ['fieldPath', 'text', 'numeric', 'add', 'sum', 'subtract', 'multiply', 'divide', 'abs', 'mod', 'floor', 'ceil', 'concat', 'stringify', 'toLower', 'toUpper', 'substring', 'length'] as const;

const num = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const str = (value: unknown): value is string => typeof value === 'string';
/** `{ $date }` as its ISO text, other objects as JSON, `null` stays `null`. */
const stringify = (value: unknown): string | null =>
  value === null || value === undefined ? null : isPlain(value) && str(value.$date) ? value.$date : typeof value === 'object' ? JSON.stringify(value) : String(value);

type Operator = (typeof EXPRESSIONS)[number];

/** What an operator's compiler is given: its operand, its path, and compilers for its sub-expressions. */
interface Operand {
  spec: unknown;
  here: string;
  /** The sub-expression under `key` of the operand, compiled. */
  sub: (key: string) => Evaluate;
  /** The operand's `expressions` list (1 to 1000), compiled. */
  list: () => Evaluate[];
}

type Compiler = (operand: Operand) => Evaluate;

const fieldPath: Compiler = ({ spec, here }) => {
  if (!str(spec) || !spec) return bad(here, 'must be a non-empty string');
  return (row) => at(row, spec) ?? null;
};

const text: Compiler = ({ spec, here }) => {
  if (!str(spec)) return bad(here, 'must be a string');
  return () => spec;
};

const numeric: Compiler = ({ spec, here }) => {
  if (!num(spec)) return bad(here, 'must be a number');
  return () => spec;
};

/** `add`, `sum`, `multiply`: folds the list's numbers (`null` if any is not a number). */
const numberList = (fold: (a: number, b: number) => number, initial: number): Compiler => ({ list }) => {
  const operands = list();
  return (row) => {
    const values = operands.map((operand) => operand(row));
    return values.every(num) ? values.reduce(fold, initial) : null;
  };
};

const concat: Compiler = ({ list }) => {
  const operands = list();
  return (row) => {
    const values = operands.map((operand) => operand(row));
    return values.every(str) ? values.join('') : null;
  };
};

/** `subtract`, `divide`, `mod`: first and second expression (dividing by zero is a validation error). */
const numberPair = (apply: (x: number, y: number, nonZero: (v: number) => number) => number): Compiler => ({ sub, here }) => {
  const [first, second] = [sub('firstExpression'), sub('secondExpression')];
  const nonZero = (value: number) => (value === 0 ? bad(`${here}.secondExpression`, 'must resolve to a non-zero number') : value);
  return (row) => {
    const [x, y] = [first(row), second(row)];
    return num(x) && num(y) ? apply(x, y, nonZero) : null;
  };
};

/** `abs`, `floor`, `ceil`. */
const rounding = (round: (v: number) => number): Compiler => ({ sub }) => {
  const operand = sub('expression');
  return (row) => {
    const value = operand(row);
    return num(value) ? round(value) : null;
  };
};

const substring: Compiler = ({ spec, sub }) => {
  const [operand, start] = [sub('expression'), sub('startExpression')];
  const length = isPlain(spec) && spec.lengthExpression !== undefined ? sub('lengthExpression') : undefined;
  return (row) => {
    const [value, from, count] = [operand(row), start(row), length?.(row)];
    if (!str(value) || !num(from) || (length && !num(count))) return null;
    return value.substr(from, length ? (count as number) : undefined);
  };
};

const stringifyExpression: Compiler = ({ sub }) => {
  const operand = sub('expression');
  return (row) => stringify(operand(row));
};

/** `toLower`, `toUpper`, `length`: of a string (`null` for anything else). */
const ofText = (apply: (value: string) => unknown): Compiler => ({ sub }) => {
  const operand = sub('expression');
  return (row) => {
    const value = operand(row);
    return str(value) ? apply(value) : null;
  };
};

/** Each operator's compiler. */
const COMPILERS = {
  fieldPath,
  text,
  numeric,
  add: numberList((a, b) => a + b, 0),
  sum: numberList((a, b) => a + b, 0),
  multiply: numberList((a, b) => a * b, 1),
  concat,
  subtract: numberPair((x, y) => x - y),
  divide: numberPair((x, y, nonZero) => x / nonZero(y)),
  mod: numberPair((x, y, nonZero) => x % nonZero(y)),
  abs: rounding(Math.abs),
  floor: rounding(Math.floor),
  ceil: rounding(Math.ceil),
  substring,
  stringify: stringifyExpression,
  toLower: ofText((value) => value.toLowerCase()),
  toUpper: ofText((value) => value.toUpperCase()),
  length: ofText((value) => value.length),
} satisfies Record<Operator, Compiler>;

/**
 * Checks an expression (a validation error naming its path) and returns its evaluator.
 */
export function compile(expression: unknown, path: string): Evaluate {
  const [op, spec] = oneOf(expression, path, EXPRESSIONS);
  const here = `${path}.${op}`;
  const sub = (key: string) => compile(isPlain(spec) ? spec[key] : undefined, `${here}.${key}`);
  const list = (): Evaluate[] => {
    const expressions = isPlain(spec) ? spec.expressions : undefined;
    if (!Array.isArray(expressions) || expressions.length === 0) return bad(`${here}.expressions`, 'must be a non-empty list', 'MIN_SIZE');
    if (expressions.length > 1000) return bad(`${here}.expressions`, 'must have at most 1000 expressions', 'MAX_SIZE');
    return expressions.map((e, i) => compile(e, `${here}.expressions[${i}]`));
  };
  return COMPILERS[op as Operator]({ spec, here, sub, list });
}
