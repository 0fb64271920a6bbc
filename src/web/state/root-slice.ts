import type { StateCreator } from 'zustand';
import type { AppState } from './store.ts';

/**
 * Spec §3 "root" section: the global error banner and which drawers/modals are open.
 * Scroll lock is derived from these flags (isScrollLocked), never stored.
 */
export type PanelName =
  'delivery' | 'orderControl' | 'orderHistory' | 'orderConfirm' | 'groupOrder' | 'sitePopup' | 'cart' | 'mobileNav';

export type OpenPanels = Record<PanelName, boolean>;

export interface RootSection {
  /** Message of the global error banner (spec §2 "Layouts"); null when hidden. */
  errorMessage: string | null;
  open: OpenPanels;
}

export interface RootActions {
  showError: (message: string) => void;
  dismissError: () => void;
  openPanel: (name: PanelName) => void;
  closePanel: (name: PanelName) => void;
  /** Opens the cart drawer (mobile nav "My Bag", header cart icon). */
  openCart: () => void;
  /** Opens the order control modal (sub-header "Order Now", header handoff selector; features/order-control). */
  openOrderControl: () => void;
}

export const closedPanels: OpenPanels = {
  delivery: false,
  orderControl: false,
  orderHistory: false,
  orderConfirm: false,
  groupOrder: false,
  sitePopup: false,
  cart: false,
  mobileNav: false,
};

/** Spec §4: scroll lock applies while any of these is open (the mobile nav is not in the list). */
const SCROLL_LOCKING: readonly PanelName[] = [
  'delivery',
  'orderControl',
  'orderHistory',
  'orderConfirm',
  'groupOrder',
  'sitePopup',
  'cart',
];

export function isScrollLocked(open: OpenPanels): boolean {
  return SCROLL_LOCKING.some((name) => open[name]);
}

export const createRootSlice: StateCreator<AppState, [], [], { root: RootSection & RootActions }> = (set) => {
  const setOpen = (name: PanelName, value: boolean) =>
    set((s) => ({ root: { ...s.root, open: { ...s.root.open, [name]: value } } }));
  return {
    root: {
      errorMessage: null,
      open: closedPanels,
      showError: (message) => set((s) => ({ root: { ...s.root, errorMessage: message } })),
      dismissError: () => set((s) => ({ root: { ...s.root, errorMessage: null } })),
      openPanel: (name) => setOpen(name, true),
      closePanel: (name) => setOpen(name, false),
      // Opening the cart from the mobile nav replaces the nav (one drawer at a time).
      openCart: () => set((s) => ({ root: { ...s.root, open: { ...s.root.open, cart: true, mobileNav: false } } })),
      openOrderControl: () =>
        set((s) => ({
          root: { ...s.root, open: { ...s.root.open, orderControl: true, mobileNav: false, cart: false } },
        })),
    },
  };
};
