import { wireReader } from '../transforms/wire';

/** How an identity logs in (`email` for email/password sites). */
export interface LoginId {
  email?: string | undefined;
  phone?: string | undefined;
  username?: string | undefined;
}

/**
 * Server-side states of the identity state machine (docs/wire/identity.md). Open to new server values.
 */
export const StateType = {
  UNKNOWN_STATE: 'UNKNOWN_STATE',
  SUCCESS: 'SUCCESS',
  REQUIRE_OWNER_APPROVAL: 'REQUIRE_OWNER_APPROVAL',
  REQUIRE_EMAIL_VERIFICATION: 'REQUIRE_EMAIL_VERIFICATION',
  STATUS_CHECK: 'STATUS_CHECK',
} as const;
export type StateType = (typeof StateType)[keyof typeof StateType] | (string & {});

/** Email tags. */
export const EmailTag = { UNTAGGED: 'UNTAGGED', MAIN: 'MAIN', HOME: 'HOME', WORK: 'WORK' } as const;
export type EmailTag = (typeof EmailTag)[keyof typeof EmailTag] | (string & {});
/** Phone tags. */
export const PhoneTag = { UNTAGGED: 'UNTAGGED', MAIN: 'MAIN', HOME: 'HOME', MOBILE: 'MOBILE', WORK: 'WORK', FAX: 'FAX' } as const;
export type PhoneTag = (typeof PhoneTag)[keyof typeof PhoneTag] | (string & {});
/** Address tags. */
export const AddressTag = { UNTAGGED: 'UNTAGGED', HOME: 'HOME', WORK: 'WORK', BILLING: 'BILLING', SHIPPING: 'SHIPPING' } as const;
export type AddressTag = (typeof AddressTag)[keyof typeof AddressTag] | (string & {});
/** Profile privacy. */
export const PrivacyStatus = { UNDEFINED: 'UNDEFINED', PUBLIC: 'PUBLIC', PRIVATE: 'PRIVATE' } as const;
export type PrivacyStatus = (typeof PrivacyStatus)[keyof typeof PrivacyStatus] | (string & {});
/** Identity status names. */
export const StatusName = { UNKNOWN_STATUS: 'UNKNOWN_STATUS', PENDING: 'PENDING', ACTIVE: 'ACTIVE', DELETED: 'DELETED', BLOCKED: 'BLOCKED', OFFLINE: 'OFFLINE' } as const;
export type StatusName = (typeof StatusName)[keyof typeof StatusName] | (string & {});
/** Why an identity is pending. */
export const Reason = { UNKNOWN_REASON: 'UNKNOWN_REASON', PENDING_ADMIN_APPROVAL_REQUIRED: 'PENDING_ADMIN_APPROVAL_REQUIRED', PENDING_EMAIL_VERIFICATION_REQUIRED: 'PENDING_EMAIL_VERIFICATION_REQUIRED' } as const;
export type Reason = (typeof Reason)[keyof typeof Reason] | (string & {});
/** Tenant types. */
export const TenantType = { UNKNOWN_TENANT_TYPE: 'UNKNOWN_TENANT_TYPE', ACCOUNT: 'ACCOUNT', SITE: 'SITE', ROOT: 'ROOT' } as const;
export type TenantType = (typeof TenantType)[keyof typeof TenantType] | (string & {});

/** A custom profile field value (dates are `Date` on the SDK side). */
export interface CustomValue {
  strValue?: string | undefined;
  numValue?: number | undefined;
  dateValue?: Date | undefined;
  listValue?: { value?: CustomValue[] | undefined } | undefined;
  mapValue?: { value?: Record<string, CustomValue> | undefined } | undefined;
}

/** A member identity's profile: names, nickname, picture, emails, phones, addresses, custom fields and privacy status. */
export interface IdentityProfile {
  firstName?: string | undefined;
  lastName?: string | undefined;
  nickname?: string | undefined;
  picture?: string | undefined;
  /** The identity's email addresses (deprecated by the platform in favour of `secondaryEmails`). */
  emails?: string[] | undefined;
  /** The identity's phone numbers (deprecated by the platform in favour of `phonesV2`). */
  phones?: string[] | undefined;
  /** The email addresses with their tags. */
  secondaryEmails?: { email?: string | undefined; tag?: EmailTag | undefined }[] | undefined;
  /** The phone numbers with their tags and country codes. */
  phonesV2?: { phone?: string | undefined; tag?: PhoneTag | undefined; countryCode?: string | null | undefined }[] | undefined;
  addresses?: { tag?: AddressTag | undefined; address?: Record<string, unknown> | undefined }[] | undefined;
  customFields?: { name?: string | undefined; value?: CustomValue | undefined }[] | undefined;
  privacyStatus?: PrivacyStatus | undefined;
  [key: string]: unknown;
}

/** An identity as auth responses return it. */
export interface Identity {
  _id?: string | undefined;
  _createdDate?: Date | undefined;
  _updatedDate?: Date | undefined;
  email?: { address?: string | undefined; isVerified?: boolean | undefined } | undefined;
  identityProfile?: IdentityProfile | undefined;
  status?: { name?: StatusName | undefined; reasons?: Reason[] | undefined } | undefined;
  [key: string]: unknown;
}

/** What register, login, recover and verify answer: the next state of the state machine. */
export interface StateMachineResponse {
  state?: StateType | undefined;
  sessionToken?: string | undefined;
  stateToken?: string | undefined;
  identity?: Identity | undefined;
  additionalData?: Record<string, CustomValue> | undefined;
}

/** The states of a legacy v1 login, register or proceed: done, waiting for the owner's approval, or waiting for a check. Open to new server values. */
export const StateStatus = { DONE: 'DONE', REQUIRE_OWNER_APPROVAL: 'REQUIRE_OWNER_APPROVAL', STATUS_CHECK: 'STATUS_CHECK' } as const;
export type StateStatus = (typeof StateStatus)[keyof typeof StateStatus] | (string & {});

/** A legacy v1 state: its status, and the token that continues the flow when it is not done. */
export interface State {
  status?: StateStatus | undefined;
  stateToken?: string | null | undefined;
}

/** What the legacy v1 register, login and proceed answer: the state as `{ status, stateToken }`, the session token when done, and the identity. */
export interface LoginResponse {
  state?: State | undefined;
  sessionToken?: string | null | undefined;
  identity?: Identity | undefined;
  additionalData?: Record<string, CustomValue> | undefined;
}

/** Captcha tokens as the identity service takes them: `[{ Recaptcha }, { InvisibleRecaptcha }]` style. */
export type CaptchaTokens = Record<string, string | undefined>[];

/**
 * Wire → SDK for state-machine responses: `_id`, dates (also custom `dateValue`s) as `Date`, and a custom
 * `numValue` as a number (a float travels as a string when it is `NaN` or `±Infinity`).
 */
export const fromStateResponse: (res: unknown) => StateMachineResponse = /* @__PURE__ */ wireReader({
  dates: ['dateValue'],
  fields: { numValue: { read: (value) => (typeof value === 'string' ? Number(value) : value) } },
});
