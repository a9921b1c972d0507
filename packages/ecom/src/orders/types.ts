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

export interface DeliveryLogistics {
  deliveryTime?: string | null;
  instructions?: string | null;
  /** Latest delivery date. */
  deliverByDate?: Date | null;
  deliveryTimeSlot?: { from?: Date | null; to?: Date | null };
  shippingDestination?: AddressWithContact;
  pickupDetails?: { address?: Address; pickupMethod?: PickupMethod };
}

export interface ShippingInformation {
  carrierId?: string | null;
  code?: string | null;
  title?: string;
  logistics?: DeliveryLogistics;
  cost?: { price?: Price; totalPriceBeforeTax?: Price; totalPriceAfterTax?: Price; taxDetails?: ItemTaxFullDetails; discount?: Price };
  region?: { name?: string | null };
}

export interface Activity {
  _id?: string | null;
  authorEmail?: string | null;
  _createdDate?: Date | null;
  type?: ActivityType;
  customActivity?: { appId?: string; type?: string; additionalData?: Record<string, string> };
  merchantComment?: { message?: string };
  [key: string]: unknown;
}

export interface TagList {
  tagIds?: string[];
}

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

export interface CreateOrderOptions {
  settings?: {
    allowedActions?: string[];
    orderApprovalStrategy?: string;
    notifications?: { sendNotificationsToBuyer?: boolean | null; sendNotificationsToBusiness?: boolean | null };
    [key: string]: unknown;
  };
}

export interface MaskedOrder {
  order?: Order;
  /** SDK-side paths (`_id`, `buyerInfo.email`); sent comma-joined. */
  fieldMask?: string[];
}

export interface BulkUpdateOrdersOptions {
  returnEntity?: boolean;
}

export interface CancelOrderOptions {
  sendOrderCanceledEmail?: boolean;
  customMessage?: string | null;
  restockAllItems?: boolean;
}

export interface BulkUpdateOrderTagsOptions {
  assignTags?: Tags;
  unassignTags?: Tags;
}

export interface ItemMetadata {
  _id?: string | null;
  originalIndex?: number;
  success?: boolean;
  error?: { code?: string; description?: string; data?: Record<string, any> | null };
}

export interface BulkActionMetadata {
  totalSuccesses?: number;
  totalFailures?: number;
  undetailedFailures?: number;
}

export interface BulkUpdateOrdersResponse {
  results?: { itemMetadata?: ItemMetadata; item?: Order }[];
  bulkActionMetadata?: BulkActionMetadata;
}

export interface BulkUpdateOrderTagsResponse {
  results?: { itemMetadata?: ItemMetadata }[];
  bulkActionMetadata?: BulkActionMetadata;
}

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

export interface CancelOrderResponse {
  order?: Order;
}

// Payments collector

export interface PreparePaymentCollectionOptions {
  paymentGatewayOrderId?: string | null;
  /** @deprecated use `delayedCaptureSettings`. */
  delayedCapture?: boolean;
  merchantInitiated?: boolean | null;
  redirectUrls?: { success?: string; cancel?: string; error?: string; pending?: string };
  delayedCaptureSettings?: { scheduledAction?: string; delayDuration?: { value?: number; unit?: string } };
}

export interface PreparePaymentCollectionResponse {
  paymentGatewayOrderId?: string;
}

export interface GetPaymentCollectabilityStatusResponse {
  status?: PaymentCollectabilityStatus;
  amount?: Price;
}

export interface PaymentCapture {
  paymentId?: string | null;
  /** `{ amount: '10.00' }` — a decimal string. */
  amount?: Price;
}

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

export interface OrderTransactions {
  orderId?: string;
  payments?: Payment[];
  refunds?: Record<string, any>[];
}

export interface PaymentsResponse {
  orderTransactions?: OrderTransactions;
}
