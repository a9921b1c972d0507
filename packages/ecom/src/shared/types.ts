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
  amount?: string;
  convertedAmount?: string;
  formattedAmount?: string;
  formattedConvertedAmount?: string;
}

/**
 * A price in the site currency (order line items and totals).
 */
export interface Price {
  /** Amount, a decimal string such as `"10.50"`. */
  amount?: string;
  formattedAmount?: string;
}

/** Geocode of an address (wire `geocode`). */
export interface AddressLocation {
  latitude?: number | null;
  longitude?: number | null;
}

/** The street part of an address: the house number and the street name. */
export interface StreetAddress {
  number?: string;
  name?: string;
}

/** One subdivision of an address's country (a state, province or county): its code and name. */
export interface Subdivision {
  code?: string;
  name?: string;
}

/** An eCommerce address. */
export interface Address {
  /** ISO-3166 alpha-2 country code. */
  country?: string | null;
  subdivision?: string | null;
  city?: string | null;
  postalCode?: string | null;
  streetAddress?: StreetAddress;
  /** Main address line (wire `addressLine`). */
  addressLine1?: string | null;
  addressLine2?: string | null;
  /** Geocode (wire `geocode`). */
  location?: AddressLocation;
  countryFullname?: string | null;
  subdivisionFullname?: string | null;
  subdivisions?: Subdivision[];
  /** Free-text address (wire `formattedAddress`). */
  formatted?: string | null;
}

/** The tax ID of an address's contact: the number and its type (Brazil's CPF or CNPJ). */
export interface VatId {
  _id?: string;
  type?: VatType;
}

/** The contact that goes with an address: first and last name, phone, company and tax ID. */
export interface FullAddressContactDetails {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  company?: string | null;
  vatId?: VatId;
}

/** An address with its contact details (billing, shipping destination, recipient). */
export interface AddressWithContact {
  address?: Address;
  contactDetails?: FullAddressContactDetails;
}

/** Which catalog item a line item is: the app that owns it, the item id, and app-specific options. */
export interface CatalogReference {
  catalogItemId?: string;
  appId?: string;
  options?: Record<string, any> | null;
}

/** A line item's name in the site's language, and in the buyer's language when it is translated. */
export interface ProductName {
  original?: string;
  translated?: string | null;
}

/** The color of a color description line: its name (in the site's language and translated) and its color code. */
export interface Color {
  original?: string;
  translated?: string | null;
  code?: string | null;
}

/**
 * One line describing a line item, such as a chosen option (`Size: M`) or a color: its name and its
 * plain-text or color value.
 */
export interface DescriptionLine {
  name?: { original?: string; translated?: string | null };
  plainText?: { original?: string; translated?: string | null };
  colorInfo?: Color;
  lineType?: DescriptionLineType;
}

/** The physical side of a line item: its weight, its SKU, and whether it is shipped. */
export interface PhysicalProperties {
  weight?: number | null;
  sku?: string | null;
  shippable?: boolean;
}

/** What kind of item a line item is: a preset (physical, digital, gift card, service) or a custom type. */
export interface ItemType {
  preset?: ItemTypePreset;
  custom?: string;
}

/** Whether a line item can be bought now, and the quantity available. */
export interface ItemAvailabilityInfo {
  status?: ItemAvailabilityStatus;
  quantityAvailable?: number | null;
}

/**
 * How a subscription bills: how often (frequency and interval), whether it renews automatically, and
 * for how many billing cycles.
 */
export interface SubscriptionSettings {
  frequency?: SubscriptionFrequency;
  interval?: number | null;
  autoRenewal?: boolean;
  billingCycles?: number | null;
}

/** The subscription option a line item is bought with: its billing settings, title and description. */
export interface SubscriptionOptionInfo {
  subscriptionSettings?: SubscriptionSettings;
  title?: { original?: string; translated?: string | null };
  description?: { original?: string; translated?: string | null };
}

/** The service side of a line item that is a service (a booking): when it is scheduled, and for how many participants. */
export interface ServiceProperties {
  /** When the service is scheduled. */
  scheduledDate?: Date | null;
  numberOfParticipants?: number | null;
}

/** A description shown with a line item's price (such as `Starts at $67`), in the site's language and translated. */
export interface PriceDescription {
  original?: string;
  translated?: string | null;
}

/**
 * Values that replace the catalog's for one line item: name, price and full price, description lines,
 * image, physical properties, payment option and deposit.
 */
