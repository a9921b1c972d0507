/** zod schemas for catalog writes, and applying a validated product input to a stored product. */
import { z } from 'zod';
import { raise, validationError } from '../../engine/errors';
import { toCents } from '../shared/money';
import { syncProductStock } from './stock';
import { regenerateVariants } from './variants';
import type { StoredProduct } from './types';

const price = z.number().min(0).max(999_999_999);
const choiceSchema = z.object({
  value: z.string().optional(),
  description: z.string().min(1).max(50),
  inStock: z.boolean().optional(),
  visible: z.boolean().optional(),
});
/** The schema of a product option in a write: its type (`color` or `drop_down`), name and up to 100 choices. */
export const optionSchema = z.object({
  optionType: z.enum(['color', 'drop_down']).optional(),
  name: z.string().min(1).max(50),
  choices: z.array(choiceSchema).max(100),
});

/** The fields a product create or update may carry, with their limits (`name` required on create only). */
export const productFields = {
  name: z.string().min(1).max(80),
  slug: z.string().min(1).max(100).optional(),
  visible: z.boolean().optional(),
  productType: z.enum(['physical']).optional(),
  description: z.string().max(16_000).optional(),
  sku: z.string().max(40).optional(),
  weight: z.number().min(0).max(999_999_999).optional(),
  priceData: z.object({ price, currency: z.string().optional() }).partial().optional(),
  price: z.object({ price }).partial().optional(),
  costAndProfitData: z.object({ itemCost: price }).partial().optional(),
  pricePerUnitData: z
    .object({ totalQuantity: z.number().positive(), totalMeasurementUnit: z.string(), baseQuantity: z.number().positive(), baseMeasurementUnit: z.string() })
    .optional(),
  discount: z.object({ type: z.enum(['NONE', 'AMOUNT', 'PERCENT']), value: z.number().min(0) }).optional(),
  stock: z.object({ trackInventory: z.boolean(), quantity: z.number().int().min(0), inStock: z.boolean(), inventoryStatus: z.string() }).partial().optional(),
  ribbon: z.string().max(30).optional(),
  ribbons: z.array(z.object({ text: z.string() })).optional(),
  brand: z.string().max(50).optional(),
  productOptions: z.array(optionSchema).max(6).optional(),
  manageVariants: z.boolean().optional(),
  additionalInfoSections: z.array(z.object({ title: z.string(), description: z.string() })).optional(),
  customTextFields: z.array(z.object({ title: z.string(), maxLength: z.number().int().min(0), mandatory: z.boolean().optional() })).optional(),
  seoData: z.object({ tags: z.array(z.unknown()).optional(), settings: z.unknown().optional() }).optional(),
};

/** The body of a product create: a `product` with a name; unknown fields are kept. */
export const createProductSchema = z.object({ product: z.object(productFields).passthrough() });
/** The body of a product update: a `product` whose fields are all optional; unknown fields are kept. */
export const updateProductSchema = z.object({ product: z.object({ ...productFields, name: productFields.name.optional() }).passthrough() });

/** The `product` of a create or update body as validated: every field optional, unknown fields kept. */
export type ProductInput = z.infer<typeof updateProductSchema>['product'];

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'product';

/**
 * A slug made from `name` (lower-case words joined by dashes) that no other product uses, with `-2`,
 * `-3`, … added when it is taken; `exceptId` is the product being renamed.
 */
export function uniqueProductSlug(products: Record<string, StoredProduct>, name: string, exceptId?: string): string {
  const base = slugify(name);
  let slug = base;
  for (let i = 2; Object.values(products).some((product) => product.slug === slug && product.id !== exceptId); i += 1) slug = `${base}-${i}`;
  return slug;
}

