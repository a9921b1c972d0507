import { useEffect, useState } from 'react';
import { getJson, type LogEntry } from '../api';
import { JsonView } from '../components/JsonView';
import { navigate } from '../route';
import { statusClass } from './filter';
import { readablePath } from './readable-path';

/** One call in full: what was asked, who asked, what the platform answered (secrets already redacted by the emulator). */
export function RequestDetail({ id }: { id: number }) {
  const [entry, setEntry] = useState<LogEntry | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    let current = true;
    setEntry(undefined);
    setError(undefined);
    getJson<LogEntry>(`/requests/${id}`).then(
      (found) => current && setEntry(found),
      (problem: Error) => current && setError(problem.message),
    );
    return () => {
      current = false;
    };
  }, [id]);

  return (
    <section className="detail" aria-label="Call details" data-testid="request-detail">
      <div className="detail-head">
        <h2>Call #{id}</h2>
        <button type="button" className="icon" aria-label="Close details" onClick={() => navigate('requests')}>
          ×
        </button>
      </div>
      {error ? <p className="error">{error}</p> : null}
      {entry ? (
        <>
          <p className="detail-line">
            <span className={`method m-${entry.method.toLowerCase()}`}>{entry.method}</span> <code className="path">{entry.path}</code>
          </p>
          <dl className="facts">
            <dt>Status</dt>
            <dd>
              <span className={statusClass(entry)}>{entry.status ?? 'dropped'}</span>
              {entry.outcome === 'fault' ? <span className="note">injected fault</span> : null}
              {entry.outcome === 'dropped' ? <span className="note">connection dropped (injected fault)</span> : null}
            </dd>
            {entry.errorCode ? (
              <>
                <dt>Error code</dt>
                <dd>
                  <code>{entry.errorCode}</code>
                </dd>
              </>
            ) : null}
            <dt>Route</dt>
            <dd>{entry.routeId ? <code>{entry.routeId}</code> : 'no route matched'}</dd>
            <dt>Domain</dt>
            <dd>{entry.domain ?? '—'}</dd>
            <dt>Caller</dt>
            <dd>
              {entry.caller}
              {entry.member ? ` (${entry.member})` : ''}
            </dd>
            <dt>Time</dt>
            <dd>
              {new Date(entry.at).toLocaleString()} · {entry.durationMs.toFixed(1)} ms
            </dd>
          </dl>
          {readablePath(entry.path).query !== undefined ? (
            <>
              <h3>Query (the GET's .r parameter, decoded)</h3>
              <JsonView value={readablePath(entry.path).query} openDepth={3} label="Decoded query" />
            </>
          ) : null}
          <h3>Request body</h3>
          <JsonView value={entry.requestBody} openDepth={2} label="Request body" />
          <h3>Response body</h3>
          <JsonView value={entry.responseBody} openDepth={2} label="Response body" />
          <details className="headers">
            <summary>Headers</summary>
            <h4>Request</h4>
            <JsonView value={entry.requestHeaders} label="Request headers" />
            <h4>Response</h4>
            <JsonView value={entry.responseHeaders} label="Response headers" />
          </details>
        </>
      ) : null}
    </section>
  );
}
