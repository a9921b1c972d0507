/**
 * Input types never stricter than the platform's: what an app typed with the platform's own packages
 * (`@wix/auto_sdk_ecom_current-cart`, which `@wix/ecom` re-exports as `currentCart`) hands to a call,
 * SiteKit's call takes, line items and all.
 */
import { describe, it } from 'vitest';
import type * as platform from '@wix/auto_sdk_ecom_current-cart';
import type { currentCart } from '@sitekit/ecom';

/** Compiles only when a value of type `From` may be given where `To` is asked for. */
const accepts = <To>(value: To): To => value;
declare const given: {
  lineItem: platform.LineItem;
  customLineItem: platform.CustomLineItem;
  add: platform.AddToCurrentCartOptions;
  update: platform.UpdateCurrentCartOptions;
  create: platform.CreateCheckoutFromCurrentCartOptions;
  estimate: platform.EstimateCurrentCartTotalsOptions;
};

describe('current cart inputs typed with the platform package', () => {
  it("accepts the platform's LineItem and CustomLineItem", () => {
    accepts<NonNullable<currentCart.AddToCurrentCartOptions['lineItems']>>([given.lineItem]);
    accepts<NonNullable<currentCart.AddToCurrentCartOptions['customLineItems']>>([given.customLineItem]);
  });

  it("accepts the platform's whole options of every call", () => {
    accepts<currentCart.AddToCurrentCartOptions>(given.add);
    accepts<currentCart.UpdateCurrentCartOptions>(given.update);
    accepts<currentCart.CreateCheckoutFromCurrentCartOptions>(given.create);
    accepts<currentCart.EstimateCurrentCartTotalsOptions>(given.estimate);
  });
});
