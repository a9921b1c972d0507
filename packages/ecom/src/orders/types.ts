import type { ChannelType, ItemTypePreset, JurisdictionType, PaymentOptionType, PickupMethod, WeightUnit } from '../shared/enums';
import type {
  Address, AddressWithContact, AdditionalFee, AppliedDiscount, BuyerInfo, CatalogReference, DescriptionLine, DigitalFile,
  ExtendedFields, ItemTaxFullDetails, ItemType, ModifierGroup, PhysicalProperties, Price, PriceDescription,
  PriceSummary, ProductName, SubscriptionSettings, TaxableAddress, TaxSummary, TranslatableString,
} from '../shared/types';
import type {
  AuthorizationCaptureStatus, AuthorizationVoidStatus, ChargeType, FulfillmentStatus, OrderStatus,
  PaymentCollectabilityStatus, PaymentStatus, PaymentStatusEnumPaymentStatus, SortOrder, TransactionStatus,
} from './enums';
import type { Activity } from './activity-types';

export type * from '../shared/types';
export type * from './activity-types';

/**
 * A line item of an order.
 */
export interface OrderLineItem {
  _id?: string | undefined;
  productName?: ProductName | undefined;
  catalogReference?: CatalogReference | undefined;
  quantity?: number | undefined;
  totalDiscount?: Price | undefined;
  descriptionLines?: DescriptionLine[] | undefined;
  /** `wix:image://v1/…` string (wire: image object). */
  image?: string | undefined;
  physicalProperties?: PhysicalProperties | undefined;
  itemType?: ItemType & { preset?: ItemTypePreset | undefined } | undefined;
  fulfillerId?: string | null | undefined;
  refundQuantity?: number | null | undefined;
  restockQuantity?: number | null | undefined;
  price?: Price | undefined;
  priceBeforeDiscounts?: Price | undefined;
  totalPriceBeforeTax?: Price | undefined;
  totalPriceAfterTax?: Price | undefined;
  paymentOption?: PaymentOptionType | undefined;
  taxDetails?: ItemTaxFullDetails & { taxRate?: string | undefined; totalTax?: Price | undefined } | undefined;
  /** Digital file with its link expiry (`expirationDate`). */
  digitalFile?: DigitalFile | undefined;
  subscriptionInfo?: { _id?: string | null | undefined; cycleNumber?: number | undefined; subscriptionOptionTitle?: string | undefined; subscriptionSettings?: SubscriptionSettings | undefined } | undefined;
  priceDescription?: PriceDescription | undefined;
  depositAmount?: Price | undefined;
  lineItemPrice?: Price | undefined;
  /** Tax of this line item (`taxDetails` is deprecated on the platform in its favour). */
  taxInfo?: LineItemTaxInfo | undefined;
  /** Inventory locations the item is fulfilled from. */
  locations?: { _id?: string | undefined; quantity?: number | undefined; name?: string | null | undefined }[] | undefined;
  /** The address tax is computed for. */
  taxableAddress?: TaxableAddress | undefined;
  /** Whether the price is not yet defined and will be updated after the order is created. */
  priceUndetermined?: boolean | undefined;
  fixedQuantity?: boolean | undefined;
  extendedFields?: ExtendedFields | undefined;
  /** Modifier groups chosen for the item (prices as `Price`). */
  modifierGroups?: ModifierGroup<Price>[] | undefined;
  /** A quantity in a unit of measure (such as 1.5 kg), for items sold by measure. */
  decimalQuantity?: DecimalQuantity | undefined;
}

/** A quantity in a unit of measure: the unit (or another unit's name), the decimal value, and its description. */
export interface DecimalQuantity {
  measurementUnit?: MeasurementUnit | undefined;
  otherUnit?: string | undefined;
  /** Decimal string, such as `"1.5"`. */
  value?: string | undefined;
  description?: TranslatableString | undefined;
}

