import type { ChannelType, ItemTypePreset, JurisdictionType, PaymentOptionType, PickupMethod, WeightUnit } from '../shared/enums';
import type {
  Address, AddressWithContact, AdditionalFee, AppliedDiscount, BuyerInfo, CatalogReference, DescriptionLine, DigitalFile,
  ExtendedFields, ItemTaxFullDetails, ItemType, ModifierGroup, PhysicalProperties, Price, PriceDescription,
  PriceSummary, ProductName, SubscriptionSettings, TaxableAddress, TaxSummary, TranslatableString,
} from '../shared/types';
import type {
  ActivityType, AuthorizationCaptureStatus, AuthorizationVoidStatus, ChargeType, FulfillmentStatus, OrderStatus,
  PaymentCollectabilityStatus, PaymentStatus, PaymentStatusEnumPaymentStatus, SortOrder, TransactionStatus,
} from './enums';

export type * from '../shared/types';

/**
 * A line item of an order.
 */
export interface OrderLineItem {
  _id?: string;
  productName?: ProductName;
  catalogReference?: CatalogReference;
  quantity?: number;
  totalDiscount?: Price;
  descriptionLines?: DescriptionLine[];
  /** `wix:image://v1/…` string (wire: image object). */
  image?: string;
  physicalProperties?: PhysicalProperties;
  itemType?: ItemType & { preset?: ItemTypePreset };
  fulfillerId?: string | null;
  refundQuantity?: number | null;
  restockQuantity?: number | null;
  price?: Price;
  priceBeforeDiscounts?: Price;
  totalPriceBeforeTax?: Price;
  totalPriceAfterTax?: Price;
  paymentOption?: PaymentOptionType;
  taxDetails?: ItemTaxFullDetails & { taxRate?: string; totalTax?: Price };
  /** Digital file with its link expiry (`expirationDate`). */
  digitalFile?: DigitalFile;
  subscriptionInfo?: { _id?: string | null; cycleNumber?: number; subscriptionOptionTitle?: string; subscriptionSettings?: SubscriptionSettings };
  priceDescription?: PriceDescription;
  depositAmount?: Price;
  lineItemPrice?: Price;
  /** Tax of this line item (`taxDetails` is deprecated on the platform in its favour). */
  taxInfo?: LineItemTaxInfo;
  /** Inventory locations the item is fulfilled from. */
  locations?: { _id?: string; quantity?: number; name?: string | null }[];
  /** The address tax is computed for. */
  taxableAddress?: TaxableAddress;
  /** Whether the price is not yet defined and will be updated after the order is created. */
  priceUndetermined?: boolean;
  fixedQuantity?: boolean;
  extendedFields?: ExtendedFields;
  /** Modifier groups chosen for the item (prices as `Price`). */
  modifierGroups?: ModifierGroup<Price>[];
  [key: string]: unknown;
}

/** Tax of an order line item. */
export interface LineItemTaxInfo {
  taxAmount?: Price;
  taxableAmount?: Price;
  taxRate?: string | null;
  taxGroupId?: string | null;
  taxIncludedInPrice?: boolean;
  taxBreakdown?: {
    jurisdiction?: string | null;
    rate?: string | null;
    taxAmount?: Price;
    taxType?: string | null;
    taxName?: string | null;
    jurisdictionType?: JurisdictionType;
    nonTaxableAmount?: Price;
    taxableAmount?: Price;
  }[];
}

/** One platform fee of an order. */
export interface PlatformFee {
  name?: TranslatableString;
  amount?: Price;
  lineItemId?: string;
  chargeType?: ChargeType;
  /** Decimal fraction between 0 and 1, such as `"0.05"` for 5%. */
  percentageRate?: string;
}

/** An order's platform fees. */
export interface PlatformFeeSummary {
  total?: Price;
  totalPassOn?: Price;
  totalAbsorbed?: Price;
  fees?: PlatformFee[];
}

/**
 * How an order is delivered: the delivery time and instructions, the latest delivery date, the time
 * slot, the destination, and the pickup details.
 */
export interface DeliveryLogistics {
  deliveryTime?: string | null;
  instructions?: string | null;
  /** Latest delivery date. */
  deliverByDate?: Date | null;
  deliveryTimeSlot?: { from?: Date | null; to?: Date | null };
  shippingDestination?: AddressWithContact;
  pickupDetails?: { address?: Address; pickupMethod?: PickupMethod };
}

