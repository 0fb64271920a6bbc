import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { getQueryClient } from '../query-client.ts';

/**
 * The group order as this browser last saw it (spec §3 "Group order") is ONE query:
 * the join, the stored group on load and the 10 s refresh put the server's reply here.
 * The group id is kept in localStorage so a reload stays in the group.
 */
export const groupKeys = {
  all: ['group'] as const,
  current: ['group', 'current'] as const,
};

const GROUP_KEY = 'larkspur.group';

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
    // Best effort (private mode): the cached group still works for this page.
  }
}

export const currentGroup = (): GroupOrder | null =>
  getQueryClient().getQueryData<GroupOrder | null>(groupKeys.current) ?? null;

/** Puts a group the server returned (or null: forget it) into the cache; a joined one is remembered. */
export function setGroup(group: GroupOrder | null): void {
  storeGroupId(group && group.joined ? group.id : null);
  getQueryClient().setQueryData<GroupOrder | null>(groupKeys.current, group);
}
