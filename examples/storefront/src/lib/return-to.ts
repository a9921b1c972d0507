/** A same-origin relative path to go back to after login, else `/account`. */
export function safeReturnTo(value: string | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/account';
}
