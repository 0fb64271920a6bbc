import { create } from 'zustand';
import { createRootSlice, type RootActions, type RootSection } from './root-slice.ts';
import {
  initialSections,
  type BrandSection,
  type LocationsSection,
  type MembersSection,
  type OrderSection,
} from './sections.ts';

/**
 * Client UI state, one key per spec §3 section (DESIGN §1: a small store mirroring the
 * spec's state sections). Server data stays in loaders and the query cache (src/web/data);
 * this holds what the browser owns. The server renders with the initial state only:
 * nothing mutates the store during SSR, so the module-level store is never shared between
 * requests' data.
 */
export interface AppState {
  root: RootSection & RootActions;
  order: OrderSection;
  members: MembersSection;
  locations: LocationsSection;
  brand: BrandSection;
}

export const useAppStore = create<AppState>()((...args) => ({
  ...createRootSlice(...args),
  ...initialSections,
}));