export interface CatalogOverrideFields {
  productName?: ProductName;
  price?: string | null;
  fullPrice?: string | null;
  descriptionLines?: DescriptionLine[];
  physicalProperties?: PhysicalProperties;
  /** `wix:image://v1/…` string. */
  image?: string;
  paymentOption?: { value?: PaymentOptionType };
  depositAmount?: string | null;
  savePaymentMethod?: boolean | null;
  inventoryAppId?: string | null;
}

/** A string with its translation. */
export interface TranslatableString {
  original?: string;
  translated?: string | null;
}

/** The address a line item's tax is computed for. */
export interface TaxableAddress {
  addressType?: TaxableAddressType;
}

/** One modifier chosen for a line item (an add-on such as "extra cheese"), with its price. */
export interface ItemModifier<P = MultiCurrencyPrice> {
  _id?: string;
  quantity?: number | null;
  label?: TranslatableString;
  details?: TranslatableString;
  price?: P;
}

/** A group of modifiers chosen for a line item (order line items carry `Price`s). */
export interface ModifierGroup<P = MultiCurrencyPrice> {
  _id?: string;
  name?: TranslatableString;
  modifiers?: ItemModifier<P>[];
}

/** Extra data that apps and the site keep on an entity, keyed by namespace. */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, any>>;
}

/**
 * A line item of a cart or checkout.
 */
export interface LineItem {
  _id?: string | null;
  quantity?: number;
  catalogReference?: CatalogReference;
  productName?: ProductName;
  url?: string;
  price?: MultiCurrencyPrice;
  fullPrice?: MultiCurrencyPrice;
  priceBeforeDiscounts?: MultiCurrencyPrice;
  lineItemPrice?: MultiCurrencyPrice;
  /** Checkout line items: total price after tax. */
  totalPriceAfterTax?: MultiCurrencyPrice;
  /** Checkout line items: total price before tax. */
  totalPriceBeforeTax?: MultiCurrencyPrice;
  /** Checkout line items: tax details. */
  taxDetails?: ItemTaxFullDetails;
  /** Checkout line items: discount for this line item's entire quantity. */
  discount?: MultiCurrencyPrice;
  descriptionLines?: DescriptionLine[];
  /** `wix:image://v1/…` string (wire: image object). */
  image?: string;
  /** Checkout line item media, a `wix:image://v1/…` string. */
  media?: string;
  availability?: ItemAvailabilityInfo;
  physicalProperties?: PhysicalProperties;
  couponScopes?: { namespace?: string; group?: { name?: string; entityId?: string | null } }[];
  itemType?: ItemType;
  subscriptionOptionInfo?: SubscriptionOptionInfo;
  fulfillerId?: string | null;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  rootCatalogItemId?: string | null;
  priceDescription?: PriceDescription;
  depositAmount?: MultiCurrencyPrice;
  /** Cart line items: the membership selected to pay for this item. */
  selectedMembership?: SelectedMembership;
  deliveryProfileId?: string | null;
  catalogOverrideFields?: CatalogOverrideFields;
  policies?: { title?: string | null; content?: string | null }[];
  /** Whether the price is not yet defined and will be updated after the order is created. */
  priceUndetermined?: boolean;
  fixedQuantity?: boolean;
  savePaymentMethod?: boolean;
  customLineItem?: boolean;
  taxGroupId?: string | null;
  consentRequiredPaymentPolicy?: string | null;
  /** The address tax is computed for. */
  taxableAddress?: TaxableAddress;
  /** Whether the item can only be bought by site members. */
  membersOnly?: boolean;
  modifierGroups?: ModifierGroup[];
  /** Total price of all the item's modifiers. */
  modifiersTotalPrice?: MultiCurrencyPrice;
  extendedFields?: ExtendedFields;
}

/** A line item to add: what to buy and how many (quantity an integer of at least 1). */
export interface LineItemInput extends LineItem {
  catalogReference?: CatalogReference;
  /** An integer of at least 1. */
  quantity?: number;
  catalogOverrideFields?: CatalogOverrideFields;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  extendedFields?: ExtendedFields;
}

/** A custom line item: an item the catalog does not know, with its own price and name. */
export interface CustomLineItem {
  _id?: string | null;
  quantity?: number;
  price?: string;
  productName?: ProductName;
  descriptionLines?: DescriptionLine[];
  /** `wix:image://v1/…` string. */
  media?: string;
  /** The item's page URL (`{ relativePath, url }` on the wire). */
  url?: string;
  catalogReference?: CatalogReference;
  itemType?: ItemType;
  physicalProperties?: PhysicalProperties;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  depositAmount?: string | null;
  policies?: { title?: string | null; content?: string | null }[];
}

/** A new quantity for an existing line item. */
export interface LineItemQuantityUpdate {
  /** Required: the line item's id (optional in the type, as in the platform's SDK). */
  _id?: string;
  /** Required: the new quantity, an integer of at least 1 (optional in the type, as in the platform's SDK). */
  quantity?: number;
}

