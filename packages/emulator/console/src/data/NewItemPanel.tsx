import { ItemEditor } from './ItemEditor';
import { newItemText, type FieldSpec } from './item-json';

interface Props {
  collection: string;
  fields: FieldSpec[];
  onAdded: (id: string) => void;
  onClose: () => void;
}

/**
 * A new item for a data collection, beside the tables: its declared fields, empty, to fill in as JSON.
 *
 * @example
 * ```tsx
 * <NewItemPanel collection="FAQ" fields={[{ key: 'question', type: 'text' }]} onAdded={openItem} onClose={close} />
 * ```
 */
export function NewItemPanel({ collection, fields, onAdded, onClose }: Props) {
  return (
    <section className="detail" aria-label="New item" data-testid="data-detail">
      <div className="detail-head">
        <h2>New item</h2>
        <button type="button" className="icon" aria-label="Close new item" onClick={onClose}>
          ×
        </button>
      </div>
      <p className="muted">Collection {collection}</p>
      <ItemEditor collection={collection} initialText={newItemText(fields)} onSaved={(item) => onAdded(item._id)} onCancel={onClose} />
    </section>
  );
}
