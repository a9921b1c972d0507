import { priceView } from '@/lib/format';
import type { PriceDataLike } from '@/lib/types';

/** List price, or sale price with the compare-at price struck through. */
export function Price({ data }: { data: PriceDataLike | null | undefined }) {
  const view = priceView(data);
  if (!view.sale) {
    return (
      <div className="price">
        <span>{view.price}</span>
      </div>
    );
  }
  return (
    <div className="price">
      <span className="now-sale">{view.sale}</span>
      <s className="was" aria-label={`was ${view.price}`}>
        {view.price}
      </s>
    </div>
  );
}
