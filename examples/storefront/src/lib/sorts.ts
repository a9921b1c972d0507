/** Sort orders offered on search and collection pages (platform-side sorting). */
export const SORTS = {
  featured: { label: 'Featured' },
  newest: { label: 'Newest', field: 'lastUpdated', order: 'desc' },
  'price-asc': { label: 'Price: low to high', field: 'price', order: 'asc' },
  'price-desc': { label: 'Price: high to low', field: 'price', order: 'desc' },
  name: { label: 'Name A–Z', field: 'name', order: 'asc' },
} as const satisfies Record<string, { label: string; field?: string; order?: 'asc' | 'desc' }>;

export type SortKey = keyof typeof SORTS;

export function sortKey(value: string | string[] | undefined): SortKey {
  const first = Array.isArray(value) ? value[0] : value;
  return first && Object.hasOwn(SORTS, first) ? (first as SortKey) : 'featured';
}

