import type { Menu } from '../../../domain/menu/menu-contract.ts';

/**
 * Server-only hand-over from the menu loader to its render (decision 259): the cards of the panels
 * that are in the HTML but not in the hydration data. Keyed by the loader's own reply object, which
 * React Router gives the server render as is (only its enumerable fields are serialised), so an
 * entry lives exactly as long as that request's data. Always empty in the browser.
 */
export const serverPanelCards = new WeakMap<object, Menu>();
