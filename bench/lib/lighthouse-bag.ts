import { chromium } from '@playwright/test';
import { CART_COOKIE } from '../../src/domain/checkout/checkout-start.ts';
import { signedInMemberWithBag } from '../scenarios/render-cost.ts';

/**
 * A member with a bag, its id stored in the Chrome profile Lighthouse uses; returns the cookies:
 * the session's and the bag's, which the site writes beside localStorage (decision 334).
 */
export async function rememberBag(appUrl: string, chromePort: number): Promise<string> {
  const { cookie, cartId } = await signedInMemberWithBag(appUrl);
  await setStoredBag(appUrl, chromePort, cartId);
  return `${cookie}; ${CART_COOKIE}=${cartId}`;
}

/** Stores (or, with null, removes) the bag id where the site keeps it, in the profile Lighthouse uses. */
export async function setStoredBag(appUrl: string, chromePort: number, cartId: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const tab = await browser.contexts()[0]!.newPage();
    await tab.goto(`${appUrl}/api/health`);
    await tab.evaluate(
      (id) => (id ? localStorage.setItem('larkspur.cart', id) : localStorage.removeItem('larkspur.cart')),
      cartId,
    );
    await tab.close();
    // Forgetting the bag forgets the cookie the page wrote too: a jar cookie would replace the
    // Cookie header Lighthouse sends, and the next run would be a guest sent to sign in.
    if (!cartId) await browser.contexts()[0]!.clearCookies();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}
