import { create } from 'zustand';

/**
 * The group popups' state (browser-only UI state). The group itself is server state, in the
 * group query (src/web/data/group).
 */
export type GroupPopup = 'none' | 'create' | 'join' | 'share' | 'closed' | 'headsUp';

interface GroupUiState {
  popup: GroupPopup;
  /** The host went to pick a location from the group order modal: reopen it once one is chosen. */
  resumeCreate: boolean;
  show(popup: GroupPopup): void;
}

export const useGroupStore = create<GroupUiState>()((set) => ({
  popup: 'none',
  resumeCreate: false,
  show: (popup) => set({ popup }),
}));
