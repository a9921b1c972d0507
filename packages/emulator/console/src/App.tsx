import { DataView } from './data/DataView';
import { FaultsView } from './faults/FaultsView';
import { InboxView } from './inbox/InboxView';
import { RequestsView } from './requests/RequestsView';
import { useLiveLog } from './requests/useLiveLog';
import { useHashRoute } from './route';

const VIEWS = [
  { id: 'requests', label: 'Requests', hint: 'Every platform call, live' },
  { id: 'data', label: 'Data', hint: 'Each domain’s state' },
  { id: 'inbox', label: 'Inbox', hint: 'Emails the platform sent' },
  { id: 'faults', label: 'Faults', hint: 'Latency, errors, drops' },
] as const;

/** The console: a left navigation and the chosen view. The log streams whichever view is open. */
export function App() {
  const [view = 'requests', ...rest] = useHashRoute();
  const log = useLiveLog();
  return (
    <div className="shell">
      <nav className="sidebar" aria-label="Console">
        <div className="brand">
          <strong>SiteKit</strong>
          <span>platform emulator</span>
        </div>
        <ul>
          {VIEWS.map((v) => (
            <li key={v.id}>
              <a href={`#/${v.id}`} aria-current={view === v.id ? 'page' : undefined} data-testid={`nav-${v.id}`}>
                <span className="nav-label">{v.label}</span>
                {v.id === 'requests' ? <span className="nav-count">{log.entries.length}</span> : null}
                <span className="nav-hint">{v.hint}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className={`live ${log.connected ? 'on' : 'off'}`} role="status">
          {log.connected ? 'Live' : 'Reconnecting…'}
        </p>
      </nav>
      <main className="content">
        {view === 'requests' ? <RequestsView log={log} selected={rest[0]} /> : null}
        {view === 'data' ? <DataView domain={rest[0]} item={rest[1]} /> : null}
        {view === 'inbox' ? <InboxView /> : null}
        {view === 'faults' ? <FaultsView /> : null}
      </main>
    </div>
  );
}
