import { useState } from 'react';
import { postJson } from '../api';

/**
 * Deletes an item (and every reference to it) after asking once more; the question takes the button's place.
 *
 * @example
 * ```tsx
 * <DeleteItemButton collection="FAQ" id="faq-2" onDeleted={close} />
 * ```
 */
export function DeleteItemButton({ collection, id, onDeleted }: { collection: string; id: string; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const remove = async () => {
    try {
      await postJson('/data/items/remove', { collection, id });
      onDeleted();
    } catch (failure) {
      setRefusal((failure as Error).message);
      setAsking(false);
    }
  };
  return (
    <>
      {asking ? (
        <>
          <button type="button" className="danger" onClick={() => void remove()} autoFocus data-testid="item-delete-confirm">
            Delete now
          </button>
          <button type="button" className="secondary" onClick={() => setAsking(false)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" className="secondary" onClick={() => {
            setRefusal(undefined);
            setAsking(true);
          }} data-testid="item-delete">
          Delete…
        </button>
      )}
      {refusal ? (
        <span className="bad" role="alert">
          {refusal}
        </span>
      ) : null}
    </>
  );
}
