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

export interface StreetAddress {
  number?: string;
  name?: string;
}

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

export interface VatId {
  _id?: string;
  type?: VatType;
}

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

export interface ProductName {
  original?: string;
  translated?: string | null;
}

export interface Color {
  original?: string;
  translated?: string | null;
  code?: string | null;
}

export interface DescriptionLine {
  name?: { original?: string; translated?: string | null };
  plainText?: { original?: string; translated?: string | null };
  colorInfo?: Color;
  lineType?: DescriptionLineType;
}

export interface PhysicalProperties {
  weight?: number | null;
  sku?: string | null;
  shippable?: boolean;
}

export interface ItemType {
  preset?: ItemTypePreset;
  custom?: string;
}

export interface ItemAvailabilityInfo {
  status?: ItemAvailabilityStatus;
  quantityAvailable?: number | null;
}

export interface SubscriptionSettings {
  frequency?: SubscriptionFrequency;
  interval?: number | null;
  autoRenewal?: boolean;
  billingCycles?: number | null;
}

export interface SubscriptionOptionInfo {
  subscriptionSettings?: SubscriptionSettings;
  title?: { original?: string; translated?: string | null };
  description?: { original?: string; translated?: string | null };
}

export interface ServiceProperties {
  /** When the service is scheduled. */
  scheduledDate?: Date | null;
  numberOfParticipants?: number | null;
}

export interface PriceDescription {
  original?: string;
  translated?: string | null;
}

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
export interface LineItemInput {
  catalogReference?: CatalogReference;
  /** An integer of at least 1. */
  quantity?: number;
  catalogOverrideFields?: CatalogOverrideFields;
  paymentOption?: PaymentOptionType;
  serviceProperties?: ServiceProperties;
  extendedFields?: ExtendedFields;
  [key: string]: unknown;
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
  [key: string]: unknown;
}

/** A new quantity for an existing line item. */
export interface LineItemQuantityUpdate {
  /** Required: the line item's id (optional in the type, as in the platform's SDK). */
  _id?: string;
  /** Required: the new quantity, an integer of at least 1 (optional in the type, as in the platform's SDK). */
  quantity?: number;
}

export interface BuyerInfo {
  visitorId?: string;
  memberId?: string;
  userId?: string;
  contactId?: string | null;
  email?: string | null;
}

export interface Coupon {
  _id?: string;
  code?: string;
  amount?: MultiCurrencyPrice;
  name?: string;
  couponType?: string;
}

export interface MerchantDiscount {
  amount?: MultiCurrencyPrice;
  /** Percentage of the discount, when it is one. */
  percentage?: number | null;
}

export interface DiscountRule {
  _id?: string;
  name?: { original?: string; translated?: string | null };
  amount?: MultiCurrencyPrice;
}

export interface AppliedDiscount {
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
  discountType?: DiscountType;
  lineItemIds?: string[];
}

export interface SelectedShippingOption {
  carrierId?: string | null;
  code?: string;
}

export interface DeliveryTimeSlot {
  from?: Date | null;
  to?: Date | null;
}

export interface PickupDetails {
  address?: Address;
  pickupMethod?: PickupMethod;
}

export interface DeliveryLogistics {
  deliveryTime?: string | null;
  instructions?: string | null;
  pickupDetails?: PickupDetails;
  deliveryTimeSlot?: DeliveryTimeSlot;
}

export interface OtherCharge {
  type?: ChargeType;
  price?: MultiCurrencyPrice;
}

export interface SelectedCarrierServiceOptionPrices {
  totalPriceAfterTax?: MultiCurrencyPrice;
  totalPriceBeforeTax?: MultiCurrencyPrice;
  taxDetails?: ItemTaxFullDetails;
  totalDiscount?: MultiCurrencyPrice;
  subtotal?: MultiCurrencyPrice;
}

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

export interface ShippingOption {
  code?: string;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: { price?: MultiCurrencyPrice; otherCharges?: OtherCharge[] };
}

export interface CarrierServiceOption {
  carrierId?: string;
  shippingOptions?: ShippingOption[];
}

export interface ShippingRegion {
  _id?: string;
  name?: string;
}

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

export interface TaxRateBreakdown {
  name?: string;
  rate?: string;
  tax?: MultiCurrencyPrice;
}

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

export interface ItemTaxFullDetails {
  taxableAmount?: MultiCurrencyPrice;
  taxGroupId?: string | null;
  rate?: string;
  totalTax?: MultiCurrencyPrice;
  rateBreakdown?: TaxRateBreakdown[];
  taxBreakdown?: TaxBreakdown[];
  isTaxIncluded?: boolean;
}

export interface TaxSummary {
  taxableAmount?: MultiCurrencyPrice;
  totalTax?: MultiCurrencyPrice;
  manualTaxRate?: string | null;
  calculationDetails?: { rateType?: RateType; manualRateReason?: string; autoTaxFallbackDetails?: Record<string, any> };
}

export interface GiftCard {
  _id?: string;
  obfuscatedCode?: string;
  amount?: MultiCurrencyPrice;
  appId?: string;
  externalId?: string | null;
}

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

export interface InvalidMembership {
  membership?: Membership;
  reason?: string;
}

export interface SelectedMembership {
  _id?: string;
  appId?: string;
  lineItemIds?: string[];
}

export interface MembershipOptions {
  eligibleMemberships?: Membership[];
  invalidMemberships?: InvalidMembership[];
  selectedMemberships?: { memberships?: SelectedMembership[] };
}

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

export interface Violation {
  severity?: Severity;
  target?: { other?: { name?: string }; lineItem?: { name?: string; _id?: string | null } };
  description?: string | null;
}

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

export interface DigitalFile {
  fileId?: string;
  link?: string | null;
  /** When the download link expires. */
  expirationDate?: Date | null;
  /** Alias some payloads use for the link expiry. */
  expiryDate?: Date | null;
  fileType?: FileType;
}
