import { useEffect, useId, useState, type FormEvent } from 'react';
import type { SettableStatus } from '../../../src/domains/members/access';
import { postJson } from '../api';

/** The statuses the console sets (the members domain's back-office transitions) and what each does. */
const STATUS_HINTS: Record<SettableStatus, string> = {
  APPROVED: 'An approved member may log in.',
  BLOCKED: 'A blocked member may not log in; their sessions end.',
  OFFLINE: 'A disconnected member stays disconnected: this cannot be undone.',
};
const SETTABLE = Object.keys(STATUS_HINTS) as SettableStatus[];

/**
 * A member's status as a select and a Save button (keyboard: Tab to the select, arrows, Enter or
 * Save). A pending member shows PENDING until approved or blocked; a disconnected one stays so.
 *
 * @example
 * ```tsx
 * <MemberStatusForm id={member.id} status={member.status} onSaved={reload} />
 * ```
 */
export function MemberStatusForm({ id, status, onSaved }: { id: string; status: string; onSaved: () => void }) {
  const [choice, setChoice] = useState(status);
  const [message, setMessage] = useState<{ text: string; bad: boolean } | undefined>();
  const [saving, setSaving] = useState(false);
  const selectId = useId();
  const messageId = useId();
  const offline = status === 'OFFLINE';
  // The status read again (after a save, or changed elsewhere) is what the select shows.
  useEffect(() => setChoice(status), [status]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await postJson<{ member: { status: string } }>('/members/status', { id, status: choice });
      setMessage({ text: `Saved: ${answer.member.status}.`, bad: false });
      onSaved();
    } catch (failure) {
      setMessage({ text: (failure as Error).message, bad: true });
    }
    setSaving(false);
  };

  return (
    <form className="card status-form" onSubmit={(event) => void save(event)} aria-label="Member status" data-testid="member-status-form">
      <label htmlFor={selectId}>Status</label>
      <select id={selectId} value={choice} onChange={(event) => {
          setChoice(event.target.value);
          setMessage(undefined);
        }} disabled={offline} aria-describedby={messageId} data-testid="member-status">
        {SETTABLE.includes(status as SettableStatus) ? null : (
          <option value={status} disabled>
            {status}
          </option>
        )}
        {SETTABLE.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <button type="submit" disabled={offline || saving || choice === status} data-testid="member-status-save">
        Save status
      </button>
      <p id={messageId} className={`field-message ${message?.bad ? 'bad' : message ? 'ok' : 'muted'}`} role="status" data-testid="member-status-message">
        {message?.text ?? (SETTABLE.includes(choice as SettableStatus) ? STATUS_HINTS[choice as SettableStatus] : 'Awaiting approval: approve or block the member.')}
      </p>
    </form>
  );
}
