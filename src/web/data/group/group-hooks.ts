import { skipToken, useQuery } from '@tanstack/react-query';
import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { groupKeys } from './group-cache.ts';

/**
 * Readers of the group query. They never fetch (skipToken): the group-order feature loads it
 * (join, stored group) and refreshes it while the bag is open (group-order-layer.tsx).
 */
const groupQuery = { queryKey: groupKeys.current, queryFn: skipToken } as const;
const useGroupQuery = () => useQuery<GroupOrder | null>(groupQuery);

/** A value of the group; its reader renders again only when that value changes. */
export function useGroupSelect<T>(select: (group: GroupOrder | null) => T): T {
  return (
    useQuery<GroupOrder | null, Error, T>({ ...groupQuery, select: (group) => select(group) }).data ?? select(null)
  );
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

/** An each-pays group in which someone has paid: the pickup is fixed, for the host too. */
export const pickupFixed = (group: GroupOrder) => group.paymenttype === 'each' && group.submissions.some((x) => x.paid);

/** Spec §5 Order time: only the group host may change it (true outside a group), until someone has paid. */
export const useCanChangeTime = (): boolean =>
  useGroupSelect((g) => !g?.joined || (g.role === 'host' && !pickupFixed(g)));
