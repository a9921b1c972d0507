import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const digest = (purpose: string, secret: string) => createHash('sha256').update(`sitekit ${purpose}\0${secret}`).digest();

/**
 * The key-name part for a secret (a refresh token, a session id, a generation): a SHA-256 digest,
 * so no key name holds the secret itself. Its purpose is hashed in, so the name never gives away
 * the key that {@link seal} derives from the same secret.
 */
export const hashed = (secret: string): string => digest('key name', secret).toString('base64url');

/**
 * `value` as JSON, encrypted (AES-256-GCM) with a key derived from `secret`: what the store keeps
 * (renewed tokens, a session) can be read only by a request that carries the secret it is stored
 * under (the refresh token renewed with, the session id), not by whoever reads Redis.
 */
export function seal(secret: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest('seal', secret), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** What {@link seal} sealed with the same secret, or `undefined` (another secret, or damaged). */
export function unseal<T>(secret: string, sealed: string): T | undefined {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', digest('seal', secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return undefined;
  }
}
