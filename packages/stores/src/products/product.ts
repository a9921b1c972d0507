import type { Call } from '@sitekit/core-runtime';
import type { CreateProductResponse, GetProductOptions, GetProductResponse, Product, UpdateProduct, UpdateProductResponse } from './types';
import { productsReadService, productsWriteService } from './service';

/**
 * Creates a product (POST `/stores/v1/products`).
 *
 * @returns the full response `{ product }`.
 * @throws ValidationError when `product` is not an object (before any request).
 */
export const createProduct: Call<(product: Product) => Promise<CreateProductResponse>> =
  /* @__PURE__ */ productsWriteService('POST /stores/v1/products', { name: 'CreateProduct', args: { product: 'object' }, entity: 'product' });

/**
 * Updates the given fields of a product (PATCH `/stores/v1/products/{product.id}`).
 *
 * @returns the full response `{ product }`.
 * @throws ValidationError when `_id` is empty or `product` is not an object.
 */
export const updateProduct: Call<(_id: string, product: UpdateProduct) => Promise<UpdateProductResponse>> =
  /* @__PURE__ */ productsWriteService('PATCH /stores/v1/products/{product.id}', { name: 'UpdateProduct', args: { _id: { check: 'id', to: 'product.id' }, product: 'object' }, entity: 'product' });

/**
 * Deletes a product (DELETE `/stores/v1/products/{id}`).
 *
 * @throws ValidationError when `_id` is empty.
 */
export const deleteProduct: Call<(_id: string) => Promise<void>> =
  /* @__PURE__ */ productsWriteService('DELETE /stores/v1/products/{id}', { name: 'DeleteProduct', args: { _id: 'id' }, returns: false });

/**
 * Gets a product with its variants (GET `/stores-reader/v1/products/{id}`).
 *
 * @returns the full response `{ product }`.
 * @throws ValidationError when `_id` is empty.
 */
export const getProduct: Call<(_id: string, options?: GetProductOptions) => Promise<GetProductResponse>> =
  /* @__PURE__ */ productsReadService('GET /stores-reader/v1/products/{id}', { name: 'GetProduct', args: { _id: 'id', options: 'options' }, entity: 'product' });
