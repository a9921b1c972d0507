import { SiteKitError } from '../../errors/sitekit-error';

/**
 * How long a direct (hidden-frame) login waits for the platform's answer, in ms (docs/wire/identity.md): 120000.
 */
export const DIRECT_LOGIN_TIMEOUT_MS = 120_000;

/** What the hosted `web_message` page posts to its parent. */
export interface AuthorizationResponse {
  code: string;
  state: string;
}

/** The options of `hiddenFrameLogin`: the window that hosts the hidden frame, and how long to wait for its answer. */
export interface HiddenFrameOptions {
  /** The browser window that hosts the frame (default: the global `window`). Browser only. */
  window?: Window | undefined;
  /** Default 120000 ms. */
  timeoutMs?: number | undefined;
}

/**
 * Browser only: loads `authUrl` (a `web_message` redirect session) in a hidden iframe and waits for
 * the authorization response. A message counts only when it comes from `authUrl`'s origin, from that
 * frame's own window, and carries the expected `state`; everything else is ignored. The frame and
 * the listener are removed on every outcome (code, platform error, timeout).
 *
 * @example
 * ```ts
 * const { code, state } = await hiddenFrameLogin(authUrl, oauthData.state);
 * ```
 * @throws {SiteKitError} `OAuth flow timed out` after `timeoutMs`; the platform's error description on an error answer
 */
export function hiddenFrameLogin(authUrl: string, state: string, options: HiddenFrameOptions = {}): Promise<AuthorizationResponse> {
  const win = options.window ?? (globalThis as unknown as { window: Window }).window;
  const doc = win.document;
  const origin = new URL(authUrl).origin;
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.setAttribute('aria-hidden', 'true');
  frame.src = authUrl;
  return new Promise<AuthorizationResponse>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      frame.remove();
      settle();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data;
      if (event.origin !== origin || event.source !== frame.contentWindow || !data || typeof data !== 'object' || data.state !== state) return;
      if (data.error || typeof data.code !== 'string') {
        finish(() => reject(new SiteKitError(String(data.error_description || data.error || 'Failed to get member tokens'), { code: 'OAUTH_ERROR', details: { oauthError: data.error } })));
      } else finish(() => resolve({ code: data.code, state: data.state }));
    };
    const timer = setTimeout(
      () => finish(() => reject(new SiteKitError('OAuth flow timed out', { code: 'TIMEOUT' }, 'TimeoutError'))),
      options.timeoutMs ?? DIRECT_LOGIN_TIMEOUT_MS,
    );
    win.addEventListener('message', onMessage);
    doc.body.appendChild(frame);
  });
}
