import type {
  ChargeType, DescriptionLineType, DiscountType, FileType, ItemAvailabilityStatus, ItemTypePreset,
  JurisdictionType, PaymentOptionType, PickupMethod, RateType, Severity, SubscriptionFrequency, TaxableAddressType,
  VatType,
} from './enums';

// eCommerce value types shared by cart, checkout and orders (SDK side: `_id`, `Date`, `wix:image` strings,
// addresses with `formatted` / `location` / `addressLine1`). Money stays as the platform's strings.

/** A price as the platform sends it: decimal strings plus formatted strings. Never converted to numbers. */
export interface MultiCurrencyPrice {
  /** Amount, a decimal string such as `"10.50"`. */
  amount?: string | undefined;
  convertedAmount?: string | undefined;
  formattedAmount?: string | undefined;
  formattedConvertedAmount?: string | undefined;
}

/**
 * A price in the site currency (order line items and totals).
 */
export interface Price {
  /** Amount, a decimal string such as `"10.50"`. */
  amount?: string | undefined;
  formattedAmount?: string | undefined;
}

/** Geocode of an address (wire `geocode`). */
export interface AddressLocation {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** The street part of an address: the house number and the street name. */
export interface StreetAddress {
  number?: string | undefined;
  name?: string | undefined;
}

/** One subdivision of an address's country (a state, province or county): its code and name. */
export interface Subdivision {
  code?: string | undefined;
  name?: string | undefined;
}

/** An eCommerce address. */
export interface Address {
  /** ISO-3166 alpha-2 country code. */
  country?: string | null | undefined;
  subdivision?: string | null | undefined;
  city?: string | null | undefined;
  postalCode?: string | null | undefined;
  streetAddress?: StreetAddress | undefined;
  /** Main address line (wire `addressLine`). */
  addressLine1?: string | null | undefined;
  addressLine2?: string | null | undefined;
  /** Geocode (wire `geocode`). */
  location?: AddressLocation | undefined;
  countryFullname?: string | null | undefined;
  subdivisionFullname?: string | null | undefined;
  subdivisions?: Subdivision[] | undefined;
  /** Free-text address (wire `formattedAddress`). */
  formatted?: string | null | undefined;
}

/** The tax ID of an address's contact: the number and its type (Brazil's CPF or CNPJ). */
export interface VatId {
  _id?: string | undefined;
  type?: VatType | undefined;
}

/** The contact that goes with an address: first and last name, phone, company and tax ID. */
export interface FullAddressContactDetails {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
  company?: string | null | undefined;
  vatId?: VatId | undefined;
}

/** An address with its contact details (billing, shipping destination, recipient). */
export interface AddressWithContact {
  address?: Address | undefined;
  contactDetails?: FullAddressContactDetails | undefined;
}

/** Which catalog item a line item is: the app that owns it, the item id, and app-specific options. */
export interface CatalogReference {
  catalogItemId?: string | undefined;
  appId?: string | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  options?: Record<string, any> | null | undefined;
}

/** A line item's name in the site's language, and in the buyer's language when it is translated. */
export interface ProductName {
  original?: string | undefined;
  translated?: string | null | undefined;
}

/** The color of a color description line: its name (in the site's language and translated) and its color code. */
export interface Color {
  original?: string | undefined;
  translated?: string | null | undefined;
  code?: string | null | undefined;
}

/**
 * One line describing a line item, such as a chosen option (`Size: M`) or a color: its name and its
 * plain-text or color value.
 */
export interface DescriptionLine {
  name?: { original?: string | undefined; translated?: string | null | undefined } | undefined;
  plainText?: { original?: string | undefined; translated?: string | null | undefined } | undefined;
  colorInfo?: Color | undefined;
  lineType?: DescriptionLineType | undefined;
}

/** The physical side of a line item: its weight, its SKU, and whether it is shipped. */
export interface PhysicalProperties {
  weight?: number | null | undefined;
  sku?: string | null | undefined;
  shippable?: boolean | undefined;
}

/** What kind of item a line item is: a preset (physical, digital, gift card, service) or a custom type. */
export interface ItemType {
  preset?: ItemTypePreset | undefined;
  custom?: string | undefined;
}

/** Whether a line item can be bought now, and the quantity available. */
export interface ItemAvailabilityInfo {
  status?: ItemAvailabilityStatus | undefined;
  quantityAvailable?: number | null | undefined;
}

/**
 * How a subscription bills: how often (frequency and interval), whether it renews automatically, and
 * for how many billing cycles.
 */
export interface SubscriptionSettings {
  frequency?: SubscriptionFrequency | undefined;
  interval?: number | null | undefined;
  autoRenewal?: boolean | undefined;
  billingCycles?: number | null | undefined;
}

/** The subscription option a line item is bought with: its billing settings, title and description. */
export interface SubscriptionOptionInfo {
  subscriptionSettings?: SubscriptionSettings | undefined;
  title?: { original?: string | undefined; translated?: string | null | undefined } | undefined;
  description?: { original?: string | undefined; translated?: string | null | undefined } | undefined;
}

/** The service side of a line item that is a service (a booking): when it is scheduled, and for how many participants. */
export interface ServiceProperties {
  /** When the service is scheduled. */
  scheduledDate?: Date | null | undefined;
  numberOfParticipants?: number | null | undefined;
}

/** A description shown with a line item's price (such as `Starts at $67`), in the site's language and translated. */
export interface PriceDescription {
  original?: string | undefined;
  translated?: string | null | undefined;
}

/**
 * Values that replace the catalog's for one line item: name, price and full price, description lines,
 * image, physical properties, payment option and deposit.
 */
export interface CatalogOverrideFields {
  productName?: ProductName | undefined;
  price?: string | null | undefined;
  fullPrice?: string | null | undefined;
  descriptionLines?: DescriptionLine[] | undefined;
  physicalProperties?: PhysicalProperties | undefined;
  /** `wix:image://v1/…` string. */
  image?: string | undefined;
  paymentOption?: { value?: PaymentOptionType | undefined } | undefined;
  depositAmount?: string | null | undefined;
  savePaymentMethod?: boolean | null | undefined;
  inventoryAppId?: string | null | undefined;
}

/** A string with its translation. */
export interface TranslatableString {
  original?: string | undefined;
  translated?: string | null | undefined;
}

/** The address a line item's tax is computed for. */
export interface TaxableAddress {
  addressType?: TaxableAddressType | undefined;
}

/** One modifier chosen for a line item (an add-on such as "extra cheese"), with its price. */
export interface ItemModifier<P = MultiCurrencyPrice> {
  _id?: string | undefined;
  quantity?: number | null | undefined;
  label?: TranslatableString | undefined;
  details?: TranslatableString | undefined;
  price?: P | undefined;
}

/** A group of modifiers chosen for a line item (order line items carry `Price`s). */
export interface ModifierGroup<P = MultiCurrencyPrice> {
  _id?: string | undefined;
  name?: TranslatableString | undefined;
  modifiers?: ItemModifier<P>[] | undefined;
}

/** Extra data that apps and the site keep on an entity, keyed by namespace. */
export interface ExtendedFields {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  namespaces?: Record<string, Record<string, any>> | undefined;
}

/**
 * A line item of a cart or checkout.
 */
export interface LineItem {
  _id?: string | null | undefined;
  quantity?: number | undefined;
  catalogReference?: CatalogReference | undefined;
  productName?: ProductName | undefined;
  url?: string | undefined;
  price?: MultiCurrencyPrice | undefined;
  fullPrice?: MultiCurrencyPrice | undefined;
  priceBeforeDiscounts?: MultiCurrencyPrice | undefined;
  lineItemPrice?: MultiCurrencyPrice | undefined;
  /** Checkout line items: total price after tax. */
  totalPriceAfterTax?: MultiCurrencyPrice | undefined;
  /** Checkout line items: total price before tax. */
  totalPriceBeforeTax?: MultiCurrencyPrice | undefined;
  /** Checkout line items: tax details. */
  taxDetails?: ItemTaxFullDetails | undefined;
  /** Checkout line items: discount for this line item's entire quantity. */
  discount?: MultiCurrencyPrice | undefined;
  descriptionLines?: DescriptionLine[] | undefined;
  /** `wix:image://v1/…` string (wire: image object). */
  image?: string | undefined;
  /** Checkout line item media, a `wix:image://v1/…` string. */
  media?: string | undefined;
  availability?: ItemAvailabilityInfo | undefined;
  physicalProperties?: PhysicalProperties | undefined;
  couponScopes?: { namespace?: string | undefined; group?: { name?: string | undefined; entityId?: string | null | undefined } | undefined }[] | undefined;
  itemType?: ItemType | undefined;
  subscriptionOptionInfo?: SubscriptionOptionInfo | undefined;
  fulfillerId?: string | null | undefined;
  paymentOption?: PaymentOptionType | undefined;
  serviceProperties?: ServiceProperties | undefined;
  rootCatalogItemId?: string | null | undefined;
  priceDescription?: PriceDescription | undefined;
  depositAmount?: MultiCurrencyPrice | undefined;
  /** Cart line items: the membership selected to pay for this item. */
  selectedMembership?: SelectedMembership | undefined;
  deliveryProfileId?: string | null | undefined;
  catalogOverrideFields?: CatalogOverrideFields | undefined;
  policies?: { title?: string | null | undefined; content?: string | null | undefined }[] | undefined;
  /** Whether the price is not yet defined and will be updated after the order is created. */
  priceUndetermined?: boolean | undefined;
  fixedQuantity?: boolean | undefined;
  savePaymentMethod?: boolean | undefined;
  customLineItem?: boolean | undefined;
  taxGroupId?: string | null | undefined;
  consentRequiredPaymentPolicy?: string | null | undefined;
  /** The address tax is computed for. */
  taxableAddress?: TaxableAddress | undefined;
  /** Whether the item can only be bought by site members. */
  membersOnly?: boolean | undefined;
  modifierGroups?: ModifierGroup[] | undefined;
  /** Total price of all the item's modifiers. */
  modifiersTotalPrice?: MultiCurrencyPrice | undefined;
  extendedFields?: ExtendedFields | undefined;
}

/** A line item to add: what to buy and how many (quantity an integer of at least 1). */
export interface LineItemInput extends LineItem {
  catalogReference?: CatalogReference | undefined;
  /** An integer of at least 1. */
  quantity?: number | undefined;
  catalogOverrideFields?: CatalogOverrideFields | undefined;
  paymentOption?: PaymentOptionType | undefined;
  serviceProperties?: ServiceProperties | undefined;
  extendedFields?: ExtendedFields | undefined;
}

/** A custom line item: an item the catalog does not know, with its own price and name. */
export interface CustomLineItem {
  _id?: string | null | undefined;
  quantity?: number | undefined;
  price?: string | undefined;
  productName?: ProductName | undefined;
  descriptionLines?: DescriptionLine[] | undefined;
  /** `wix:image://v1/…` string. */
  media?: string | undefined;
  /** The item's page URL (`{ relativePath, url }` on the wire). */
  url?: string | undefined;
  catalogReference?: CatalogReference | undefined;
  itemType?: ItemType | undefined;
  physicalProperties?: PhysicalProperties | undefined;
  paymentOption?: PaymentOptionType | undefined;
  serviceProperties?: ServiceProperties | undefined;
  depositAmount?: string | null | undefined;
  policies?: { title?: string | null | undefined; content?: string | null | undefined }[] | undefined;
}

/** A new quantity for an existing line item. */
export interface LineItemQuantityUpdate {
  /** Required: the line item's id (optional in the type, as in the platform's SDK). */
  _id?: string | undefined;
  /** Required: the new quantity, an integer of at least 1 (optional in the type, as in the platform's SDK). */
  quantity?: number | undefined;
}

/** Who is buying: the visitor, member or user id, and the contact id and email. */
export interface BuyerInfo {
  visitorId?: string | undefined;
  memberId?: string | undefined;
  userId?: string | undefined;
  contactId?: string | null | undefined;
  email?: string | null | undefined;
}

/** A coupon applied to a cart, checkout or order: its id, code, name and type, and the amount it takes off. */
export interface Coupon {
  _id?: string | undefined;
  code?: string | undefined;
  amount?: MultiCurrencyPrice | undefined;
  name?: string | undefined;
  couponType?: string | undefined;
}

/** A discount the merchant gave: its amount, and its percentage when it is one. */
export interface MerchantDiscount {
  amount?: MultiCurrencyPrice | undefined;
  /** Percentage of the discount, when it is one. */
  percentage?: number | null | undefined;
}

/** An automatic discount rule that applied: its id and name, and the amount it takes off. */
export interface DiscountRule {
  _id?: string | undefined;
  name?: { original?: string | undefined; translated?: string | null | undefined } | undefined;
  amount?: MultiCurrencyPrice | undefined;
}

/**
 * A discount applied to a cart, checkout or order: a coupon, a merchant discount or a discount rule,
 * what it applies to, and the line items it covers.
 */
export interface AppliedDiscount {
  coupon?: Coupon | undefined;
  merchantDiscount?: MerchantDiscount | undefined;
  discountRule?: DiscountRule | undefined;
  discountType?: DiscountType | undefined;
  lineItemIds?: string[] | undefined;
}

/** The shipping option chosen for a cart or checkout: its code and its carrier. */
export interface SelectedShippingOption {
  carrierId?: string | null | undefined;
  code?: string | undefined;
}

/** The time window a delivery is expected in. */
export interface DeliveryTimeSlot {
  from?: Date | null | undefined;
  to?: Date | null | undefined;
}

/** Where and how the buyer picks an order up: the pickup address and method (store or pickup point). */
export interface PickupDetails {
  address?: Address | undefined;
  pickupMethod?: PickupMethod | undefined;
}

/** How a shipping option delivers: the expected delivery time, instructions, pickup details and delivery time slot. */
export interface DeliveryLogistics {
  deliveryTime?: string | null | undefined;
  instructions?: string | null | undefined;
  pickupDetails?: PickupDetails | undefined;
  deliveryTimeSlot?: DeliveryTimeSlot | undefined;
}

/** An extra charge of a shipping option (a handling fee or insurance) and its price. */
export interface OtherCharge {
  type?: ChargeType | undefined;
  price?: MultiCurrencyPrice | undefined;
}

/** The cost of a selected shipping option: subtotal, discount, tax details, and the totals before and after tax. */
export interface SelectedCarrierServiceOptionPrices {
  totalPriceAfterTax?: MultiCurrencyPrice | undefined;
  totalPriceBeforeTax?: MultiCurrencyPrice | undefined;
  taxDetails?: ItemTaxFullDetails | undefined;
  totalDiscount?: MultiCurrencyPrice | undefined;
  subtotal?: MultiCurrencyPrice | undefined;
}

/** The shipping option selected for a checkout: its code, title and carrier, how it delivers, its cost and its extra charges. */
export interface SelectedCarrierServiceOption {
  code?: string | undefined;
  title?: string | undefined;
  logistics?: DeliveryLogistics | undefined;
  cost?: SelectedCarrierServiceOptionPrices | undefined;
  requestedShippingOption?: boolean | undefined;
  otherCharges?: { type?: ChargeType | undefined; cost?: SelectedCarrierServiceOptionPrices | undefined }[] | undefined;
  carrierId?: string | null | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  deliveryAllocations?: Record<string, any>[] | undefined;
}

/** One shipping option a carrier offers: its code and title, how it delivers, and its price with extra charges. */
export interface ShippingOption {
  code?: string | undefined;
  title?: string | undefined;
  logistics?: DeliveryLogistics | undefined;
  cost?: { price?: MultiCurrencyPrice | undefined; otherCharges?: OtherCharge[] | undefined } | undefined;
}

/** A carrier and the shipping options it offers. */
export interface CarrierServiceOption {
  carrierId?: string | undefined;
  shippingOptions?: ShippingOption[] | undefined;
}

/** The shipping region the destination falls in: its id and name. */
export interface ShippingRegion {
  _id?: string | undefined;
  name?: string | undefined;
}

/**
 * The shipping of a checkout or cart estimate: the destination, the selected option, the region, and
 * every option the carriers offer.
 */
export interface ShippingInfo {
  shippingDestination?: AddressWithContact | undefined;
  selectedCarrierServiceOption?: SelectedCarrierServiceOption | undefined;
  region?: ShippingRegion | undefined;
  carrierServiceOptions?: CarrierServiceOption[] | undefined;
}

/**
 * The totals of a checkout, order or cart estimate, as decimal and formatted strings.
 */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice | undefined;
  shipping?: MultiCurrencyPrice | undefined;
  tax?: MultiCurrencyPrice | undefined;
  discount?: MultiCurrencyPrice | undefined;
  total?: MultiCurrencyPrice | undefined;
  additionalFees?: MultiCurrencyPrice | undefined;
}

