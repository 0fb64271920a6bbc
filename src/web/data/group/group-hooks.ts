import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { useQuerySelect, useQueryState } from '../use-query-state.ts';
import { groupKeys } from './group-cache.ts';

/**
 * Readers of the group query (decision 326: first-load code, without the library). They never
 * fetch: the group-order feature loads it (join, stored group) and refreshes it while the bag is
 * open (group-order-layer.tsx).
 */
function useGroupQuery(): { data: GroupOrder | null | undefined; dataUpdatedAt: number } {
  const state = useQueryState<GroupOrder | null>(groupKeys.current);
  return { data: state?.data, dataUpdatedAt: state?.dataUpdatedAt ?? 0 };
}

/** A value of the group; its reader renders again only when that value changes (use-query-state.ts). */
export function useGroupSelect<T>(select: (group: GroupOrder | null) => T): T {
  return useQuerySelect<GroupOrder | null, T>(groupKeys.current, (data) => select(data ?? null));
}

/** The active (joined) group, or null. */
export const useActiveGroup = (): GroupOrder | null => useGroupSelect((g) => (g?.joined ? g : null));

/** The browser clock minus the server's when the group was last read (the countdown uses server time). */
export function useGroupSkewMs(): number {
  const { data, dataUpdatedAt } = useGroupQuery();
  return data ? dataUpdatedAt - Date.parse(data.server_time) : 0;
}

/** When the group was last read (browser clock, ms): the bag marks it, so a test can tell a reply has been handled. */
export const useGroupReadAt = (): number => useGroupQuery().dataUpdatedAt;

/** An each-pays group in which someone has paid: the pickup is fixed, for the host too (decision 160). */
export const pickupFixed = (group: GroupOrder) => group.paymenttype === 'each' && group.submissions.some((x) => x.paid);

/** Spec §5 Order time: only the group host may change it (true outside a group), until someone has paid (decision 160). */
export const useCanChangeTime = (): boolean =>
  useGroupSelect((g) => !g?.joined || (g.role === 'host' && !pickupFixed(g)));
