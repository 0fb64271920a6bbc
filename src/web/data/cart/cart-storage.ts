import { CART_COOKIE, CART_COOKIE_MAX_AGE_S } from '../../../domain/checkout/checkout-start.ts';

/**
 * What the browser keeps between pages (spec §3 "Stored locally in the browser"): the cart id,
 * and the upsell keys cart_upsells_hash / cart_upsells_shown. Storage can fail (private mode,
 * quota): every read has a default and every write is best effort.
 */
const CART_KEY = 'larkspur.cart';
export const UPSELL_HASH_KEY = 'cart_upsells_hash';
export const UPSELL_SHOWN_KEY = 'cart_upsells_shown';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Best effort: the in-memory state still works for this page.
  }
}

export const storedCartId = () => read(CART_KEY);
export const storeCartId = (id: string | null) => {
  write(CART_KEY, id);
  writeCartCookie(id);
};

let cookieWritten: string | null | undefined;
/** The same id as a cookie, so the server can draw checkout with its bag; written only when it changes. */
function writeCartCookie(id: string | null): void {
  if (typeof document === 'undefined' || id === cookieWritten) return;
  cookieWritten = id;
  document.cookie = `${CART_COOKIE}=${id ?? ''}; Path=/; Max-Age=${id ? CART_COOKIE_MAX_AGE_S : 0}; SameSite=Lax${
    location.protocol === 'https:' ? '; Secure' : ''
  }`;
}

export const upsellMemory = {
  read: () => ({ hash: read(UPSELL_HASH_KEY), shown: read(UPSELL_SHOWN_KEY) === 'true' }),
  markShown: (hash: string) => {
    write(UPSELL_HASH_KEY, hash);
    write(UPSELL_SHOWN_KEY, 'true');
  },
  /** Spec §4: cleared when the cart becomes empty or the group is left. */
  clear: () => {
    write(UPSELL_HASH_KEY, null);
    write(UPSELL_SHOWN_KEY, null);
  },
};
