/**
 * The slices of the platform's shapes the storefront renders. They are structural (every field
 * optional) so they accept the SDK's own `products.Product`, `currentCart.Cart`, `orders.Order`…
 * without the UI depending on every field of those types.
 */
export interface ImageLike {
  url?: string | null;
  width?: number | null;
  height?: number | null;
  altText?: string | null;
}

export interface MediaItemLike {
  _id?: string | null;
  title?: string | null;
  image?: ImageLike | null;
  thumbnail?: ImageLike | null;
}

export interface PriceDataLike {
  currency?: string | null;
  price?: number | null;
  discountedPrice?: number | null;
  formatted?: { price?: string | null; discountedPrice?: string | null } | null;
}

export interface ChoiceLike {
  value?: string | null;
  description?: string | null;
  inStock?: boolean | null;
  visible?: boolean | null;
  media?: { mainMedia?: MediaItemLike | null; items?: MediaItemLike[] | null } | null;
}

export interface OptionLike {
  optionType?: string | null;
  name?: string | null;
  choices?: ChoiceLike[] | null;
}

export interface VariantLike {
  _id?: string | null;
  choices?: Record<string, string> | null;
  variant?: { priceData?: PriceDataLike | null; visible?: boolean | null } | null;
  stock?: { trackQuantity?: boolean | null; quantity?: number | null; inStock?: boolean | null } | null;
}

export interface ProductLike {
  _id?: string | null;
  name?: string | null;
  slug?: string | null;
  description?: string | null;
  brand?: string | null;
  ribbon?: string | null;
  ribbons?: { text?: string | null }[] | null;
  priceData?: PriceDataLike | null;
  price?: PriceDataLike | null;
  stock?: { inStock?: boolean | null; inventoryStatus?: string | null; quantity?: number | null; trackInventory?: boolean | null } | null;
  media?: { mainMedia?: MediaItemLike | null; items?: MediaItemLike[] | null } | null;
  productOptions?: OptionLike[] | null;
  manageVariants?: boolean | null;
  variants?: VariantLike[] | null;
  collectionIds?: string[] | null;
  additionalInfoSections?: { title?: string | null; description?: string | null }[] | null;
}

export interface CollectionLike {
  _id?: string | null;
  name?: string | null;
  slug?: string | null;
  description?: string | null;
  media?: { mainMedia?: MediaItemLike | null } | null;
  numberOfProducts?: number | null;
}

export interface MoneyLike {
  amount?: string | null;
  convertedAmount?: string | null;
  formattedAmount?: string | null;
  formattedConvertedAmount?: string | null;
}

export interface LineItemLike {
  _id?: string | null;
  quantity?: number | null;
  productName?: { original?: string | null; translated?: string | null } | null;
  catalogReference?: { catalogItemId?: string | null; appId?: string | null; options?: Record<string, unknown> | null } | null;
  price?: MoneyLike | null;
  fullPrice?: MoneyLike | null;
  priceBeforeDiscounts?: MoneyLike | null;
  lineItemPrice?: MoneyLike | null;
  totalPriceAfterTax?: MoneyLike | null;
  descriptionLines?: {
    name?: { original?: string | null; translated?: string | null } | null;
    plainText?: { original?: string | null; translated?: string | null } | null;
    colorInfo?: { original?: string | null; translated?: string | null; code?: string | null } | null;
    color?: string | null;
  }[] | null;
  image?: string | ImageLike | null;
  url?: string | null;
  availability?: { status?: string | null; quantityAvailable?: number | null } | null;
}

export interface CartLike {
  _id?: string | null;
  lineItems?: LineItemLike[] | null;
  appliedDiscounts?: unknown[] | null;
  subtotal?: MoneyLike | null;
  currency?: string | null;
  currencyCode?: string | null;
}

export interface OrderLike {
  _id?: string | null;
  number?: string | number | null;
  _createdDate?: Date | string | null;
  status?: string | null;
  paymentStatus?: string | null;
  fulfillmentStatus?: string | null;
  lineItems?: LineItemLike[] | null;
  priceSummary?: Record<string, MoneyLike | null | undefined> | null;
  buyerInfo?: { email?: string | null; memberId?: string | null; visitorId?: string | null } | null;
  appliedDiscounts?: { coupon?: { code?: string | null; name?: string | null } | null }[] | null;
}
