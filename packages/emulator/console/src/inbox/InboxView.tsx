import type { InboxEntry } from '../api';
import { DataTable } from '../components/DataTable';
import type { Column } from '../components/sorting';
import { usePolled } from '../components/usePolled';

const KIND_LABELS: Record<InboxEntry['kind'], string> = { verification: 'Verification code', 'password-reset': 'Password reset', activation: 'Activation' };

/** Only http(s) links are offered as links (whatever was stored). */
function safeLink(link: string | undefined): string | undefined {
  return link && /^https?:\/\//i.test(link) ? link : undefined;
}

const COLUMNS: Column<InboxEntry & { index: number }>[] = [
  { key: 'at', label: 'When', value: (e) => e.at, render: (e) => <time dateTime={e.at}>{new Date(e.at).toLocaleString()}</time> },
  { key: 'to', label: 'To', value: (e) => e.to },
  { key: 'kind', label: 'Kind', value: (e) => e.kind, render: (e) => KIND_LABELS[e.kind] ?? e.kind },
  {
    key: 'code',
    label: 'Code / link',
    value: (e) => e.code ?? e.link ?? '',
    render: (e) => (
      <>
        {e.code ? <code className="otp">{e.code}</code> : null}
        {safeLink(e.link) ? (
          <a href={safeLink(e.link)} target="_blank" rel="noreferrer noopener">
            Open link
          </a>
        ) : null}
      </>
    ),
  },
];

/** The emails the platform "sent": verification codes and password-reset or activation links, newest first. */
export function InboxView() {
  const { data, error } = usePolled<{ inbox: InboxEntry[] }>('/inbox');
  const rows = (data?.inbox ?? []).map((entry, index) => ({ ...entry, index }));
  return (
    <section aria-labelledby="inbox-title">
      <header className="view-head">
        <h1 id="inbox-title">Inbox</h1>
        <p className="muted">
          Verification codes and recovery links land here. As JSON: <a href="/_emulator/inbox?format=json">/_emulator/inbox?format=json</a>
        </p>
      </header>
      {error ? <p className="error">{error}</p> : null}
      <DataTable rows={rows} columns={COLUMNS} initialSort={{ key: 'at', direction: 'desc' }} rowKey={(e) => String(e.index)} caption={rows.length === 1 ? '1 email' : `${rows.length} emails`} testId="inbox-table" />
    </section>
  );
}
