import { useMemo, useState, type FormEvent } from 'react';
import { postJson, type ActiveFault, type FaultsAnswer } from '../api';
import { DataTable } from '../components/DataTable';
import type { Column } from '../components/sorting';
import { usePolled } from '../components/usePolled';
import { FAULT_KINDS, describeFault, faultFor, type FaultKind } from './kinds';
import { ResetButton } from './ResetButton';

/** Switch faults on per route (errors, latency, drops, timeouts), see and remove the active ones, reset to the seed. */
export function FaultsView() {
  const { data, error, reload } = usePolled<FaultsAnswer>('/faults', 3000);
  const [route, setRoute] = useState('*');
  const [routeSearch, setRouteSearch] = useState('');
  const [kind, setKind] = useState<FaultKind>('503');
  const [retryAfter, setRetryAfter] = useState(1);
  const [latencyMs, setLatencyMs] = useState(800);
  const [times, setTimes] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // The ~200 routes, narrowed by the search words (all of them, in method, path, id or domain); the chosen one always stays listed.
  const byDomain = useMemo(() => {
    const words = routeSearch.toLowerCase().split(/\s+/).filter(Boolean);
    const groups = new Map<string, FaultsAnswer['routes']>();
    for (const r of data?.routes ?? []) {
      const text = `${r.method} ${r.path} ${r.id} ${r.domain}`.toLowerCase();
      if (r.id !== route && !words.every((word) => text.includes(word))) continue;
      groups.set(r.domain, [...(groups.get(r.domain) ?? []), r]);
    }
    return groups;
  }, [data?.routes, routeSearch, route]);
  const matching = [...byDomain.values()].reduce((count, routes) => count + routes.length, 0);

  const act = async (change: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await change();
    } catch (failure) {
      setProblem((failure as Error).message);
    }
    await reload();
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    void act(() => postJson('/faults', faultFor(route, kind, { retryAfter, latencyMs, times: times ? Number(times) : undefined })));
  };
  const columns: Column<ActiveFault>[] = [
    { key: 'route', label: 'Route', value: (f) => f.spec.route, render: (f) => <code>{f.spec.route}</code> },
    { key: 'effect', label: 'Fault', value: (f) => describeFault(f.spec) },
    { key: 'remaining', label: 'Requests left', value: (f) => f.remaining ?? Infinity, numeric: true, render: (f) => (f.remaining === null ? 'until removed' : String(f.remaining)) },
    {
      key: 'actions',
      label: '', // not sortable: the header names the column for screen readers only
      value: () => '',
      render: (f) => (
        <button type="button" className="secondary small" onClick={() => void act(() => postJson('/faults/remove', { id: f.id }))}>
          Remove
        </button>
      ),
    },
  ];

  return (
    <section aria-labelledby="faults-title">
      <header className="view-head">
        <h1 id="faults-title">Faults</h1>
        <p className="muted">Make the platform misbehave on purpose: see how the app retries, waits and recovers.</p>
      </header>
      <form className="card fault-form" onSubmit={add} aria-label="Add a fault">
        <label>
          Find a route
          <input
            type="search"
            placeholder="cart, products query, POST…"
            value={routeSearch}
            onChange={(e) => setRouteSearch(e.target.value)}
            aria-describedby="route-matches"
            data-testid="fault-route-search"
          />
          <span id="route-matches" className="muted small" aria-live="polite">
            {routeSearch ? `${matching} of ${data?.routes.length ?? 0} routes` : `${data?.routes.length ?? 0} routes`}
          </span>
        </label>
        <label>
          Route
          <select value={route} onChange={(e) => setRoute(e.target.value)} data-testid="fault-route">
            <option value="*">Every route (*)</option>
            {[...byDomain].map(([domain, routes]) => (
              <optgroup key={domain} label={domain}>
                {routes.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.method} {r.path} · {r.id}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          Fault
          <select value={kind} onChange={(e) => setKind(e.target.value as FaultKind)} data-testid="fault-kind">
            {FAULT_KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        {kind === '429' ? (
          <label>
            Retry-After (s)
            <input type="number" min={0} max={3600} value={retryAfter} onChange={(e) => setRetryAfter(Number(e.target.value))} />
          </label>
        ) : null}
        {kind === 'latency' ? (
          <label>
            Delay (ms)
            <input type="number" min={0} max={120000} step={100} value={latencyMs} onChange={(e) => setLatencyMs(Number(e.target.value))} />
          </label>
        ) : null}
        <label>
          Times
          <input type="number" min={1} placeholder="until removed" value={times} onChange={(e) => setTimes(e.target.value)} data-testid="fault-times" />
        </label>
        <button type="submit" data-testid="fault-add">
          Switch on
        </button>
      </form>
      {problem || error ? <p className="error">{problem ?? error}</p> : null}
      <div className="row-between">
        <h2>Active faults</h2>
        <button type="button" className="secondary" onClick={() => void act(() => postJson('/faults/clear'))} disabled={!data?.active.length}>
          Remove all
        </button>
      </div>
      <DataTable rows={data?.active ?? []} columns={columns} initialSort={{ key: 'route', direction: 'asc' }} rowKey={(f) => String(f.id)} caption={`${data?.active.length ?? 0} active`} testId="faults-table" />
      <h2>Reset</h2>
      <ResetButton onDone={reload} />
    </section>
  );
}