/** Who is buying: the visitor, member or user id, and the contact id and email. */
export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  contactId?: string | null;
  email?: string | null;
}

/** A coupon applied to a cart, checkout or order: its id, code, name and type, and the amount it takes off. */
export interface Coupon {
  _id?: string;
  code?: string;
  amount?: MultiCurrencyPrice;
  name?: string;
  couponType?: string;
}

/** A discount the merchant gave: its amount, and its percentage when it is one. */
export interface MerchantDiscount {
  amount?: MultiCurrencyPrice;
  /** Percentage of the discount, when it is one. */
  percentage?: number | null;
}

/** An automatic discount rule that applied: its id and name, and the amount it takes off. */
export interface DiscountRule {
  _id?: string;
  name?: { original?: string; translated?: string | null };
  amount?: MultiCurrencyPrice;
}

/**
 * A discount applied to a cart, checkout or order: a coupon, a merchant discount or a discount rule,
 * what it applies to, and the line items it covers.
 */
export interface AppliedDiscount {
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
  discountType?: DiscountType;
  lineItemIds?: string[];
}

/** The shipping option chosen for a cart or checkout: its code and its carrier. */
export interface SelectedShippingOption {
  carrierId?: string | null;
  code?: string;
}

/** The time window a delivery is expected in. */
export interface DeliveryTimeSlot {
  from?: Date | null;
  to?: Date | null;
}

/** Where and how the buyer picks an order up: the pickup address and method (store or pickup point). */
export interface PickupDetails {
  address?: Address;
  pickupMethod?: PickupMethod;
}

/** How a shipping option delivers: the expected delivery time, instructions, pickup details and delivery time slot. */
export interface DeliveryLogistics {
  deliveryTime?: string | null;
  instructions?: string | null;
  pickupDetails?: PickupDetails;
  deliveryTimeSlot?: DeliveryTimeSlot;
}

/** An extra charge of a shipping option (a handling fee or insurance) and its price. */
export interface OtherCharge {
  type?: ChargeType;
  price?: MultiCurrencyPrice;
}

/** The cost of a selected shipping option: subtotal, discount, tax details, and the totals before and after tax. */
export interface SelectedCarrierServiceOptionPrices {
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
  totalDiscount?: MultiCurrencyPrice;
  subtotal?: MultiCurrencyPrice;
}

/** The shipping option selected for a checkout: its code, title and carrier, how it delivers, its cost and its extra charges. */
export interface SelectedCarrierServiceOption {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: SelectedCarrierServiceOptionPrices;
  requestedShippingOption?: boolean;
  otherCharges?: { type?: ChargeType; cost?: SelectedCarrierServiceOptionPrices }[];
  carrierId?: string | null;
  deliveryAllocations?: Record<string, any>[];
}

/** One shipping option a carrier offers: its code and title, how it delivers, and its price with extra charges. */
export interface ShippingOption {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: { price?: MultiCurrencyPrice; otherCharges?: OtherCharge[] };
}

/** A carrier and the shipping options it offers. */
export interface CarrierServiceOption {
  carrierId?: string;
  shippingOptions?: ShippingOption[];
}

/** The shipping region the destination falls in: its id and name. */
export interface ShippingRegion {
  _id?: string;
  name?: string;
}

/**
 * The shipping of a checkout or cart estimate: the destination, the selected option, the region, and
 * every option the carriers offer.
 */
export interface ShippingInfo {
  shippingDestination?: AddressWithContact;
  selectedCarrierServiceOption?: SelectedCarrierServiceOption;
  region?: ShippingRegion;
  carrierServiceOptions?: CarrierServiceOption[];
}

/**
 * The totals of a checkout, order or cart estimate, as decimal and formatted strings.
 */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice;
  shipping?: MultiCurrencyPrice;
  tax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  total?: MultiCurrencyPrice;
  additionalFees?: MultiCurrencyPrice;
}

/** One named rate in a line item's tax: its name, rate and amount. */
export interface TaxRateBreakdown {
  name?: string;
  rate?: string;
  tax?: MultiCurrencyPrice;
}

/**
 * The tax of one jurisdiction: the jurisdiction and its level, the tax's name, type and rate, and the
 * taxable, non-taxable and tax amounts.
 */
export interface TaxBreakdown {
  jurisdiction?: string | null;
  nonTaxableAmount?: MultiCurrencyPrice;
  rate?: string | null;
  taxAmount?: MultiCurrencyPrice;
  taxableAmount?: MultiCurrencyPrice;
  taxType?: string | null;
  taxName?: string | null;
  jurisdictionType?: JurisdictionType;
  aggregatedTaxAmount?: MultiCurrencyPrice;
}

