'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { BrowserSettings } from '@/lib/settings';

interface StoreUi {
  settings: BrowserSettings;
  cartOpen: boolean;
  openCart(): void;
  closeCart(): void;
  toast: string | undefined;
  notify(message: string): void;
}

const StoreContext = createContext<StoreUi | undefined>(undefined);

/** UI state shared by the header, the cart drawer and the product form (no platform data here). */
export function StoreUiProvider({ settings, children }: { settings: BrowserSettings; children: ReactNode }) {
  const [cartOpen, setCartOpen] = useState(false);
  const [toast, setToast] = useState<string>();
  const notify = useCallback((message: string) => {
    setToast(message);
    setTimeout(() => setToast((current) => (current === message ? undefined : current)), 2600);
  }, []);
  const value = useMemo<StoreUi>(
    () => ({ settings, cartOpen, openCart: () => setCartOpen(true), closeCart: () => setCartOpen(false), toast, notify }),
    [settings, cartOpen, toast, notify],
  );
  return (
    <StoreContext.Provider value={value}>
      {children}
      {/* With the cart drawer open the drawer shows what was added: the message is only announced, never laid over the drawer's buttons. */}
      {toast ? (
        <div className={cartOpen ? 'sr-only' : 'toast'} role="status">
          {toast}
        </div>
      ) : null}
    </StoreContext.Provider>
  );
}

export function useStoreUi(): StoreUi {
  const ui = useContext(StoreContext);
  if (!ui) throw new Error('useStoreUi must be used inside <StoreUiProvider>');
  return ui;
}
