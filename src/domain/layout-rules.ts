/**
 * Show/hide rules of the site chrome (spec §2 "Layouts", "Sub-header", "Sticky call to
 * action"; §9 "Layout"). Pure functions of the path, the breakpoint and scroll metrics so
 * the layout components stay thin and the rules are unit-tested.
 */

/** Spec §9: small ≤600, medium ≤900, large ≤1200, extra-large above. */
export const BREAKPOINTS = { small: 600, medium: 900, large: 1200 } as const;
export type Breakpoint = 'small' | 'medium' | 'large' | 'extra-large';

export function breakpointFor(width: number): Breakpoint {
  if (width <= BREAKPOINTS.small) return 'small';
  if (width <= BREAKPOINTS.medium) return 'medium';
  if (width <= BREAKPOINTS.large) return 'large';
  return 'extra-large';
}

/** Path split into lowercase segments without empty parts: "/Menu/12/" → ["menu", "12"]. */
function segments(path: string): string[] {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean
    .split('/')
    .filter(Boolean)
    .map((s) => s.toLowerCase());
}

/** Content paths whose first segment starts with one of these hide the sub-header (spec §2). */
const SUBHEADER_HIDDEN_CONTENT_PREFIXES = ['specialorder', 'catering', 'gift-cards'];

/**
 * Spec §2 "Sub-header": hidden on checkout, confirmation and product pages, on content paths
 * starting with specialorder, catering or gift-cards, and on the locations page (/locations
 * itself; a single location's page keeps it, in the locations-page state).
 */
export function isSubHeaderHiddenOnPath(path: string): boolean {
  const [first, second, third] = segments(path);
  if (first === undefined) return false;
  if (first === 'order' && (second === 'checkout' || second === 'confirm')) return true;
  if (first === 'app' && (second === 'checkout' || second === 'confirm' || second === 'testcheckout')) return true;
  if (first === 'menu' && (second === 'product' || third === 'product')) return true;
  if (first === 'locations' && second === undefined) return true;
  return SUBHEADER_HIDDEN_CONTENT_PREFIXES.some((prefix) => first.startsWith(prefix));
}

/** Spec §2: the sub-header appears only on small, medium and large screens. */
export function isSubHeaderVisible(path: string, breakpoint: Breakpoint): boolean {
  return breakpoint !== 'extra-large' && !isSubHeaderHiddenOnPath(path);
}

/** Spec §9 "Sticky call to action": margin from the page bottom, and the footer-visibility threshold. */
export const STICKY_CTA_BOTTOM_MARGIN_PX = 200;
export const FOOTER_VISIBILITY_THRESHOLD_PX = 250;

export interface ScrollMetrics {
  /** window.scrollY */
  scrollY: number;
  /** window.innerHeight */
  viewportHeight: number;
  /** document.documentElement.scrollHeight */
  documentHeight: number;
  /** The footer's top edge relative to the viewport (getBoundingClientRect().top); null when there is none. */
  footerTop: number | null;
}

export type SubHeaderState = 'top' | 'on-footer' | 'locations-page';

/**
 * The footer counts as visible once its top edge is within the threshold of the viewport's
 * bottom edge (i.e. less than 250 px below it, or already on screen).
 */
export function isFooterVisible(m: Pick<ScrollMetrics, 'viewportHeight' | 'footerTop'>): boolean {
  return m.footerTop !== null && m.footerTop - m.viewportHeight < FOOTER_VISIBILITY_THRESHOLD_PX;
}

/** The geometry the rules assume before the page is measured (on the server, during hydration): no footer in view. */
export const NOT_MEASURED: Pick<ScrollMetrics, 'viewportHeight' | 'footerTop'> = { viewportHeight: 0, footerTop: null };

/** Spec §2 sub-header states: locations-page on a location's page, on-footer when the footer shows, else top. */
export function subHeaderState(path: string, m: Pick<ScrollMetrics, 'viewportHeight' | 'footerTop'>): SubHeaderState {
  if (segments(path)[0] === 'locations') return 'locations-page';
  return isFooterVisible(m) ? 'on-footer' : 'top';
}

/**
 * Whether the sub-header's cart icon is the one on screen (below 1201 px; "one bag
 * badge on screen"): the sub-header shows on this path with a cart and has not stepped aside
 * for the footer. The header's own icon hides while this holds, so the phone shows one bag.
 */
export function subHeaderCarriesCart(
  path: string,
  m: Pick<ScrollMetrics, 'viewportHeight' | 'footerTop'>,
  hasCart: boolean,
): boolean {
  return hasCart && !isSubHeaderHiddenOnPath(path) && subHeaderState(path, m) !== 'on-footer';
}

/** Spec §2: the sticky "Order Now" is hidden on menu, order, locations, home and /home pages. */
export function isStickyCtaHiddenOnPath(path: string): boolean {
  const [first] = segments(path);
  return first === undefined || ['menu', 'order', 'locations', 'home'].includes(first);
}

/**
 * Whether the sticky "Order Now" shows now: allowed on this path, the reader is not within
 * 200 px of the page bottom, and the footer is not within its 250 px visibility threshold
 * (so the floating link never covers the footer's own links).
 */
export function isStickyCtaVisible(path: string, m: ScrollMetrics): boolean {
  if (isStickyCtaHiddenOnPath(path)) return false;
  const distanceToBottom = m.documentHeight - (m.scrollY + m.viewportHeight);
  if (distanceToBottom < STICKY_CTA_BOTTOM_MARGIN_PX) return false;
  return !isFooterVisible(m);
}

export type HeaderVariant = 'default' | 'transparent' | 'dark' | 'drawer-active' | 'cart-active';

/**
 * Spec §2 header variants. An open cart wins, then an open drawer (mobile nav); the home
 * page's hero takes the transparent header while at the top; catering and special-order
 * content pages use the dark header.
 */
export function headerVariant(input: {
  path: string;
  cartOpen: boolean;
  drawerOpen: boolean;
  atTop: boolean;
}): HeaderVariant {
  if (input.cartOpen) return 'cart-active';
  if (input.drawerOpen) return 'drawer-active';
  const [first] = segments(input.path);
  if ((first === undefined || first === 'home') && input.atTop) return 'transparent';
  if (first !== undefined && (first.startsWith('catering') || first.startsWith('specialorder'))) return 'dark';
  return 'default';
}
