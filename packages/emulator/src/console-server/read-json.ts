import { readBodyBytes } from '../engine/body';

/** Largest JSON body a console POST reads, in bytes (an edited data item travels in it). */
export const MAX_CONSOLE_BODY_BYTES = 16 * 1024;

/** A console body refused unread: larger than {@link MAX_CONSOLE_BODY_BYTES}. */
export class BodyTooLargeError extends Error {
  constructor() {
    super(`The body is larger than the console's limit of ${MAX_CONSOLE_BODY_BYTES} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * A console POST's JSON body (`{}` when empty). A body declared or streaming past
 * {@link MAX_CONSOLE_BODY_BYTES} throws {@link BodyTooLargeError} without being read whole; text that
 * is not JSON throws a `SyntaxError`.
 */
export async function readJson(request: Request): Promise<unknown> {
  const bytes = await readBodyBytes(request, MAX_CONSOLE_BODY_BYTES);
  if (bytes === undefined) throw new BodyTooLargeError();
  const text = new TextDecoder().decode(bytes);
  return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
}