/** Applies a validated create/update input to `product` (mutates it); variants follow the options. */
export function applyProductInput(product: StoredProduct, input: ProductInput, newId: () => string, products: Record<string, StoredProduct>): void {
  if (input.slug !== undefined && Object.values(products).some((other) => other.slug === input.slug && other.id !== product.id)) {
    raise(validationError([{ field: 'product.slug', description: `slug ${input.slug} is already used by another product`, violatedRule: 'VALIDATION' }]));
  }
  if (input.name !== undefined) product.name = input.name;
  if (input.slug !== undefined) product.slug = input.slug;
  if (input.visible !== undefined) product.visible = input.visible;
  if (input.description !== undefined) product.description = input.description;
  if (input.sku !== undefined) product.sku = input.sku;
  if (input.weight !== undefined) product.weight = input.weight;
  const newPrice = input.priceData?.price ?? input.price?.price;
  if (newPrice !== undefined) product.priceCents = toCents(newPrice);
  if (input.costAndProfitData?.itemCost !== undefined) product.costCents = toCents(input.costAndProfitData.itemCost);
  if (input.pricePerUnitData !== undefined) product.pricePerUnitData = input.pricePerUnitData;
  if (input.discount !== undefined) {
    if (input.discount.type === 'PERCENT' && input.discount.value > 100) {
      raise(validationError([{ field: 'product.discount.value', description: 'must be at most 100', violatedRule: 'MAX' }]));
    }
    product.discount = input.discount;
  }
  if (input.ribbon !== undefined) product.ribbon = input.ribbon;
  else if (input.ribbons !== undefined) product.ribbon = input.ribbons[0]?.text ?? '';
  if (input.brand !== undefined) product.brand = input.brand;
  if (input.additionalInfoSections !== undefined) product.additionalInfoSections = input.additionalInfoSections;
  if (input.customTextFields !== undefined) {
    product.customTextFields = input.customTextFields.map((textField) => ({ title: textField.title, maxLength: textField.maxLength, mandatory: textField.mandatory ?? false }));
  }
  if (input.seoData !== undefined) product.seoData = { tags: input.seoData.tags ?? [], ...(input.seoData.settings !== undefined ? { settings: input.seoData.settings } : {}) };
  if (input.manageVariants !== undefined) product.manageVariants = input.manageVariants;
  if (input.stock !== undefined) applyStock(product, input.stock);
  if (input.productOptions !== undefined) {
    const names = input.productOptions.map((productOption) => productOption.name.toLowerCase());
    if (new Set(names).size !== names.length) {
      raise(validationError([{ field: 'product.productOptions', description: 'option names must be unique', violatedRule: 'VALIDATION' }]));
    }
    product.productOptions = input.productOptions.map((productOption) => ({
      optionType: productOption.optionType ?? 'drop_down',
      name: productOption.name,
      choices: productOption.choices.map((choice) => ({
        value: choice.value ?? choice.description,
        description: choice.description,
        visible: choice.visible ?? true,
        mediaIds: product.productOptions.find((old) => old.name === productOption.name)?.choices.find((old) => old.description === choice.description)?.mediaIds ?? [],
      })),
    }));
  }
  regenerateVariants(product, newId);
  if (product.productOptions.length === 0) product.manageVariants = false;
  syncProductStock(product);
}

function applyStock(product: StoredProduct, stock: NonNullable<ProductInput['stock']>): void {
  if (product.manageVariants && (stock.quantity !== undefined || stock.inStock !== undefined)) {
    raise(validationError([{ field: 'product.stock', description: 'stock is managed per variant for this product', violatedRule: 'VALIDATION' }]));
  }
  const track = stock.trackInventory ?? product.stock.trackInventory;
  if (track) {
    const quantity = stock.quantity ?? product.stock.quantity ?? 0;
    product.stock = { trackInventory: true, quantity, inStock: quantity > 0 };
  } else {
    const inStock = stock.inStock ?? (stock.inventoryStatus ? stock.inventoryStatus !== 'OUT_OF_STOCK' : product.stock.inStock);
    product.stock = { trackInventory: false, inStock };
  }
  if (!product.manageVariants) {
    for (const variant of product.variants) {
      variant.trackQuantity = product.stock.trackInventory;
      variant.inStock = product.stock.inStock;
      if (product.stock.trackInventory) variant.quantity = product.stock.quantity ?? 0;
      else delete variant.quantity;
    }
  }
}
