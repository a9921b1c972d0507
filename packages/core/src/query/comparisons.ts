/**
 * The one-value filter methods every query builder has (`eq`, `ge`, `startsWith`, …), and `in` with its
 * values as one array (the data items' builder takes them one by one too, and declares its own `in`).
 */
export type ComparisonMethod = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'in' | 'startsWith' | 'endsWith' | 'contains';

/**
 * The one operator map: each one-value filter method and the wire operator it sends. Shared by core's
 * query builder and the data items' filter builder; a method without its operator fails the type check.
 */
export const COMPARISON_OPERATORS = {
  eq: '$eq',
  ne: '$ne',
  gt: '$gt',
  ge: '$gte',
  lt: '$lt',
  le: '$lte',
  in: '$in',
  startsWith: '$startsWith',
  endsWith: '$endsWith',
  contains: '$contains',
} as const satisfies Record<ComparisonMethod, `$${string}`>;

/**
 * The one-value filter methods of a builder: each sends `{ [operator]: value }` for its field through
 * `where`, which makes the next builder (and converts the field and value as its builder needs).
 */
export function comparisonMethods<Self>(
  where: (field: string, condition: Record<string, unknown>) => Self,
): Record<ComparisonMethod, (field: string, value: unknown) => Self> {
  const methods = {} as Record<ComparisonMethod, (field: string, value: unknown) => Self>;
  for (const [method, operator] of Object.entries(COMPARISON_OPERATORS) as Array<[ComparisonMethod, string]>) {
    methods[method] = (field, value) => where(field, { [operator]: value });
  }
  return methods;
}
