import type { AppInfo } from '../domain/app-info.ts';
import type { CheckoutStart } from '../domain/checkout/checkout-start.ts';
import type { ContentReader } from '../domain/content.ts';
import type { LocationsReader } from '../domain/locations/locations-reader.ts';
import type { BasemapReader } from '../domain/map/basemap-contract.ts';
import type { MenuReader } from '../domain/menu/menu-contract.ts';

/**
 * What the server hands every route loader (built in src/server/http/ssr.ts). Only ports and
 * plain data cross this line, so web code never imports server modules.
 */
export interface WebLoadContext {
  /** CSP nonce for this response's inline bootstrap scripts. */
  nonce: string;
  app: AppInfo;
  content: ContentReader;
  /** Menus, built and cached by the server's menu service. */
  menus: MenuReader;
  /** Location search and pages. */
  locations: LocationsReader;
  /** The embedded basemap for the server-drawn map fallback. */
  map: BasemapReader;
  /** Which card processor takes payments: the test-card hint shows only with the sandbox. */
  payments: { sandbox: boolean };
  /** Who is asking: resolved from the session cookie per request. */
  viewer: Viewer;
  /** A staff member's draft preview: `menus` draws the draft, and the pages say so. */
  preview: boolean;
  /** This visitor's bag for checkout, read only when checkout asks; null without one. */
  checkoutStart: () => Promise<CheckoutStart | null>;
}

export interface Viewer {
  /** The session's CSRF token for API calls; null before the visitor has a session. */
  csrfToken: string | null;
  signedIn: boolean;
  /** Spec §3 "User": what the header greets a member with; null for guests. */
  member: { first_name: string } | null;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  interface AppLoadContext extends WebLoadContext {}
}
