import type { ImageLike, MoneyLike, PriceDataLike } from './types';

/** Formats a decimal amount ("12.50" or 12.5) in a currency. */
export function formatMoney(amount: string | number | null | undefined, currency = 'USD'): string {
  const numeric = typeof amount === 'string' ? Number(amount) : amount ?? 0;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number.isFinite(numeric) ? numeric : 0);
  } catch {
    return `${numeric.toFixed(2)} ${currency}`;
  }
}

/** The platform's own formatted amount when present, else our formatting. */
export function money(value: MoneyLike | null | undefined, currency = 'USD'): string {
  if (!value) return formatMoney(0, currency);
  return value.formattedConvertedAmount || value.formattedAmount || formatMoney(value.convertedAmount ?? value.amount, currency);
}

export interface PriceView {
  price: string;
  /** The price paid when it is lower than the list price. */
  sale?: string;
}

/** List and sale price of a catalog price block. */
export function priceView(data: PriceDataLike | null | undefined): PriceView {
  const currency = data?.currency ?? 'USD';
  const price = data?.formatted?.price || formatMoney(data?.price, currency);
  const onSale = data?.discountedPrice != null && data.price != null && data.discountedPrice < data.price;
  return onSale ? { price, sale: data?.formatted?.discountedPrice || formatMoney(data?.discountedPrice, currency) } : { price };
}

/**
 * A displayable URL for a platform image: plain URLs pass through; `wix:image://v1/<id>/…` strings
 * resolve against the media host (the emulator's `/media` in the demo, the platform CDN otherwise).
 */
export function imageUrl(image: string | ImageLike | null | undefined, mediaBase: string): string | undefined {
  if (!image) return undefined;
  if (typeof image !== 'string') return image.url ?? undefined;
  const match = /^wix:image:\/\/v1\/([^/#]+)/.exec(image);
  return match ? `${mediaBase}/${match[1]}` : image;
}

export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
