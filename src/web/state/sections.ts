import type { Location } from '../../domain/locations/location-contract.ts';
import type { DeliveryAddress } from '../../domain/locations/order-control.ts';

/**
 * The spec's other client-side state sections (§3 "Client-side state sections") that hold what
 * the browser owns (members, locations, content). Server data (cart, group, account) is in
 * TanStack Query's cache (src/web/data); the spec's checkout upsells, catering,
 * product and subscriptions sections hold no client-only state, so they have no key here.
 */

/**
 * Spec §3 "order": the cart itself is server state, in the cart query (src/web/data/cart) — its
 * summary and lines are selected from there. The browser's own part is the mode.
 */
export interface OrderSection {
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
  // Spec §3 "Favourite locations: a list of ids" is server data: the favorites query.
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

export const initialSections = {
  order: { orderMode: null } satisfies OrderSection as OrderSection,
  members: { user: null, known: false } satisfies MembersSection as MembersSection,
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
};
