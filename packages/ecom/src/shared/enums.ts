import { enumOf, type EnumValue } from '@sitekit/core-runtime';

// Enumerations (docs/wire/ecom.md) shared by the eCommerce modules. Each module re-exports the
// ones its entities use, so `currentCart.ChannelType.WEB` and `checkout.ChannelType.WEB` both work.

/**
 * Sales channel of a cart, checkout or order. The platform's SDK also lists `PAYPAL_AGENTIC_CHECKOUT` and
 * `STRIPE_AGENTIC_CHECKOUT` (the type accepts them); their values are not here yet: `currentCart` exports
 * this enumeration, and they would take the storefront bundles over their size ratchets (scripts/size.mjs).
 */
export const ChannelType = /* @__PURE__ */ enumOf(
  'UNSPECIFIED WEB POS EBAY AMAZON OTHER_PLATFORM WIX_APP_STORE WIX_INVOICES BACKOFFICE_MERCHANT WISH CLASS_PASS GLOBAL_E FACEBOOK ETSY TIKTOK FAIRE_COM',
);
export type ChannelType = EnumValue<typeof ChannelType>;

/**
 * Preset item type of a line item (the platform SDK's `ItemTypePreset`).
 */
export const ItemTypePreset = /* @__PURE__ */ enumOf('UNRECOGNISED PHYSICAL DIGITAL GIFT_CARD SERVICE');
export type ItemTypePreset = EnumValue<typeof ItemTypePreset>;

/**
 * The name older platform SDK releases gave `ItemTypePreset` (a type only; the value is `ItemTypePreset`).
 * @deprecated Use `ItemTypePreset`.
 */
export type ItemTypeItemType = ItemTypePreset;

/**
 * Line item type as the checkout reads it.
 */
export const LineItemType = /* @__PURE__ */ enumOf('UNKNOWN_LINE_ITEM_TYPE PHYSICAL DIGITAL CUSTOM_AMOUNT_ITEM');
export type LineItemType = EnumValue<typeof LineItemType>;

/**
 * Availability of a line item.
 */
export const ItemAvailabilityStatus = /* @__PURE__ */ enumOf('AVAILABLE NOT_FOUND NOT_AVAILABLE PARTIALLY_AVAILABLE');
export type ItemAvailabilityStatus = EnumValue<typeof ItemAvailabilityStatus>;

/**
 * Subscription billing frequency.
 */
export const SubscriptionFrequency = /* @__PURE__ */ enumOf('UNDEFINED DAY WEEK MONTH YEAR');
export type SubscriptionFrequency = EnumValue<typeof SubscriptionFrequency>;

/**
 * Weight unit of a cart, checkout or order.
 */
export const WeightUnit = /* @__PURE__ */ enumOf('UNSPECIFIED_WEIGHT_UNIT KG LB');
export type WeightUnit = EnumValue<typeof WeightUnit>;

/**
 * How a line item is paid. The platform's SDK also lists `MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER` (the
 * type accepts it); its value is not here yet: it would take the storefront + checkout bundle over its
 * size ratchet (scripts/size.mjs).
 */
export const PaymentOptionType = /* @__PURE__ */ enumOf('FULL_PAYMENT_ONLINE FULL_PAYMENT_OFFLINE MEMBERSHIP DEPOSIT_ONLINE MEMBERSHIP_OFFLINE');
export type PaymentOptionType = EnumValue<typeof PaymentOptionType>;

/**
 * The address tax is computed for.
 */
export const TaxableAddressType = /* @__PURE__ */ enumOf('UNKNOWN_TAXABLE_ADDRESS BUSINESS BILLING SHIPPING');
export type TaxableAddressType = EnumValue<typeof TaxableAddressType>;

/**
 * How a tax rate was determined.
 */
export const RateType = /* @__PURE__ */ enumOf('NO_TAX_COLLECTED MANUAL_RATE AUTO_RATE FALLBACK_RATE');
export type RateType = EnumValue<typeof RateType>;

/**
 * Pickup method of a pickup shipping option.
 */
export const PickupMethod = /* @__PURE__ */ enumOf('UNKNOWN_METHOD STORE_PICKUP PICKUP_POINT');
export type PickupMethod = EnumValue<typeof PickupMethod>;

/**
 * Extra charge type of a shipping option (the cart's and checkout's `ChargeType`; `orders.ChargeType` is
 * the platform fee's charge type, `PASS_ON` / `ABSORBED`).
 */
export const ChargeType = /* @__PURE__ */ enumOf('HANDLING_FEE INSURANCE');
export type ChargeType = EnumValue<typeof ChargeType>;

/**
 * What an applied discount applies to.
 */
export const DiscountType = /* @__PURE__ */ enumOf('GLOBAL SPECIFIC_ITEMS SHIPPING');
export type DiscountType = EnumValue<typeof DiscountType>;

/**
 * @deprecated The platform's SDK names this enumeration `DiscountType` (`checkout.DiscountType.SHIPPING`);
 * `DiscountType` used to hold `AMOUNT` / `PERCENT`, which no eCommerce entity has.
 */
export type DiscountScope = DiscountType;

/**
 * Tax jurisdiction level.
 */
export const JurisdictionType = /* @__PURE__ */ enumOf('UNDEFINED COUNTRY STATE COUNTY CITY SPECIAL');
export type JurisdictionType = EnumValue<typeof JurisdictionType>;

/**
 * Severity of a checkout or cart violation.
 */
export const Severity = /* @__PURE__ */ enumOf('WARNING ERROR');
export type Severity = EnumValue<typeof Severity>;

/**
 * Brazilian tax ID type.
 */
export const VatType = /* @__PURE__ */ enumOf('UNSPECIFIED CPF CNPJ');
export type VatType = EnumValue<typeof VatType>;

/**
 * Digital file type.
 */
export const FileType = /* @__PURE__ */ enumOf('UNSPECIFIED SECURE_PICTURE SECURE_VIDEO SECURE_DOCUMENT SECURE_MUSIC SECURE_ARCHIVE SECURE_RAW');
export type FileType = EnumValue<typeof FileType>;

/**
 * Description line type.
 */
export const DescriptionLineType = /* @__PURE__ */ enumOf('UNRECOGNISED PLAIN_TEXT COLOR');
export type DescriptionLineType = EnumValue<typeof DescriptionLineType>;