/** One named rate in a line item's tax: its name, rate and amount. */
export interface TaxRateBreakdown {
  name?: string | undefined;
  rate?: string | undefined;
  tax?: MultiCurrencyPrice | undefined;
}

/**
 * The tax of one jurisdiction: the jurisdiction and its level, the tax's name, type and rate, and the
 * taxable, non-taxable and tax amounts.
 */
export interface TaxBreakdown {
  jurisdiction?: string | null | undefined;
  nonTaxableAmount?: MultiCurrencyPrice | undefined;
  rate?: string | null | undefined;
  taxAmount?: MultiCurrencyPrice | undefined;
  taxableAmount?: MultiCurrencyPrice | undefined;
  taxType?: string | null | undefined;
  taxName?: string | null | undefined;
  jurisdictionType?: JurisdictionType | undefined;
  aggregatedTaxAmount?: MultiCurrencyPrice | undefined;
}

/**
 * The tax of a line item, shipping option or fee: the taxable amount, rate, total tax and its
 * breakdowns, and whether the price includes tax.
 */
export interface ItemTaxFullDetails {
  taxableAmount?: MultiCurrencyPrice | undefined;
  taxGroupId?: string | null | undefined;
  rate?: string | undefined;
  totalTax?: MultiCurrencyPrice | undefined;
  rateBreakdown?: TaxRateBreakdown[] | undefined;
  taxBreakdown?: TaxBreakdown[] | undefined;
  isTaxIncluded?: boolean | undefined;
}

