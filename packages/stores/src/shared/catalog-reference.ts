import { requireObject, requireString, ValidationError, type FieldViolation } from '@sitekit/core-runtime';
import type { Product } from '../products/types';

/**
 * The Wix Stores app id: `appId` of every catalog reference to a store product.
 */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

/**
 * What cart and checkout calls take to point at a store product (and its variant or choices).
 */
export interface CatalogReference {
  catalogItemId: string;
  appId: string;
  /** `{ variantId }` for managed variants, `{ options: { Size: 'M' } }` otherwise. */
  options?: { variantId?: string | undefined; options?: Record<string, string> | undefined; customTextFields?: Record<string, string> | undefined } | undefined;
}

/**
 * Builds the catalog reference for a product and a choice per option. With managed variants (and
 * `product.variants` present, as `getProduct` returns them) it resolves the variant:
 * `{ catalogItemId, appId, options: { variantId } }`; otherwise it sends the choices:
 * `{ catalogItemId, appId, options: { options: { Size: 'M' } } }`. A choice may be given by its
 * description (`'Black'`) or value (`'#000000'`); the reference always carries the description.
 *
 * @throws ValidationError naming each option without a choice (`selection.Size`), an unknown
 * option or choice, or a choice combination no variant has — before any request.
 * @example
 * ```ts
 * const { product } = await client.products.getProduct(id);
 * const ref = catalogReference(product!, { Size: 'M', Color: 'Black' });
 * await client.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: ref, quantity: 1 }] });
 * ```
 */
export function catalogReference(product: Product, selection: Record<string, string> = {}): CatalogReference {
  requireObject(product as unknown, 'product');
  const id = product._id;
  requireString(id, 'product._id');
  requireObject(selection as unknown, 'selection');
  const options = product.productOptions ?? [];
  const chosen: Record<string, string> = {};
  const violations: FieldViolation[] = [];
  const refuse = (field: string, description: string, violatedRule = 'INVALID_ENUM_VALUE') => violations.push({ field, description, violatedRule });
  for (const option of options) {
    const name = option.name ?? '';
    const choices = option.choices ?? [];
    const given = selection[name];
    const names = choices.map((entry) => entry.description ?? entry.value).join(', ');
    const choice = choices.find((candidate) => candidate.description === given || candidate.value === given);
    if (given === undefined || given === '') refuse(`selection.${name}`, `is required: choose one of ${names}`, 'REQUIRED_FIELD');
    else if (choice) chosen[name] = choice.description ?? given;
    else refuse(`selection.${name}`, `must be one of ${names}`);
  }
  for (const name of Object.keys(selection)) if (!options.some((option) => option.name === name)) refuse(`selection.${name}`, 'is not an option of this product', 'FIELD_NOT_ALLOWED');
  // With managed variants (and the variants loaded) the reference names the variant, else the choices.
  let ref: CatalogReference['options'] = { options: chosen };
  if (!violations.length && options.length && product.manageVariants && product.variants?.length) {
    const variant = product.variants.find((candidate) => Object.keys(chosen).every((k) => candidate.choices?.[k] === chosen[k]));
    if (variant?._id) ref = { variantId: variant._id };
    else refuse('selection', 'matches no variant of this product');
  }
  if (violations.length) throw new ValidationError(violations);
  return { catalogItemId: id, appId: STORES_APP_ID, ...(!!options.length && { options: ref }) };
}
