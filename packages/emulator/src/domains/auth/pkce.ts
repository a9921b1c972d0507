const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

function base64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 code challenge of a verifier: base64url(SHA-256(verifier)), no padding. */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

/** Whether `verifier` is well-formed (RFC 7636: 43–128 unreserved characters) and hashes to `challenge`. */
export async function verifyPkce(verifier: unknown, challenge: string): Promise<boolean> {
  if (typeof verifier !== 'string' || !VERIFIER.test(verifier)) return false;
  return (await s256(verifier)) === challenge;
}