/** The tax totals of a checkout, order or cart estimate: the taxable amount, the total tax, and how the rate was determined. */
export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice | undefined;
  totalTax?: MultiCurrencyPrice | undefined;
  manualTaxRate?: string | null | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  calculationDetails?: { rateType?: RateType | undefined; manualRateReason?: string | undefined; autoTaxFallbackDetails?: Record<string, any> | undefined } | undefined;
}

/** A gift card applied to a checkout: its id, obfuscated code, the amount it pays, and the app that issued it. */
export interface GiftCard {
  _id?: string | undefined;
  obfuscatedCode?: string | undefined;
  amount?: MultiCurrencyPrice | undefined;
  appId?: string | undefined;
  externalId?: string | null | undefined;
}

/**
 * A membership (such as a paid plan) that can pay for line items: its name and app, the line items it
 * covers, its credits and its expiry.
 */
export interface Membership {
  _id?: string | undefined;
  appId?: string | undefined;
  name?: { original?: string | undefined; translated?: string | null | undefined } | undefined;
  lineItemIds?: string[] | undefined;
  credits?: { total?: number | undefined; remaining?: number | undefined } | undefined;
  /** When the membership expires. */
  expirationDate?: Date | null | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  additionalData?: Record<string, any> | null | undefined;
}