/** A unit of measure of a decimal quantity (the platform's `MeasurementUnit` values). */
export type MeasurementUnit =
  | 'UNSPECIFIED' | 'ML' | 'CL' | 'L' | 'CBM' | 'MG' | 'G' | 'KG' | 'MM' | 'CM' | 'M' | 'SQM' | 'OZ' | 'LB' | 'FLOZ' | 'PT' | 'QT' | 'GAL'
  | 'IN' | 'FT' | 'YD' | 'SQFT';

/** Tax of an order line item. */
export interface LineItemTaxInfo {
  taxAmount?: Price | undefined;
  taxableAmount?: Price | undefined;
  taxRate?: string | null | undefined;
  taxGroupId?: string | null | undefined;
  taxIncludedInPrice?: boolean | undefined;
  taxBreakdown?: {
    jurisdiction?: string | null | undefined;
    rate?: string | null | undefined;
    taxAmount?: Price | undefined;
    taxType?: string | null | undefined;
    taxName?: string | null | undefined;
    jurisdictionType?: JurisdictionType | undefined;
    nonTaxableAmount?: Price | undefined;
    taxableAmount?: Price | undefined;
  }[] | undefined;
}

/** One platform fee of an order. */
export interface PlatformFee {
  name?: TranslatableString | undefined;
  amount?: Price | undefined;
  lineItemId?: string | undefined;
  chargeType?: ChargeType | undefined;
  /** Decimal fraction between 0 and 1, such as `"0.05"` for 5%. */
  percentageRate?: string | undefined;
}

/** An order's platform fees. */
export interface PlatformFeeSummary {
  total?: Price | undefined;
  totalPassOn?: Price | undefined;
  totalAbsorbed?: Price | undefined;
  fees?: PlatformFee[] | undefined;
}

/**
 * How an order is delivered: the delivery time and instructions, the latest delivery date, the time
 * slot, the destination, and the pickup details.
 */
export interface DeliveryLogistics {
  deliveryTime?: string | null | undefined;
  instructions?: string | null | undefined;
  /** Latest delivery date. */
  deliverByDate?: Date | null | undefined;
  deliveryTimeSlot?: { from?: Date | null | undefined; to?: Date | null | undefined } | undefined;
  shippingDestination?: AddressWithContact | undefined;
  pickupDetails?: { address?: Address | undefined; pickupMethod?: PickupMethod | undefined } | undefined;
}

/**
 * The shipping of an order: the carrier and the option chosen (code and title), how it is delivered,
 * its cost with tax and discount, and the region.
 */
export interface ShippingInformation {
  carrierId?: string | null | undefined;
  code?: string | null | undefined;
  title?: string | undefined;
  logistics?: DeliveryLogistics | undefined;
  cost?: { price?: Price | undefined; totalPriceBeforeTax?: Price | undefined; totalPriceAfterTax?: Price | undefined; taxDetails?: ItemTaxFullDetails | undefined; discount?: Price | undefined } | undefined;
  region?: { name?: string | null | undefined } | undefined;
}

/** A list of tag ids. */
export interface TagList {
  tagIds?: string[] | undefined;
}

/**
 * The tags of an order: private tags (read only with an extra permission) and public tags (seen by
 * whoever sees the order), as tag ids.
 */
export interface Tags {
  privateTags?: TagList | undefined;
  tags?: TagList | undefined;
}

/**
 * An order. Money stays as the platform's decimal and formatted strings.
 */
