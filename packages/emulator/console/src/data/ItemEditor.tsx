import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { postJson } from '../api';
import { checkItemJson } from './item-json';

interface Props {
  collection: string;
  /** The item edited; none for a new item. */
  id?: string;
  /** The JSON text the form starts from. */
  initialText: string;
  onSaved: (item: { _id: string }) => void;
  onCancel: () => void;
}

/**
 * An item's JSON in a text area, checked as it is typed (the message line below keeps its place), saved
 * through the console API: Save or Ctrl+Enter saves, Escape or Cancel leaves the item as it was.
 *
 * @example
 * ```tsx
 * <ItemEditor collection="FAQ" id="faq-2" initialText={JSON.stringify(row, null, 2)} onSaved={reload} onCancel={close} />
 * ```
 */
export function ItemEditor({ collection, id, initialText, onSaved, onCancel }: Props) {
  const [text, setText] = useState(initialText);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const check = useMemo(() => checkItemJson(text), [text]);
  const fieldId = useId();
  const messageId = useId();
  const problem = 'problem' in check ? check.problem : refusal;
  const keptByPlatform = id === undefined ? 'no _id: a new one; the dates are set by the platform' : '_id, _owner and the dates are kept by the platform';

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!('item' in check) || saving) return;
    setSaving(true);
    setRefusal(undefined);
    try {
      const path = id === undefined ? '/data/items/insert' : '/data/items/update';
      const answer = await postJson<{ item: { _id: string } }>(path, id === undefined ? { collection, item: check.item } : { collection, id, item: check.item });
      onSaved(answer.item);
    } catch (failure) {
      setRefusal((failure as Error).message);
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void save();
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <form className="item-editor" onSubmit={(event) => void save(event)} aria-label={id === undefined ? `New item in ${collection}` : `Edit item ${id}`} data-testid="item-editor">
      <label htmlFor={fieldId}>Item JSON</label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRefusal(undefined);
        }}
        onKeyDown={onKeyDown}
        rows={18}
        spellCheck={false}
        autoFocus
        aria-invalid={problem !== undefined}
        aria-describedby={messageId}
        data-testid="item-json"
      />
      <p id={messageId} className={`field-message ${problem ? 'bad' : 'muted'}`} role="status" data-testid="item-message">
        {problem ?? `Valid JSON · ${('item' in check ? check.bytes : 0).toLocaleString()} bytes · ${keptByPlatform}`}
      </p>
      <p className="row">
        <button type="submit" disabled={!('item' in check) || saving} data-testid="item-save">
          {id === undefined ? 'Add item' : 'Save item'}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
        <span className="muted hint">Ctrl+Enter saves · Escape cancels</span>
      </p>
    </form>
  );
}
