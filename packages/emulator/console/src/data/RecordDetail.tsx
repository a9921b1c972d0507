import { useEffect, useRef, useState } from 'react';
import { JsonView } from '../components/JsonView';
import { DeleteItemButton } from './DeleteItemButton';
import { ItemEditor } from './ItemEditor';
import { MemberStatusForm } from './MemberStatusForm';
import type { Row, TableView } from './tables';

interface Props {
  table: TableView;
  row: Row;
  onClose: () => void;
  /** After a change: read the domain's state again. */
  onChanged: () => Promise<void>;
}

/**
 * One record in full, beside the tables. A data collection's item can be edited as JSON or deleted; a
 * member's status can be set. Everything else is read-only.
 *
 * @example
 * ```tsx
 * <RecordDetail table={tables[0]} row={open} onClose={() => navigate('data', domain)} onChanged={reload} />
 * ```
 */
export function RecordDetail({ table, row, onClose, onChanged }: Props) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const items = table.editing?.kind === 'items' ? table.editing : undefined;
  useEffect(() => {
    // Back from the editor, the keyboard continues where it left.
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const leaveEditor = (wasSaved: boolean) => {
    returnFocus.current = true;
    setSaved(wasSaved);
    setEditing(false);
  };

  return (
    <section className="detail" aria-label="Record" data-testid="data-detail">
      <div className="detail-head">
        <h2>{String(row.row['name'] ?? row.row['title'] ?? row.row['loginEmail'] ?? row.key)}</h2>
        <button type="button" className="icon" aria-label="Close record" onClick={onClose}>
          ×
        </button>
      </div>
      <p className="muted">
        {table.title} · <code>{row.key}</code>
      </p>
      {table.editing?.kind === 'member-status' ? <MemberStatusForm id={row.key} status={String(row.row['status'] ?? '')} onSaved={() => void onChanged()} /> : null}
      {items && editing ? (
        <ItemEditor
          collection={items.collection}
          id={row.key}
          initialText={JSON.stringify(row.row, null, 2)}
          onSaved={() => {
            leaveEditor(true);
            void onChanged();
          }}
          onCancel={() => leaveEditor(false)}
        />
      ) : null}
      {items && !editing ? (
        <p className="row detail-actions">
          <button
            type="button"
            ref={editButton}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            data-testid="item-edit"
          >
            Edit
          </button>
          <DeleteItemButton
            collection={items.collection}
            id={row.key}
            onDeleted={() => {
              void onChanged();
              onClose();
            }}
          />
          <span className="ok" role="status" data-testid="item-saved">
            {saved ? 'Saved.' : ''}
          </span>
        </p>
      ) : null}
      {editing ? null : <JsonView value={row.row} openDepth={1} label="Record" />}
    </section>
  );
}