export interface Order {
  _id?: string | null | undefined;
  number?: string | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  lineItems?: OrderLineItem[] | undefined;
  buyerInfo?: BuyerInfo | undefined;
  paymentStatus?: PaymentStatusEnumPaymentStatus | undefined;
  fulfillmentStatus?: FulfillmentStatus | undefined;
  buyerLanguage?: string | null | undefined;
  weightUnit?: WeightUnit | undefined;
  currency?: string | null | undefined;
  /** The currency the buyer paid in, and the rate it was converted at. */
  currencyConversionDetails?: { originalCurrency?: string | null | undefined; conversionRate?: string | null | undefined } | undefined;
  taxIncludedInPrices?: boolean | undefined;
  siteLanguage?: string | null | undefined;
  priceSummary?: PriceSummary | undefined;
  billingInfo?: AddressWithContact | undefined;
  shippingInfo?: ShippingInformation | undefined;
  buyerNote?: string | null | undefined;
  status?: OrderStatus | undefined;
  archived?: boolean | null | undefined;
  taxSummary?: TaxSummary | undefined;
  /** The order's tax: the total, by jurisdiction, and whether the order is exempt. */
  taxInfo?: OrderTaxInfo | undefined;
  appliedDiscounts?: AppliedDiscount[] | undefined;
  activities?: Activity[] | undefined;
  attributionSource?: 'UNSPECIFIED' | 'FACEBOOK_ADS' | undefined;
  /** Who created the order: a user, a member, a visitor or an app, by id. */
  createdBy?: { userId?: string | undefined; memberId?: string | undefined; visitorId?: string | undefined; appId?: string | undefined } | undefined;
  channelInfo?: { type?: ChannelType | undefined; externalOrderId?: string | null | undefined; externalOrderUrl?: string | null | undefined } | undefined;
  seenByAHuman?: boolean | null | undefined;
  checkoutId?: string | null | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a custom field's value is any JSON value, typed `any` by the platform's SDK; apps read it unnarrowed
  customFields?: { value?: any; title?: string | undefined; translatedTitle?: string | null | undefined }[] | undefined;
  balanceSummary?: BalanceSummary | undefined;
  additionalFees?: AdditionalFee[] | undefined;
  purchaseFlowId?: string | null | undefined;
  recipientInfo?: AddressWithContact | undefined;
  tags?: Tags | undefined;
  purchasedDate?: Date | null | undefined;
  businessLocation?: { _id?: string | undefined; name?: string | undefined } | undefined;
  platformFeeSummary?: PlatformFeeSummary | undefined;
  extendedFields?: ExtendedFields | undefined;
  /** What the order costs once a free trial ends. */
  payAfterFreeTrial?: PriceSummary | undefined;
  /** Whether the order was imported from another platform. */
  imported?: boolean | undefined;
}

/** The order fields `updateOrder` takes: every field of an order, each named and typed. */
export interface UpdateOrder extends Order {}

/** An amount as a decimal string and formatted with its currency. */
export interface Balance {
  amount?: string | undefined;
  formattedAmount?: string | undefined;
}

/**
 * An order's balance and what was paid, refunded, authorized, pending, charged back and reversed,
 * the platform fees, and the cash rounding adjustment.
 */
export interface BalanceSummary {
  balance?: Balance | undefined;
  paid?: Price | undefined;
  refunded?: Price | undefined;
  authorized?: Price | undefined;
  pendingRefund?: Price | undefined;
  pending?: Price | undefined;
  chargeback?: Price | undefined;
  chargebackReversal?: Price | undefined;
  platformFees?: Price | undefined;
  totalMinusPlatformFees?: Price | undefined;
  cashRoundingAdjustment?: Balance | undefined;
}

/** An order's tax: the total, one entry per tax and jurisdiction, and whether the order is exempt. */
export interface OrderTaxInfo {
  totalTax?: Price | undefined;
  taxBreakdown?: {
    taxName?: string | undefined;
    taxType?: string | undefined;
    jurisdiction?: string | undefined;
    jurisdictionType?: JurisdictionType | undefined;
    rate?: string | undefined;
    aggregatedTaxAmount?: Price | undefined;
  }[] | undefined;
  taxExempt?: boolean | null | undefined;
}

/**
 * The options of `orders.createOrder`: the order's settings (allowed actions, approval strategy, and
 * whether the buyer and the business are notified).
 */