/**
 * The shipping of an order: the carrier and the option chosen (code and title), how it is delivered,
 * its cost with tax and discount, and the region.
 */
export interface ShippingInformation {
  carrierId?: string | null;
  code?: string | null;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: { price?: Price; totalPriceBeforeTax?: Price; totalPriceAfterTax?: Price; taxDetails?: ItemTaxFullDetails; discount?: Price };
  region?: { name?: string | null };
}

/** One entry of an order's activity log: its type and date, who wrote it, and a merchant comment or an app's custom activity. */
export interface Activity {
  _id?: string | null;
  authorEmail?: string | null;
  _createdDate?: Date | null;
  type?: ActivityType;
  customActivity?: { appId?: string; type?: string; additionalData?: Record<string, string> };
  merchantComment?: { message?: string };
  [key: string]: unknown;
}

/** A list of tag ids. */
export interface TagList {
  tagIds?: string[];
}

/**
 * The tags of an order: private tags (read only with an extra permission) and public tags (seen by
 * whoever sees the order), as tag ids.
 */
export interface Tags {
  privateTags?: TagList;
  tags?: TagList;
}

/**
 * An order. Money stays as the platform's decimal and formatted strings.
 */
export interface Order {
  _id?: string | null;
  number?: string;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  lineItems?: OrderLineItem[];
  buyerInfo?: BuyerInfo;
  paymentStatus?: PaymentStatusEnumPaymentStatus;
  fulfillmentStatus?: FulfillmentStatus;
  buyerLanguage?: string | null;
  weightUnit?: WeightUnit;
  currency?: string | null;
  taxIncludedInPrices?: boolean;
  siteLanguage?: string | null;
  priceSummary?: PriceSummary;
  billingInfo?: AddressWithContact;
  shippingInfo?: ShippingInformation;
  buyerNote?: string | null;
  status?: OrderStatus;
  archived?: boolean | null;
  taxSummary?: TaxSummary;
  appliedDiscounts?: AppliedDiscount[];
  activities?: Activity[];
  channelInfo?: { type?: ChannelType; externalOrderId?: string | null; externalOrderUrl?: string | null };
  seenByAHuman?: boolean | null;
  checkoutId?: string | null;
  customFields?: { value?: any; title?: string; translatedTitle?: string | null }[];
  balanceSummary?: { balance?: { amount?: string; formattedAmount?: string }; paid?: Price; refunded?: Price; authorized?: Price };
  additionalFees?: AdditionalFee[];
  purchaseFlowId?: string | null;
  recipientInfo?: AddressWithContact;
  tags?: Tags;
  purchasedDate?: Date | null;
  businessLocation?: { _id?: string; name?: string };
  platformFeeSummary?: PlatformFeeSummary;
  extendedFields?: ExtendedFields;
  [key: string]: unknown;
}

/** Order fields `updateOrder` accepts. */
export interface UpdateOrder extends Omit<Order, '_id'> {}

/**
 * The options of `orders.createOrder`: the order's settings (allowed actions, approval strategy, and
 * whether the buyer and the business are notified).
 */
export interface CreateOrderOptions {
  settings?: {
    allowedActions?: string[];
    orderApprovalStrategy?: string;
    notifications?: { sendNotificationsToBuyer?: boolean | null; sendNotificationsToBusiness?: boolean | null };
    [key: string]: unknown;
  };
}

/** One order of `bulkUpdateOrders`: the fields to write, and the field mask that names the ones to update. */
export interface MaskedOrder {
  order?: Order;
  /** SDK-side paths (`_id`, `buyerInfo.email`); sent comma-joined. */
  fieldMask?: string[];
}

/** The options of `bulkUpdateOrders`: whether each result carries the updated order. */
export interface BulkUpdateOrdersOptions {
  returnEntity?: boolean;
}

/** The options of `cancelOrder`: whether to email the buyer (with a custom message), and whether to restock every item. */
export interface CancelOrderOptions {
  sendOrderCanceledEmail?: boolean;
  customMessage?: string | null;
  restockAllItems?: boolean;
}

/** The options of `bulkUpdateOrderTags`: the tags to assign and the tags to unassign. */
export interface BulkUpdateOrderTagsOptions {
  assignTags?: Tags;
  unassignTags?: Tags;
}

/** The outcome for one order of a bulk call: its id, its index in the request, and whether it succeeded or the error. */
export interface ItemMetadata {
  _id?: string | null;
  originalIndex?: number;
  success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, any> | null };
}

/** The counts of a bulk call: how many orders succeeded, how many failed, and how many of the failures came without details. */
export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

