import { SiteKitError, type ApplicationErrorData, type SiteKitErrorInit } from './sitekit-error';

/**
 * A business-rule error from the platform: `code` is the platform's own (for example
 * `OWNED_CART_NOT_FOUND`), with `description` and `data`; also at `details.applicationError`, beside
 * `details.requestId`. The message reads `<platform message>: <description>` when the platform sent
 * a top-level message (`Order not found: Order ord-missing does not exist`), as the platform's SDK does.
 */
export class ApplicationError extends SiteKitError {
  declare readonly description: string;
  declare readonly data?: unknown;

  constructor(app: ApplicationErrorData, init: Omit<SiteKitErrorInit, 'code'>, message?: string) {
    const text = message && app.description && message !== app.description ? `${message}: ${app.description}` : app.description || message || app.code;
    const details = { applicationError: app, ...(init.requestId && { requestId: init.requestId }) };
    super(text, { details, ...init, code: app.code }, 'ApplicationError');
    Object.assign(this, { description: app.description, data: app.data });
  }
}