export interface CreateOrderOptions {
  settings?: {
    allowedActions?: string[] | undefined;
    /** Whether anyone may edit the order, or only the apps listed. */
    editableByEveryone?: boolean | undefined;
    editableByOwnerApps?: { appIds?: string[] | undefined } | undefined;
    /** `DEFAULT`, `PAYMENT_RECEIVED` or `PAYMENT_METHOD_SAVED`. */
    orderApprovalStrategy?: string | undefined;
    notifications?: {
      sendNotificationToBuyer?: boolean | null | undefined;
      /** @deprecated not a platform field (it is `sendNotificationToBuyer`). */
      sendNotificationsToBuyer?: boolean | null | undefined;
      sendNotificationsToBusiness?: boolean | null | undefined;
    } | undefined;
  } | undefined;
}

/** One order of `bulkUpdateOrders`: the fields to write, and the field mask that names the ones to update. */
export interface MaskedOrder {
  order?: Order | undefined;
  /** SDK-side paths (`_id`, `buyerInfo.email`); sent comma-joined. */
  fieldMask?: string[] | undefined;
}

/** The options of `bulkUpdateOrders`: whether each result carries the updated order. */
export interface BulkUpdateOrdersOptions {
  returnEntity?: boolean | undefined;
}

/** The options of `cancelOrder`: whether to email the buyer (with a custom message), and whether to restock every item. */
export interface CancelOrderOptions {
  sendOrderCanceledEmail?: boolean | undefined;
  customMessage?: string | null | undefined;
  restockAllItems?: boolean | undefined;
}

/** The options of `bulkUpdateOrderTags`: the tags to assign and the tags to unassign. */
export interface BulkUpdateOrderTagsOptions {
  assignTags?: Tags | undefined;
  unassignTags?: Tags | undefined;
}

/** The outcome for one order of a bulk call: its id, its index in the request, and whether it succeeded or the error. */
export interface ItemMetadata {
  _id?: string | null | undefined;
  originalIndex?: number | undefined;
  success?: boolean | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  error?: { code?: string | undefined; description?: string | undefined; data?: Record<string, any> | null | undefined } | undefined;
}

/** The counts of a bulk call: how many orders succeeded, how many failed, and how many of the failures came without details. */
export interface BulkActionMetadata {
  totalSuccesses?: number | undefined;
  totalFailures?: number | undefined;
  undetailedFailures?: number | undefined;
}

/**
 * What `bulkUpdateOrders` answers: each order's outcome (and, with `returnEntity`, the updated order),
 * and the success and failure counts.
 */
export interface BulkUpdateOrdersResponse {
  results?: { itemMetadata?: ItemMetadata | undefined; item?: Order | undefined }[] | undefined;
  bulkActionMetadata?: BulkActionMetadata | undefined;
}

/** What `bulkUpdateOrderTags` answers: each order's outcome, and the success and failure counts. */
export interface BulkUpdateOrderTagsResponse {
  results?: { itemMetadata?: ItemMetadata | undefined }[] | undefined;
  bulkActionMetadata?: BulkActionMetadata | undefined;
}

/** One sort key of `searchOrders`: a field (by its SDK name, such as `_createdDate`) and the direction. */
export interface SortSpec {
  /** SDK field name (`_createdDate`); sent as the wire name. */
  fieldName?: string | undefined;
  order?: SortOrder | undefined;
}

/** A cursor search: filter, sort and cursor paging. */
export interface CursorSearch {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the platform's filter is any JSON object (its SDK types it so)
  filter?: Record<string, any> | null | undefined;
  sort?: SortSpec[] | undefined;
  cursorPaging?: { limit?: number | null | undefined; cursor?: string | null | undefined } | undefined;
}

/**
 * The paging of a cursor page: how many items it holds, the cursors of the next and previous pages,
 * and whether there is a next page.
 */