/**
 * What `bulkUpdateOrders` answers: each order's outcome (and, with `returnEntity`, the updated order),
 * and the success and failure counts.
 */
export interface BulkUpdateOrdersResponse {
  results?: { itemMetadata?: ItemMetadata; item?: Order }[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** What `bulkUpdateOrderTags` answers: each order's outcome, and the success and failure counts. */
export interface BulkUpdateOrderTagsResponse {
  results?: { itemMetadata?: ItemMetadata }[];
  bulkActionMetadata?: BulkActionMetadata;
}

/** One sort key of `searchOrders`: a field (by its SDK name, such as `_createdDate`) and the direction. */
export interface SortSpec {
  /** SDK field name (`_createdDate`); sent as the wire name. */
  fieldName?: string;
  order?: SortOrder;
}

/** A cursor search: filter, sort and cursor paging. */
export interface CursorSearch {
  filter?: Record<string, any> | null;
  sort?: SortSpec[];
  cursorPaging?: { limit?: number | null; cursor?: string | null };
}

/**
 * The paging of a cursor page: how many items it holds, the cursors of the next and previous pages,
 * and whether there is a next page.
 */
export interface CursorPagingMetadata {
  count?: number | null;
  cursors?: { next?: string | null; prev?: string | null };
  hasNext?: boolean | null;
}

/**
 * What `searchOrders` answers: a cursor page of orders (a member sees their own).
 */
export interface SearchOrdersResponse {
  orders?: Order[];
  metadata?: CursorPagingMetadata;
}

/** What `cancelOrder` answers: the canceled order. */
export interface CancelOrderResponse {
  order?: Order;
}

// Payments collector

/**
 * The options of `preparePaymentCollection`: an existing payment gateway order to collect with,
 * delayed capture and its settings, whether the merchant initiates the payment, and where the payment
 * page redirects afterwards.
 */
export interface PreparePaymentCollectionOptions {
  paymentGatewayOrderId?: string | null;
  /** @deprecated use `delayedCaptureSettings`. */
  delayedCapture?: boolean;
  merchantInitiated?: boolean | null;
  redirectUrls?: { success?: string; cancel?: string; error?: string; pending?: string };
  delayedCaptureSettings?: { scheduledAction?: string; delayDuration?: { value?: number; unit?: string } };
}

/** What `preparePaymentCollection` answers: the payment gateway order to collect the payment with. */
export interface PreparePaymentCollectionResponse {
  paymentGatewayOrderId?: string;
}

/** What `getPaymentCollectabilityStatus` answers: whether the order's payment can be collected, and the amount that can be. */
export interface GetPaymentCollectabilityStatusResponse {
  status?: PaymentCollectabilityStatus;
  amount?: Price;
}

/** One payment for `captureAuthorizedPayments`: the authorized payment's id and the amount to capture. */
export interface PaymentCapture {
  paymentId?: string | null;
  /** `{ amount: '10.00' }` — a decimal string. */
  amount?: Price;
}

/**
 * A payment of an order: its amount and status, and the details of a regular payment (method,
 * transaction, authorization and captures) or of a gift card payment.
 */
export interface Payment {
  _id?: string | null;
  _createdDate?: Date | null;
  _updatedDate?: Date | null;
  amount?: Price;
  refundDisabled?: boolean;
  /** The payment's status. */
  status?: PaymentStatus;
  regularPaymentDetails?: {
    paymentOrderId?: string | null;
    gatewayTransactionId?: string | null;
    paymentMethod?: string | null;
    providerTransactionId?: string | null;
    offlinePayment?: boolean;
    status?: TransactionStatus;
    savedPaymentMethod?: Record<string, any>;
    authorizationDetails?: {
      delayedCapture?: boolean;
      authorizedDate?: Date | null;
      captures?: { status?: AuthorizationCaptureStatus; amount?: Price }[];
      void?: { status?: AuthorizationVoidStatus };
    };
  };
  giftcardPaymentDetails?: { giftCardPaymentId?: string; giftCardId?: string; appId?: string; voided?: boolean };
  [key: string]: unknown;
}

/** An order's payments and refunds. */
export interface OrderTransactions {
  orderId?: string;
  payments?: Payment[];
  refunds?: Record<string, any>[];
}

/** What `voidAuthorizedPayments` and `captureAuthorizedPayments` answer: the order's payments and refunds after the change. */
export interface PaymentsResponse {
  orderTransactions?: OrderTransactions;
}
