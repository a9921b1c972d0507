// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hiddenFrameLogin } from './hidden-frame';

const AUTH_URL = 'https://users.example/authorize?session=s1';
const ORIGIN = 'https://users.example';
const frame = () => document.querySelector('iframe');
const post = (data: unknown, origin = ORIGIN, source: MessageEventSource | null = frame()!.contentWindow) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('hiddenFrameLogin (browser only)', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the auth URL in a hidden frame and resolves with the matching message; frame and listener removed', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const pending = hiddenFrameLogin(AUTH_URL, 'st-1');
    expect(frame()!.src).toBe(AUTH_URL);
    expect(frame()!.style.display).toBe('none');
    post({ code: 'c1', state: 'st-1' });
    await expect(pending).resolves.toEqual({ code: 'c1', state: 'st-1' });
    expect(frame()).toBeNull();
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it('ignores a message with the right state from a foreign origin, from another window, or with another state', async () => {
    vi.useFakeTimers();
    const pending = hiddenFrameLogin(AUTH_URL, 'st-2', { timeoutMs: 1000 });
    const settled = vi.fn();
    pending.then(settled, settled);
    post({ code: 'evil', state: 'st-2' }, 'https://evil.example');
    post({ code: 'evil', state: 'st-2' }, ORIGIN, window);
    post({ code: 'evil', state: 'other' });
    post('not an object');
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).not.toHaveBeenCalled();
    post({ code: 'good', state: 'st-2' });
    await expect(pending).resolves.toEqual({ code: 'good', state: 'st-2' });
  });

  it("times out after 120000 ms by default with 'OAuth flow timed out', cleaning up", async () => {
    vi.useFakeTimers();
    const pending = hiddenFrameLogin(AUTH_URL, 'st-3');
    const caught = pending.catch((e) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(frame()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toMatchObject({ message: 'OAuth flow timed out', code: 'TIMEOUT' });
    expect(frame()).toBeNull();
  });

  it('rejects with the platform error description and cleans up', async () => {
    const pending = hiddenFrameLogin(AUTH_URL, 'st-4');
    post({ error: 'login_required', error_description: 'No session', state: 'st-4' });
    await expect(pending).rejects.toMatchObject({ message: 'No session', code: 'OAUTH_ERROR' });
    expect(frame()).toBeNull();
  });
});
