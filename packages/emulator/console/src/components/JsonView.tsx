import type { ReactNode } from 'react';

/** How many items of a long array or object are drawn before a "more" line. */
const MAX_CHILDREN = 200;

interface Props {
  value: unknown;
  /** Levels shown unfolded (default 1: the top level's fields, each nested value folded). */
  openDepth?: number;
  label?: string;
}

/** JSON shown as a tree: objects and arrays fold (`<details>`, keyboard-operable), values highlighted by type. */
export function JsonView({ value, openDepth = 1, label }: Props) {
  if (value === undefined) return <p className="muted">No body</p>;
  return (
    <div className="json" aria-label={label}>
      <Node value={value} depth={0} openDepth={openDepth} />
    </div>
  );
}

function Scalar({ value }: { value: unknown }) {
  if (value === null) return <span className="j-null">null</span>;
  if (typeof value === 'string') return <span className="j-string">{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className="j-number">{String(value)}</span>;
  if (typeof value === 'boolean') return <span className="j-bool">{String(value)}</span>;
  return <span>{String(value)}</span>;
}

function Node({ value, depth, openDepth, name }: { value: unknown; depth: number; openDepth: number; name?: ReactNode }) {
  const key = name === undefined ? null : <span className="j-key">{name}: </span>;
  if (value === null || typeof value !== 'object') {
    return (
      <div className="j-line">
        {key}
        <Scalar value={value} />
      </div>
    );
  }
  const isArray = Array.isArray(value);
  const entries = isArray ? (value as unknown[]).map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) {
    return (
      <div className="j-line">
        {key}
        <span className="j-punct">{open + close}</span>
      </div>
    );
  }
  const shown = entries.slice(0, MAX_CHILDREN);
  return (
    <details className="j-node" open={depth < openDepth}>
      <summary>
        {key}
        <span className="j-punct">{open}</span>
        <span className="j-count">
          {entries.length} {isArray ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'field' : 'fields'}
        </span>
        <span className="j-punct j-close-inline">{close}</span>
      </summary>
      <div className="j-children">
        {shown.map(([k, v]) => (
          <Node key={k} name={isArray ? <span className="j-index">{k}</span> : k} value={v} depth={depth + 1} openDepth={openDepth} />
        ))}
        {entries.length > shown.length ? <div className="muted">… {entries.length - shown.length} more</div> : null}
      </div>
      <span className="j-punct">{close}</span>
    </details>
  );
}
