/** Seeded past orders: compact rows expanded against the seeded catalog. */
export interface OrderSeed {
  email: string;
  createdDate: string;
  items: { productId: string; variantId?: string; quantity: number }[];
}
