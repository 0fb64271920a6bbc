import { create } from 'zustand';
import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { MESSAGES } from '../../../domain/group-order/rules.ts';

/**
 * The group order as this browser last saw it (spec §3 "Group order"), and the group popups'
 * state. The group id is kept in localStorage so a reload stays in the group.
 */
const GROUP_KEY = 'larkspur.group';

export type GroupPopup = 'none' | 'create' | 'join' | 'share' | 'closed' | 'headsUp';

interface GroupState {
  group: GroupOrder | null;
  /** The browser clock minus the server's when last refreshed (the countdown uses server time). */
  skewMs: number;
  popup: GroupPopup;
  /** The host went to pick a location from the group order modal: reopen it once one is chosen. */
  resumeCreate: boolean;
  set(group: GroupOrder | null): void;
  show(popup: GroupPopup): void;
}

export const useGroupStore = create<GroupState>()((set) => ({
  group: null,
  skewMs: 0,
  popup: 'none',
  resumeCreate: false,
  set: (group) => {
    storeGroupId(group && group.joined ? group.id : null);
    set({ group, skewMs: group ? Date.now() - Date.parse(group.server_time) : 0 });
  },
  show: (popup) => set({ popup }),
}));

export function storedGroupId(): string | null {
  try {
    return localStorage.getItem(GROUP_KEY);
  } catch {
    return null;
  }
}

function storeGroupId(id: string | null): void {
  try {
    if (id) localStorage.setItem(GROUP_KEY, id);
    else localStorage.removeItem(GROUP_KEY);
  } catch {
    // Best effort (private mode): the in-memory group still works for this page.
  }
}

/** The active (joined) group, or null. */
export const useActiveGroup = () => useGroupStore((s) => (s.group?.joined ? s.group : null));

/** An each-pays group in which someone has paid: the pickup is fixed, for the host too (decision 160). */
const pickupFixed = (group: GroupOrder) => group.paymenttype === 'each' && group.submissions.some((x) => x.paid);

/** Spec §5 Order time: only the group host may change it (true outside a group), until someone has paid (decision 160). */
export const useCanChangeTime = () =>
  useGroupStore((s) => !s.group?.joined || (s.group.role === 'host' && !pickupFixed(s.group)));

/** Why the time cannot change: the spec's host-only rule, or (the host, each-pays) that people have paid. */
export const useTimeLockedNote = () =>
  useGroupStore((s) =>
    s.group?.joined && s.group.role === 'host' && pickupFixed(s.group) ? MESSAGES.detailsFixed : MESSAGES.hostOnlyTime,
  );
