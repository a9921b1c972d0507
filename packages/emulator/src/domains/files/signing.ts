/** Signed, expiring URLs: an HMAC-SHA-256 over the URL's path and its parameters, with the state's key. */

const encoder = new TextEncoder();

async function hmac(key: string, text: string): Promise<string> {
  const k = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = await crypto.subtle.sign('HMAC', k, encoder.encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(sig))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text signed: the path and every parameter but `sig`, sorted. */
function signedText(url: URL): string {
  const params = [...url.searchParams].filter(([k]) => k !== 'sig').sort(([a], [b]) => a.localeCompare(b));
  return `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Adds `exp` (epoch ms) and `sig` to a URL. */
export async function signUrl(url: URL, key: string, expiresAt: Date): Promise<string> {
  url.searchParams.set('exp', String(expiresAt.getTime()));
  url.searchParams.set('sig', await hmac(key, signedText(url)));
  return url.toString();
}

/** Why a signed URL is refused (`undefined`: it is good). */
export async function checkSignedUrl(url: URL, key: string, now: Date): Promise<'tampered' | 'expired' | undefined> {
  const sig = url.searchParams.get('sig');
  if (!sig || sig !== (await hmac(key, signedText(url)))) return 'tampered';
  if (Number(url.searchParams.get('exp')) <= now.getTime()) return 'expired';
  return undefined;
}
