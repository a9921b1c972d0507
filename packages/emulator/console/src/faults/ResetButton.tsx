import { useState } from 'react';
import { postJson } from '../api';

/** Back to the seed: every domain's data, no faults, an empty log. Asks once more before it acts. */
export function ResetButton({ onDone }: { onDone: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const reset = async () => {
    await postJson('/reset');
    setAsking(false);
    setDone(true);
    await onDone();
  };
  return (
    <div className="card reset">
      <p>Puts every domain back to the seed data, removes every fault and empties the request log.</p>
      {asking ? (
        <p className="row">
          <button type="button" className="danger" onClick={() => void reset()} data-testid="reset-confirm" autoFocus>
            Reset now
          </button>
          <button type="button" className="secondary" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </p>
      ) : (
        <button type="button" className="danger" onClick={() => (setDone(false), setAsking(true))} data-testid="reset">
          Reset to seed…
        </button>
      )}
      {done ? (
        <p className="ok" role="status">
          Reset to the seed.
        </p>
      ) : null}
    </div>
  );
}
