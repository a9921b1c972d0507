'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** The body of every `error.tsx`: what happened, retry, and a way back. */
export function ErrorState({ error, reset, title = 'Something went wrong' }: { error: Error & { digest?: string }; reset: () => void; title?: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="state-box" role="alert" data-testid="error-state">
      <div className="code">Oops</div>
      <h2>{title}</h2>
      <p className="muted">The shop could not load this page. It is usually temporary — try again in a moment.</p>
      <div style={{ display: 'flex', gap: 10, justifyContent: 'center', flexWrap: 'wrap' }}>
        <button type="button" className="btn btn-accent btn-sm" onClick={() => reset()}>
          Try again
        </button>
        <Link className="btn btn-ghost btn-sm" href="/">
          Back to the shop
        </Link>
      </div>
      {error.digest ? <p className="muted" style={{ fontSize: '0.75rem', marginTop: 16 }}>Reference: {error.digest}</p> : null}
    </div>
  );
}
