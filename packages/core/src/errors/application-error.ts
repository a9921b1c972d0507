import { SiteKitError, type ApplicationErrorData, type SiteKitErrorInit } from './sitekit-error';

/**
 * A business-rule error from the platform: `code` is the platform's own (for example
 * `OWNED_CART_NOT_FOUND`), with `description` and `data`; also at `details.applicationError`.
 *
 * @example
 * ```ts
 * catch (e) { if (isApplicationError(e) && e.code === 'COUPON_DOES_NOT_EXIST') showCouponHint() }
 * ```
 */
export class ApplicationError extends SiteKitError {
  declare readonly description: string;
  declare readonly data?: unknown;

  constructor(app: ApplicationErrorData, init: Omit<SiteKitErrorInit, 'code'>) {
    super(app.description || app.code, { details: { applicationError: app }, ...init, code: app.code }, 'ApplicationError');
    Object.assign(this, { description: app.description, data: app.data });
  }
}
