/**
 * Money helpers. All arithmetic is done in integer cents; amounts only become decimal strings
 * (or, for the V1 catalog, decimal numbers) at the wire boundary.
 */

export const CURRENCY = 'USD';

/** The platform's money object (`Price` in ecom). */
export interface MoneyObject {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

/** Decimal (number or string such as `"12.5"`) to integer cents, without float drift. */
export function toCents(value: number | string | undefined | null): number {
  if (value === undefined || value === null || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return Math.round(Number(text) * 100) || 0;
  const sign = match[1] ? -1 : 1;
  const whole = Number(match[2] || '0');
  const fraction = (match[3] ?? '').padEnd(3, '0');
  const cents = Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return sign * (whole * 100 + cents);
}

/** Integer cents to a decimal string with two places: `1250` → `"12.50"`. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Integer cents to a number with two decimals (V1 catalog prices are numbers): `1250` → `12.5`. */
export function centsToNumber(cents: number): number {
  return Number(centsToAmount(cents));
}

/** Integer cents to a display string: `123450` → `"$1,234.50"`. */
export function formatCents(cents: number, currency: string = CURRENCY): string {
  const amount = centsToAmount(Math.abs(cents));
  const [whole = '0', fraction = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = currency === 'USD' ? '$' : currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : `${currency} `;
  return `${cents < 0 ? '-' : ''}${symbol}${grouped}.${fraction}`;
}

/** Integer cents to the platform's money object. */
export function money(cents: number, currency: string = CURRENCY): MoneyObject {
  const amount = centsToAmount(cents);
  const formatted = formatCents(cents, currency);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

/** `percent`% of `cents`, rounded half up to a whole cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * Math.round(percent * 100)) / 10000);
}
