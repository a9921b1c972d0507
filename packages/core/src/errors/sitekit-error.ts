/** A field violation as the platform reports it (docs/wire/conventions.md lists the constraint types). */
export interface FieldViolation {
  field: string;
  description: string;
  violatedRule?: string | undefined;
  ruleName?: string | undefined;
  data?: unknown;
}

/** The platform's application error payload, kept where code ported from the platform's SDK looks for it. */
export interface ApplicationErrorData {
  code: string;
  description: string;
  data?: unknown;
}

/**
 * The `details` of a `SiteKitError`: the field violations of a rejected request or the platform's
 * application error, and any other detail the error carries (e.g. `oauthError`).
 */
export interface ErrorDetails {
  validationError?: { fieldViolations: FieldViolation[] } | undefined;
  applicationError?: ApplicationErrorData | undefined;
  [key: string]: unknown;
}

/** What a `SiteKitError` is made from: its stable code, the HTTP status, the platform's request id and details. */
export interface SiteKitErrorInit {
  code: string;
  status?: number | undefined;
  requestId?: string | undefined;
  details?: ErrorDetails | undefined;
  cause?: unknown;
  /** Brand names this instance answers to in the guards (see `guards.ts`). */
  brands?: string[] | undefined;
}

/** The brand key: realm-safe (works across duplicated package copies), so guards never rely on `instanceof`. */
export const BRAND = Symbol.for('sitekit.error');

/**
 * The root of every error SiteKit throws. `code` is a stable string to switch on;
 * `status` and `requestId` are set when the platform answered.
 *
 * @example
 * ```ts
 * try { await client.currentCart.getCurrentCart() }
 * catch (e) { if (isSiteKitError(e) && e.code === 'OWNED_CART_NOT_FOUND') showEmptyCart() }
 * ```
 */
export class SiteKitError extends Error {
  declare readonly code: string;
  declare readonly status?: number | undefined;
  declare readonly requestId?: string | undefined;
  declare readonly details?: ErrorDetails | undefined;
  declare readonly [BRAND]: string[];

  /** `name` is passed explicitly: minifiers rename classes, and guards must keep working. */
  constructor(message: string, { brands = [], ...init }: SiteKitErrorInit, name = 'SiteKitError') {
    super(message, init);
    Object.assign(this, init, { name, [BRAND]: ['SiteKitError', name, ...brands] });
  }
}