/**
 * The tax of a line item, shipping option or fee: the taxable amount, rate, total tax and its
 * breakdowns, and whether the price includes tax.
 */
export interface ItemTaxFullDetails {
  taxableAmount?: MultiCurrencyPrice;
  taxGroupId?: string | null;
  rate?: string;
  totalTax?: MultiCurrencyPrice;
  rateBreakdown?: TaxRateBreakdown[];
  taxBreakdown?: TaxBreakdown[];
  isTaxIncluded?: boolean;
}

/** The tax totals of a checkout, order or cart estimate: the taxable amount, the total tax, and how the rate was determined. */
export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice;
  totalTax?: MultiCurrencyPrice;
  manualTaxRate?: string | null;
  calculationDetails?: { rateType?: RateType; manualRateReason?: string; autoTaxFallbackDetails?: Record<string, any> };
}

/** A gift card applied to a checkout: its id, obfuscated code, the amount it pays, and the app that issued it. */
export interface GiftCard {
  _id?: string;
  obfuscatedCode?: string;
  amount?: MultiCurrencyPrice;
  appId?: string;
  externalId?: string | null;
}

/**
 * A membership (such as a paid plan) that can pay for line items: its name and app, the line items it
 * covers, its credits and its expiry.
 */
export interface Membership {
  _id?: string;
  appId?: string;
  name?: { original?: string; translated?: string | null };
  lineItemIds?: string[];
  credits?: { total?: number; remaining?: number };
  /** When the membership expires. */
  expirationDate?: Date | null;
  additionalData?: Record<string, any> | null;
}

/** A membership that cannot pay for this purchase, and why. */
export interface InvalidMembership {
  membership?: Membership;
  reason?: string;
}

/** A membership chosen to pay for line items: its id, the app that provides it, and the line items. */
export interface SelectedMembership {
  _id?: string;
  appId?: string;
  lineItemIds?: string[];
}

/**
 * The memberships of a checkout or cart estimate: those that can pay, those that cannot (with the
 * reason), and those selected.
 */
export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: { memberships?: SelectedMembership[] };
}

/**
 * An additional fee on a checkout or order: its name and code, its price with tax details, the app
 * that added it, and the line items it applies to.
 */
export interface AdditionalFee {
  code?: string | null;
  name?: string;
  price?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
  providerAppId?: string | null;
  priceBeforeTax?: MultiCurrencyPrice;
  priceAfterTax?: MultiCurrencyPrice;
  lineItemIds?: string[];
  source?: string;
}

/** A problem with a cart or checkout (a warning or an error), about the whole purchase or one line item, with its description. */
export interface Violation {
  severity?: Severity;
  target?: { other?: { name?: string }; lineItem?: { name?: string; _id?: string | null } };
  description?: string | null;
}

/**
 * What could not be calculated for a checkout or cart estimate: the shipping, carrier, tax, coupon,
 * gift card, membership, discount and order validation errors.
 */
export interface CalculationErrors {
  generalShippingCalculationError?: Record<string, any>;
  carrierErrors?: { errors?: Record<string, any>[] };
  taxCalculationError?: Record<string, any>;
  couponCalculationError?: Record<string, any>;
  giftCardCalculationError?: Record<string, any>;
  orderValidationErrors?: Record<string, any>[];
  membershipError?: Record<string, any>;
  discountsCalculationError?: Record<string, any>;
}

/**
 * The calculated prices of one line item (price, discount, tax, totals before and after tax), its
 * payment option and its taxable address.
 */
export interface CalculatedLineItem {
  lineItemId?: string;
  pricesBreakdown?: {
    totalPriceAfterTax?: MultiCurrencyPrice;
    totalPriceBeforeTax?: MultiCurrencyPrice;
    taxDetails?: ItemTaxFullDetails;
    totalDiscount?: MultiCurrencyPrice;
    price?: MultiCurrencyPrice;
    priceBeforeDiscounts?: MultiCurrencyPrice;
    lineItemPrice?: MultiCurrencyPrice;
    fullPrice?: MultiCurrencyPrice;
  };
  paymentOption?: PaymentOptionType;
  taxableAddress?: TaxableAddress;
}

/** The file of a digital order line item: its id, download link and when the link expires, and the file type. */
export interface DigitalFile {
  fileId?: string;
  link?: string | null;
  /** When the download link expires. */
  expirationDate?: Date | null;
  /** Alias some payloads use for the link expiry. */
  expiryDate?: Date | null;
  fileType?: FileType;
}