/** A membership that cannot pay for this purchase, and why. */
export interface InvalidMembership {
  membership?: Membership | undefined;
  reason?: string | undefined;
}

/** A membership chosen to pay for line items: its id, the app that provides it, and the line items. */
export interface SelectedMembership {
  _id?: string | undefined;
  appId?: string | undefined;
  lineItemIds?: string[] | undefined;
}

/**
 * The memberships of a checkout or cart estimate: those that can pay, those that cannot (with the
 * reason), and those selected.
 */
export interface MembershipOptions {
  eligibleMemberships?: Membership[] | undefined;
  invalidMemberships?: InvalidMembership[] | undefined;
  selectedMemberships?: { memberships?: SelectedMembership[] | undefined } | undefined;
}

/**
 * An additional fee on a checkout or order: its name and code, its price with tax details, the app
 * that added it, and the line items it applies to.
 */
export interface AdditionalFee {
  code?: string | null | undefined;
  name?: string | undefined;
  price?: MultiCurrencyPrice | undefined;
  taxDetails?: ItemTaxFullDetails | undefined;
  providerAppId?: string | null | undefined;
  priceBeforeTax?: MultiCurrencyPrice | undefined;
  priceAfterTax?: MultiCurrencyPrice | undefined;
  lineItemIds?: string[] | undefined;
  source?: string | undefined;
}

