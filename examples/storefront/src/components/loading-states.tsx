import { ProductGridSkeleton } from './product-card';

export function ListingLoading({ title = true }: { title?: boolean }) {
  return (
    <div className="container" aria-busy="true">
      {title ? (
        <div className="collection-hero">
          <div className="skeleton sk-line" style={{ width: 120 }} />
          <div className="skeleton" style={{ width: 280, height: 40, marginTop: 12 }} />
        </div>
      ) : null}
      <div style={{ height: 56 }} />
      <ProductGridSkeleton count={8} />
    </div>
  );
}

export function ProductLoading() {
  return (
    <div className="container" aria-busy="true">
      <div className="pdp" style={{ paddingTop: 48 }}>
        <div className="skeleton" style={{ aspectRatio: '1', borderRadius: 'var(--radius)' }} />
        <div>
          <div className="skeleton sk-line" style={{ width: 100 }} />
          <div className="skeleton" style={{ height: 40, width: '80%', marginTop: 14 }} />
          <div className="skeleton sk-line" style={{ width: 90, height: 22, marginTop: 18 }} />
          <div className="skeleton" style={{ height: 44, width: '60%', marginTop: 32 }} />
          <div className="skeleton" style={{ height: 44, width: '70%', marginTop: 16 }} />
          <div className="skeleton" style={{ height: 48, marginTop: 28, borderRadius: 999 }} />
        </div>
      </div>
    </div>
  );
}

export function PanelLoading() {
  return (
    <div className="narrow" aria-busy="true">
      <div className="auth-card">
        <div className="skeleton" style={{ height: 34, width: '60%' }} />
        <div className="skeleton sk-line" style={{ marginTop: 16 }} />
        <div className="skeleton" style={{ height: 46, marginTop: 24 }} />
        <div className="skeleton" style={{ height: 46, marginTop: 14 }} />
        <div className="skeleton" style={{ height: 48, marginTop: 24, borderRadius: 999 }} />
      </div>
    </div>
  );
}
