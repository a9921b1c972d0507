import { useMemo } from 'react';
import { DataTable } from '../components/DataTable';
import { JsonView } from '../components/JsonView';
import type { Column } from '../components/sorting';
import { usePolled } from '../components/usePolled';
import { navigate } from '../route';
import { at, cell } from './read';
import { renderCell, tablesOf, type Row, type TableView } from './tables';

/** Every domain's state, read-only: a tab per domain, a sortable table per kind of record, a record opens in full. */
export function DataView({ domain, item }: { domain: string | undefined; item: string | undefined }) {
  const { data: list } = usePolled<{ domains: string[] }>('/data', 10_000);
  const current = domain ?? list?.domains[0];
  return (
    <section aria-labelledby="data-title">
      <header className="view-head">
        <h1 id="data-title">Data</h1>
        <p className="muted">Each domain’s state as the platform holds it now (read-only, refreshed every few seconds).</p>
      </header>
      <div className="tabs" role="tablist" aria-label="Domains">
        {(list?.domains ?? []).map((name) => (
          <a key={name} role="tab" href={`#/data/${name}`} aria-selected={name === current} className="tab" data-testid={`domain-${name}`}>
            {name}
          </a>
        ))}
      </div>
      {current ? <DomainTables key={current} domain={current} item={item} /> : null}
    </section>
  );
}

function columnsFor(table: TableView): Column<Row>[] {
  return table.columns.map((spec) => ({ key: spec.path, label: spec.label, value: (r: Row) => cell(at(r.row, spec.path)), render: (r: Row) => renderCell(r.row, spec) }));
}

function DomainTables({ domain, item }: { domain: string; item: string | undefined }) {
  const { data, error } = usePolled<{ domain: string; data: unknown }>(`/data/${encodeURIComponent(domain)}`, 3000);
  const tables = useMemo(() => (data ? tablesOf(domain, data.data) : []), [domain, data]);
  const [tableIndex, key] = item ? [Number(item.slice(0, item.indexOf(':'))), item.slice(item.indexOf(':') + 1)] : [-1, undefined];
  const open = tables[tableIndex]?.rows.find((r) => r.key === key);
  return (
    <div className={`split ${open ? 'with-detail' : ''}`}>
      <div className="tables">
        {error ? <p className="error">{error}</p> : null}
        {data && tables.length === 0 ? <p className="empty">This domain keeps no records.</p> : null}
        {tables.map((table, index) => (
          <div key={table.title} className="table-block">
            <h2>
              {table.title} <span className="muted">({table.rows.length})</span>
            </h2>
            <DataTable
              rows={table.rows}
              columns={columnsFor(table)}
              initialSort={{ key: table.columns[0]?.path ?? '', direction: 'asc' }}
              rowKey={(r) => r.key}
              caption={`${table.title} of ${domain}`}
              onOpen={(r) => navigate('data', domain, `${index}:${r.key}`)}
              selectedKey={index === tableIndex ? key : undefined}
              testId={`table-${table.title}`}
              hideCaption
            />
          </div>
        ))}
      </div>
      {open ? (
        <aside className="detail" aria-label="Record" data-testid="data-detail">
          <div className="detail-head">
            <h2>{String(open.row['name'] ?? open.row['title'] ?? open.row['loginEmail'] ?? open.key)}</h2>
            <button type="button" className="icon" aria-label="Close record" onClick={() => navigate('data', domain)}>
              ×
            </button>
          </div>
          <p className="muted">
            {tables[tableIndex]?.title} · <code>{open.key}</code>
          </p>
          <JsonView value={open.row} openDepth={1} label="Record" />
        </aside>
      ) : null}
    </div>
  );
}
