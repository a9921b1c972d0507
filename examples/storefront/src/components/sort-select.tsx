'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { SORTS, type SortKey } from '@/lib/sorts';

/** Sort dropdown that rewrites `?sort=` (server components re-render with the new order). */
export function SortSelect({ value }: { value: SortKey }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  return (
    <label className="muted" style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: '0.9rem' }}>
      Sort by
      <select
        className="select"
        value={value}
        data-testid="sort"
        onChange={(e) => {
          const next = new URLSearchParams(params.toString());
          next.set('sort', e.target.value);
          next.delete('page');
          router.push(`${pathname}?${next.toString()}`);
        }}
      >
        {Object.entries(SORTS).map(([key, sorting]) => (
          <option key={key} value={key}>
            {sorting.label}
          </option>
        ))}
      </select>
    </label>
  );
}