/** A problem with a cart or checkout (a warning or an error), about the whole purchase or one line item, with its description. */
export interface Violation {
  severity?: Severity | undefined;
  target?: { other?: { name?: string | undefined } | undefined; lineItem?: { name?: string | undefined; _id?: string | null | undefined } | undefined } | undefined;
  description?: string | null | undefined;
}

/**
 * What could not be calculated for a checkout or cart estimate: the shipping, carrier, tax, coupon,
 * gift card, membership, discount and order validation errors.
 */
export interface CalculationErrors {
  /* eslint-disable @typescript-eslint/no-explicit-any -- platform Structs: its SDK types each `Record<string, any>` and apps read their fields unnarrowed */
  generalShippingCalculationError?: Record<string, any> | undefined;
  carrierErrors?: { errors?: Record<string, any>[] | undefined } | undefined;
  taxCalculationError?: Record<string, any> | undefined;
  couponCalculationError?: Record<string, any> | undefined;
  giftCardCalculationError?: Record<string, any> | undefined;
  orderValidationErrors?: Record<string, any>[] | undefined;
  membershipError?: Record<string, any> | undefined;
  discountsCalculationError?: Record<string, any> | undefined;
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/**
 * The calculated prices of one line item (price, discount, tax, totals before and after tax), its
 * payment option and its taxable address.
 */
export interface CalculatedLineItem {
  lineItemId?: string | undefined;
  pricesBreakdown?: {
    totalPriceAfterTax?: MultiCurrencyPrice | undefined;
    totalPriceBeforeTax?: MultiCurrencyPrice | undefined;
    taxDetails?: ItemTaxFullDetails | undefined;
    totalDiscount?: MultiCurrencyPrice | undefined;
    price?: MultiCurrencyPrice | undefined;
    priceBeforeDiscounts?: MultiCurrencyPrice | undefined;
    lineItemPrice?: MultiCurrencyPrice | undefined;
    fullPrice?: MultiCurrencyPrice | undefined;
  } | undefined;
  paymentOption?: PaymentOptionType | undefined;
  taxableAddress?: TaxableAddress | undefined;
}

/** The file of a digital order line item: its id, download link and when the link expires, and the file type. */
export interface DigitalFile {
  fileId?: string | undefined;
  link?: string | null | undefined;
  /** When the download link expires. */
  expirationDate?: Date | null | undefined;
  /** Alias some payloads use for the link expiry. */
  expiryDate?: Date | null | undefined;
  fileType?: FileType | undefined;
}
