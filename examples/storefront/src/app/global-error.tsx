'use client';

/** Last resort when the root layout itself fails (e.g. the platform is unreachable). */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0, background: '#f6f4ef' }}>
        <div style={{ textAlign: 'center', padding: 24 }}>
          <h1>The shop is taking a break</h1>
          <p>We could not reach the store right now. Please try again in a moment.</p>
          <button type="button" onClick={() => reset()} style={{ padding: '12px 22px', borderRadius: 999, border: 0, background: '#1f4d3f', color: '#fff', fontWeight: 600 }}>
            Try again
          </button>
        </div>
      </body>
    </html>
  );
}