export interface CursorPagingMetadata {
  count?: number | null | undefined;
  cursors?: { next?: string | null | undefined; prev?: string | null | undefined } | undefined;
  hasNext?: boolean | null | undefined;
}

/**
 * What `searchOrders` answers: a cursor page of orders (a member sees their own).
 */
export interface SearchOrdersResponse {
  orders?: Order[] | undefined;
  metadata?: CursorPagingMetadata | undefined;
}

/** What `cancelOrder` answers: the canceled order. */
export interface CancelOrderResponse {
  order?: Order | undefined;
}

// Payments collector

/**
 * The options of `preparePaymentCollection`: an existing payment gateway order to collect with,
 * delayed capture and its settings, whether the merchant initiates the payment, and where the payment
 * page redirects afterwards.
 */
export interface PreparePaymentCollectionOptions {
  paymentGatewayOrderId?: string | null | undefined;
  /** @deprecated use `delayedCaptureSettings`. */
  delayedCapture?: boolean | undefined;
  merchantInitiated?: boolean | null | undefined;
  redirectUrls?: { success?: string | undefined; cancel?: string | undefined; error?: string | undefined; pending?: string | undefined } | undefined;
  delayedCaptureSettings?: { scheduledAction?: string | undefined; delayDuration?: { value?: number | undefined; unit?: string | undefined } | undefined } | undefined;
}

/** What `preparePaymentCollection` answers: the payment gateway order to collect the payment with. */
export interface PreparePaymentCollectionResponse {
  paymentGatewayOrderId?: string | undefined;
}

/** What `getPaymentCollectabilityStatus` answers: whether the order's payment can be collected, and the amount that can be. */
export interface GetPaymentCollectabilityStatusResponse {
  status?: PaymentCollectabilityStatus | undefined;
  amount?: Price | undefined;
}

/** One payment for `captureAuthorizedPayments`: the authorized payment's id and the amount to capture. */
export interface PaymentCapture {
  paymentId?: string | null | undefined;
  /** `{ amount: '10.00' }` — a decimal string. */
  amount?: Price | undefined;
}

/**
 * A payment of an order: its amount and status, and the details of a regular payment (method,
 * transaction, authorization and captures) or of a gift card payment.
 */
export interface Payment {
  _id?: string | null | undefined;
  _createdDate?: Date | null | undefined;
  _updatedDate?: Date | null | undefined;
  amount?: Price | undefined;
  refundDisabled?: boolean | undefined;
  /** The payment's status. */
  status?: PaymentStatus | undefined;
  regularPaymentDetails?: {
    paymentOrderId?: string | null | undefined;
    gatewayTransactionId?: string | null | undefined;
    paymentMethod?: string | null | undefined;
    providerTransactionId?: string | null | undefined;
    offlinePayment?: boolean | undefined;
    status?: TransactionStatus | undefined;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
    savedPaymentMethod?: Record<string, any> | undefined;
    authorizationDetails?: {
      delayedCapture?: boolean | undefined;
      authorizedDate?: Date | null | undefined;
      captures?: { status?: AuthorizationCaptureStatus | undefined; amount?: Price | undefined }[] | undefined;
      void?: { status?: AuthorizationVoidStatus | undefined } | undefined;
    } | undefined;
  } | undefined;
  giftcardPaymentDetails?: { giftCardPaymentId?: string | undefined; giftCardId?: string | undefined; appId?: string | undefined; voided?: boolean | undefined } | undefined;
  [key: string]: unknown;
}

/** An order's payments and refunds. */
export interface OrderTransactions {
  orderId?: string | undefined;
  payments?: Payment[] | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a platform Struct: its SDK types it `Record<string, any>` and apps read its fields unnarrowed
  refunds?: Record<string, any>[] | undefined;
}

/** What `voidAuthorizedPayments` and `captureAuthorizedPayments` answer: the order's payments and refunds after the change. */
export interface PaymentsResponse {
  orderTransactions?: OrderTransactions | undefined;
}
