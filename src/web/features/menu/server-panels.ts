/** A hidden panel's server-rendered HTML, as `dangerouslySetInnerHTML` takes it. */
export interface PanelHtml {
  __html: string;
}

/**
 * Server-only hand-over from the menu loader to its render: the HTML of the panels
 * that are in the page but not in the hydration data, by master category id — rendered once per
 * menu version (menu-page-cards.server.tsx). Keyed by the loader's own reply object,
 * which React Router gives the server render as is (only its enumerable fields are serialised), so
 * an entry lives exactly as long as that request's data. Always empty in the browser.
 */
export const serverPanelHtml = new WeakMap<object, ReadonlyMap<string, PanelHtml>>();
