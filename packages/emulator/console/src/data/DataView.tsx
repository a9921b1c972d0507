import { useMemo, useState } from 'react';
import { DataTable } from '../components/DataTable';
import type { Column } from '../components/sorting';
import { usePolled } from '../components/usePolled';
import { navigate } from '../route';
import type { FieldSpec } from './item-json';
import { NewItemPanel } from './NewItemPanel';
import { at, cell } from './read';
import { RecordDetail } from './RecordDetail';
import { renderCell, tablesOf, type Row, type TableView } from './tables';

/**
 * Every domain's state: a tab per domain, a sortable table per kind of record, a record opens in full.
 * Data collection items can be added, edited and deleted, and a member's status set; the rest is read-only.
 */
export function DataView({ domain, item }: { domain: string | undefined; item: string | undefined }) {
  const { data: list } = usePolled<{ domains: string[] }>('/data', 10_000);
  const current = domain ?? list?.domains[0];
  return (
    <section aria-labelledby="data-title">
      <header className="view-head">
        <h1 id="data-title">Data</h1>
        <p className="muted">Each domain’s state as the platform holds it now, refreshed every few seconds. Data collection items and member statuses can be changed; the rest is read-only.</p>
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
  const { data, error, reload } = usePolled<{ domain: string; data: unknown }>(`/data/${encodeURIComponent(domain)}`, 3000);
  const tables = useMemo(() => (data ? tablesOf(domain, data.data) : []), [domain, data]);
  const [adding, setAdding] = useState<{ index: number; collection: string; fields: FieldSpec[] } | undefined>();
  const [tableIndex, key] = item ? [Number(item.slice(0, item.indexOf(':'))), item.slice(item.indexOf(':') + 1)] : [-1, undefined];
  const table = tables[tableIndex];
  const open = table?.rows.find((r) => r.key === key);
  const openRow = (index: number, rowKey: string) => {
    setAdding(undefined);
    navigate('data', domain, `${index}:${rowKey}`);
  };
  const added = async (index: number, id: string) => {
    await reload();
    openRow(index, id);
  };
  const detail = adding ? (
    <NewItemPanel collection={adding.collection} fields={adding.fields} onAdded={(id) => void added(adding.index, id)} onClose={() => setAdding(undefined)} />
  ) : open && table ? (
    <RecordDetail key={`${tableIndex}:${open.key}`} table={table} row={open} onClose={() => navigate('data', domain)} onChanged={reload} />
  ) : null;
  return (
    <div className={`split ${detail ? 'with-detail' : ''}`}>
      <div className="tables">
        {error ? <p className="error">{error}</p> : null}
        {data && tables.length === 0 ? <p className="empty">This domain keeps no records.</p> : null}
        {tables.map((view, index) => (
          <div key={view.title} className="table-block">
            <div className="row-between table-head">
              <h2>
                {view.title} <span className="muted">({view.rows.length})</span>
              </h2>
              {view.editing?.kind === 'items' ? (
                <AddItemButton
                  collection={view.editing.collection}
                  onClick={(collection) => {
                    if (view.editing?.kind !== 'items') return;
                    navigate('data', domain);
                    setAdding({ index, collection, fields: view.editing.fields });
                  }}
                />
              ) : null}
            </div>
            <DataTable
              rows={view.rows}
              columns={columnsFor(view)}
              initialSort={{ key: view.columns[0]?.path ?? '', direction: 'asc' }}
              rowKey={(r) => r.key}
              caption={`${view.title} of ${domain}`}
              onOpen={(r) => openRow(index, r.key)}
              selectedKey={index === tableIndex ? key : undefined}
              testId={`table-${view.title}`}
              hideCaption
            />
          </div>
        ))}
      </div>
      {detail}
    </div>
  );
}

function AddItemButton({ collection, onClick }: { collection: string; onClick: (collection: string) => void }) {
  return (
    <button type="button" className="secondary small" onClick={() => onClick(collection)} data-testid={`add-item-${collection}`}>
      Add item
    </button>
  );
}
