import type { HandoffMode } from '../../domain/app-info.ts';
import type { Location } from '../../domain/locations/location-contract.ts';
import type { DeliveryAddress } from '../../domain/locations/order-control.ts';

/**
 * The spec's other client-side state sections (§3 "Client-side state sections"). The features
 * that own them (cart, members, locations, content) fill them in; the chrome only reads.
 */

/** What the header and sub-header need to know about the active cart. */
export interface CartSummary {
  itemCount: number;
  handoff: HandoffMode;
  /** Location name shown in the handoff selector; null while unknown. */
  locationName: string | null;
  menuId: string;
  /** A delivery's street, short ("200 Newbury St"), shown instead of the store (issue 15); null otherwise. */
  deliveryStreet?: string | null;
}

/**
 * A configured line kept in the browser until the cart API exists (issue 4 seam): the menu
 * feature adds and edits these; the cart feature will replace them with server cart lines.
 */
export interface ClientCartLine {
  product_id: string;
  pdp_id: string;
  name: string;
  quantity: number;
  choices: { id: string; quantity: number; text?: string }[];
  recipient?: string;
  instructions?: string;
  /** Server-computed once the cart API exists; the menu's own price until then. */
  priceCents: number;
}

export interface OrderSection {
  /** The active cart's summary; null when there is no cart. */
  cart: CartSummary | null;
  /** Lines added from the menu (cart product, spec §3), by position. */
  lines: ClientCartLine[];
  /** Spec §3 order.orderMode (pickup, delivery, catering, group); null until chosen. */
  orderMode: 'pickup' | 'delivery' | 'catering' | 'group' | null;
}

export interface MemberUser {
  first_name: string;
}

export interface MembersSection {
  /** Signed-in member, or null for a guest. */
  user: MemberUser | null;
  /**
   * False until the browser has taken the root loader's viewer (state/members.ts): until then
   * readers use the loader data, so the server render and hydration greet the member alike.
   */
  known: boolean;
  /** Spec §3 "Favourite locations: a list of ids" (menu ids); null until fetched. */
  favorites: string[] | null;
}

/** Spec §3 "Delivery address" (a saved one also has an id): the domain's shape, stored as is. */
export type DeliveryAddressState = DeliveryAddress;

export interface LocationsSection {
  searchType: 'pickup' | 'delivery';
  searched: boolean;
  deliveryAddress: DeliveryAddressState | null;
  /**
   * The chosen location (spec §4 "Selecting a location"), persisted by menu_id in localStorage
   * and refreshed from the server on load (features/locations/selected-location.ts).
   */
  location: Location | null;
}

export interface ExecutiveTeamPopupBlok {
  heading: string;
  title: string;
  body: string;
  image: { filename: string; alt: string } | null;
  bg_image: string | null;
  class: string | null;
}

export interface CategoryRef {
  id: string;
  name: string;
}

export interface BrandSection {
  subCategories: CategoryRef[];
  masterCategories: CategoryRef[];
  masterCategory: CategoryRef | null;
  showExecutiveTeamPopup: boolean;
  executiveTeamPopupBlok: ExecutiveTeamPopupBlok | null;
}

export interface CheckoutSection {
  /** Upsell suggestions for the cart (spec §3: checkout holds the upsells list). */
  upsells: { id: string; name: string }[];
}

/** Sections the spec names whose fields are not shown; their features define them. */
export type CateringSection = Record<string, never>;
export type ProductSection = Record<string, never>;
export type SubscriptionsSection = Record<string, never>;

export const initialSections = {
  order: { cart: null, orderMode: null, lines: [] } satisfies OrderSection as OrderSection,
  members: { user: null, known: false, favorites: null } satisfies MembersSection as MembersSection,
  locations: {
    searchType: 'pickup',
    searched: false,
    deliveryAddress: null,
    location: null,
  } satisfies LocationsSection as LocationsSection,
  brand: {
    subCategories: [],
    masterCategories: [],
    masterCategory: null,
    showExecutiveTeamPopup: false,
    executiveTeamPopupBlok: null,
  } satisfies BrandSection as BrandSection,
  checkout: { upsells: [] } satisfies CheckoutSection as CheckoutSection,
  catering: {} as CateringSection,
  product: {} as ProductSection,
  subscriptions: {} as SubscriptionsSection,
};
