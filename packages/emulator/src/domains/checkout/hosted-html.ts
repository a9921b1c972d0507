/** HTML of the hosted checkout page. */
import type { EngineApi } from '../../engine/types';
import { escapeHtml, page } from '../../pages/layout';
import { formatCents } from '../shared/money';
import { wireLineItem } from '../commerce/line-items';
import { safeHref } from '../shared/redirect-uris';
import { checkoutTotals } from './wire-checkout';
import type { StoredCheckout } from './types';

const STYLE = `<style>
.sk-lines td.img{width:64px}.sk-lines img{width:56px;height:56px;border-radius:8px;display:block;object-fit:cover;background:#eef}
.sk-lines .opts{color:#5d6170;font-size:.85rem}.num{text-align:right;white-space:nowrap}
.sk-totals td{border:0;padding:.2rem .4rem}.sk-totals tr.total td{font-weight:700;font-size:1.05rem;border-top:1px solid #e2e4e9;padding-top:.5rem}
.sk-grid{display:grid;grid-template-columns:1fr 1fr;gap:0 .8rem}.sk-grid .wide{grid-column:1/-1}
.sk-coupon{display:flex;gap:.5rem;align-items:flex-end}.sk-coupon input{flex:1}.sk-coupon button{margin-top:0}
.sk-badge{display:inline-block;background:#e7f6ec;color:#176b35;border-radius:999px;padding:.1rem .6rem;font-size:.85rem}
.sk-actions{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap}
</style>`;

/** The contact and shipping address fields of the hosted checkout page's form (filled in with a demo buyer at first). */
export interface DemoContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressLine: string;
  city: string;
  postalCode: string;
  subdivision: string;
  country: string;
}

/** The demo buyer the hosted checkout form starts with. */
export const DEMO_CONTACT: DemoContact = {
  email: 'jane.doe@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '+1 555 0100',
  addressLine: '235 Market Street',
  city: 'San Francisco',
  postalCode: '94105',
  subdivision: 'US-CA',
  country: 'US',
};

function field(name: keyof DemoContact, label: string, value: string, type = 'text', wide = false): string {
  return `<div${wide ? ' class="wide"' : ''}><label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" required></div>`;
}

function hidden(name: string, value: string | undefined): string {
  return value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
}

/**
 * The hosted checkout page: the lines and totals, the coupon form, and the contact and address form that
 * places the order (`contact` refills it and `error` is shown after a failed attempt).
 */
export function renderCheckoutPage(
  engine: EngineApi,
  checkout: StoredCheckout,
  options: { baseUrl: string; session?: string | undefined; cartPageUrl?: string | undefined; error?: string | undefined; contact?: DemoContact },
): string {
  const { lines, coupon, totals } = checkoutTotals(engine, checkout);
  const rows = lines
    .map((resolved) => {
      const item = wireLineItem(resolved, options.baseUrl);
      const opts = item.descriptionLines
        .map((descriptionLine) => `${escapeHtml(descriptionLine.name.original)}: ${escapeHtml('colorInfo' in descriptionLine ? descriptionLine.colorInfo.original : descriptionLine.plainText.original)}`)
        .join(' · ');
      const warn = resolved.status === 'AVAILABLE' ? '' : `<div class="error">${resolved.status === 'NOT_FOUND' ? 'No longer available' : `Only ${resolved.available ?? 0} left`}</div>`;
      const img = item.image ? `<img src="${escapeHtml(item.image.url)}" alt="${escapeHtml(item.image.altText)}">` : '';
      return `<tr><td class="img">${img}</td><td>${escapeHtml(item.productName.original)}<div class="opts">${opts}</div>${warn}</td><td class="num">× ${resolved.line.quantity}</td><td class="num">${formatCents(resolved.totalCents)}</td></tr>`;
    })
    .join('');
  const contact = options.contact ?? DEMO_CONTACT;
  const email = checkout.buyerInfo.email ?? contact.email;
  const discountRow = totals.discountCents > 0 ? `<tr><td>Discount${coupon ? ` <span class="sk-badge">${escapeHtml(coupon.code)}</span>` : ''}</td><td class="num">−${formatCents(totals.discountCents)}</td></tr>` : '';
  const cart = safeHref(options.cartPageUrl); // http(s) only, whatever was stored
  const back = cart ? `<a href="${escapeHtml(cart)}">← Back to cart</a>` : '<span></span>';
  const body = `${STYLE}
<div class="card">
<h1>Checkout</h1>
${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
<table class="sk-lines"><thead><tr><th></th><th>Item</th><th class="num">Qty</th><th class="num">Price</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No items.</td></tr>'}</tbody></table>
<table class="sk-totals" style="margin-top:1rem">
<tr><td>Subtotal</td><td class="num">${formatCents(totals.subtotalCents)}</td></tr>
${discountRow}
<tr><td>Shipping</td><td class="num">${totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents)}</td></tr>
<tr><td>Tax (8%)</td><td class="num">${formatCents(totals.taxCents)}</td></tr>
<tr class="total"><td>Total</td><td class="num" data-testid="checkout-total">${formatCents(totals.totalCents)}</td></tr>
</table>
<form method="post" action="/_emulator/checkout/apply-coupon" class="sk-coupon">
${hidden('checkoutId', checkout.id)}${hidden('session', options.session)}
<div style="flex:1"><label for="couponCode">Coupon code</label><input id="couponCode" name="couponCode" placeholder="SAVE10" value="${escapeHtml(coupon?.code ?? '')}"></div>
<button type="submit" class="secondary">Apply</button>
</form>
<form method="post" action="/_emulator/checkout/place-order">
${hidden('checkoutId', checkout.id)}${hidden('session', options.session)}
<h2>Contact</h2>
<div class="sk-grid">${field('email', 'Email', email, 'email', true)}${field('firstName', 'First name', contact.firstName)}${field('lastName', 'Last name', contact.lastName)}${field('phone', 'Phone', contact.phone, 'tel', true)}</div>
<h2>Shipping address</h2>
<div class="sk-grid">${field('addressLine', 'Address', contact.addressLine, 'text', true)}${field('city', 'City', contact.city)}${field('postalCode', 'Postal code', contact.postalCode)}${field('subdivision', 'State / region', contact.subdivision)}${field('country', 'Country', contact.country)}</div>
<p class="note">This is the emulator's hosted checkout: no real payment is taken. Standard shipping, 3–5 business days.</p>
<div class="sk-actions">${back}<button type="submit">Place order · ${formatCents(totals.totalCents)}</button></div>
</form>
</div>`;
  return page('Checkout', body);
}

/** A page with a title, a message and an optional link button (shown only for an http(s) `href`); `message` is inserted as HTML, unescaped. */
export function renderMessagePage(title: string, message: string, link?: { href: string; text: string }): string {
  const href = safeHref(link?.href);
  const a = link && href ? `<p><a class="button" href="${escapeHtml(href)}">${escapeHtml(link.text)}</a></p>` : '';
  return page(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${message}</p>${a}</div>`);
}
