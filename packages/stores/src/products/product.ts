import { defineCall, requireObject, requireString, toWire, type Call } from '@sitekit/core';
import type { CreateProductResponse, GetProductOptions, GetProductResponse, Product, UpdateProduct, UpdateProductResponse } from './types';
import { byId, out, read, write } from './wire';

const CREATE = write('POST', '/products', 'CreateProduct');
const UPDATE = write('PATCH', '/products/{product.id}', 'UpdateProduct');
const GET = read('GET', '/products/{id}', 'GetProduct');

/**
 * Creates a product (POST `/stores/v1/products`).
 *
 * @returns the full response `{ product }`.
 * @throws ValidationError when `product` is not an object (before any request).
 * @example
 * ```ts
 * const { product } = await client.products.createProduct({
 *   name: 'T-shirt', productType: products.ProductType.physical, priceData: { price: 10 },
 *   productOptions: [{ name: 'Size', choices: [{ value: 'S', description: 'S' }, { value: 'M', description: 'M' }] }],
 * });
 * ```
 */
export const createProduct = defineCall((send) => async (product: Product): Promise<CreateProductResponse> => {
  requireObject(product as unknown, 'product');
  return out(await send(CREATE, { product: toWire(product) }));
});

/**
 * Updates the given fields of a product (PATCH `/stores/v1/products/{product.id}`).
 *
 * @returns the full response `{ product }`.
 * @throws ValidationError when `_id` is empty or `product` is not an object.
 * @example
 * ```ts
 * const { product } = await client.products.updateProduct(id, { ribbon: 'Sale', priceData: { price: 8 } });
 * ```
 */
export const updateProduct = defineCall((send) => async (_id: string, product: UpdateProduct): Promise<UpdateProductResponse> => {
  requireString(_id, '_id');
  requireObject(product as unknown, 'product');
  return out(await send(UPDATE, { product: { ...toWire<object>(product), id: _id } }));
});

/**
 * Deletes a product (DELETE `/stores/v1/products/{id}`).
 *
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * await client.products.deleteProduct(id);
 * ```
 */
export const deleteProduct: Call<(_id: string) => Promise<void>> = byId(write('DELETE', '/products/{id}', 'DeleteProduct'));

/**
 * Gets a product with its variants (GET `/stores-reader/v1/products/{id}`).
 *
 * @returns the full response `{ product }`.
 * @throws ValidationError when `_id` is empty.
 * @example
 * ```ts
 * const { product } = await client.products.getProduct(id);
 * const sizes = product?.productOptions?.find((o) => o.name === 'Size')?.choices;
 * ```
 */
export const getProduct = defineCall((send) => async (_id: string, options?: GetProductOptions): Promise<GetProductResponse> => {
  requireString(_id, '_id');
  return out(await send(GET, { id: _id, includeMerchantSpecificData: options?.includeMerchantSpecificData }));
});
