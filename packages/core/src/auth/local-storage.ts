import type { TokenStorage } from './token-storage';
import type { Tokens } from './tokens';

/**
 * Default `localStorage` key of `localStorageTokenStorage` (`sitekit_tokens`).
 */
export const LOCAL_STORAGE_KEY = 'sitekit_tokens';

/**
 * Parses stored JSON tokens; anything malformed reads as "no tokens" (`undefined`).
 */
export function parseTokens(text: string | null | undefined): Tokens | undefined {
  try {
    const parsed = text ? JSON.parse(text) : undefined;
    return typeof parsed?.accessToken?.value === 'string' && typeof parsed?.refreshToken?.value === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Browser storage: the session survives reloads and is shared by the tabs of one origin.
 * A storage that throws (quota, privacy mode) degrades to memory for this page.
 */
export function localStorageTokenStorage(key = LOCAL_STORAGE_KEY, storage?: Storage): TokenStorage {
  let memory: Tokens | undefined;
  const store = (): Storage | undefined => {
    try {
      return storage ?? globalThis.localStorage;
    } catch {
      return undefined;
    }
  };
  return {
    getTokens() {
      try {
        return parseTokens(store()?.getItem(key)) ?? memory;
      } catch {
        return memory;
      }
    },
    setTokens(tokens) {
      memory = tokens;
      try {
        store()?.setItem(key, JSON.stringify(tokens));
      } catch {
        // quota or privacy mode: keep the session in memory
      }
    },
  };
}
