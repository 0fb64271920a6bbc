import { lazy, Suspense, useEffect } from 'react';
import { useMemberUser } from '../../state/members.ts';
import { useAppStore } from '../../state/store.ts';
import { usePreload } from '../../layouts/lazy-panels.tsx';
import { forgetOrderHistory, loadOrderHistory, useOrderHistoryStore } from './order-history-store.ts';

/** The summary's code loads on first open; the shell stays eager for the on-load fetch. */
const loadSummary = () => import('./order-summary.tsx').then((m) => ({ default: m.LoadedSummary }));
const LoadedSummary = lazy(loadSummary);
const noPreload = () => Promise.resolve();

/**
 * The Order history modal (spec §2): titled "Order Summary", a location card, "Your Order" with
 * the product count, read-only lines, totals, "Order Again" and "Close"; hidden while loading.
 * Spec §4: on opening it loads the location by menu id, then the menu. Mounted once by the
 * default layout, which also gets the member's history on load (spec §4 "Session and load checks").
 */
export function OrderHistoryModal() {
  const open = useAppStore((s) => s.root.open.orderHistory);
  const order = useOrderHistoryStore((s) => s.selected);
  const signedIn = useHistoryOnLoad();
  // Only members have orders to show: guests never fetch the summary's code.
  usePreload(signedIn ? loadSummary : noPreload);
  if (!open || !order) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSummary key={order.id} order={order} />
    </Suspense>
  );
}

/** Spec §4 "On layout load, if a token exists, the order history is fetched": members only, once per sign-in. */
function useHistoryOnLoad(): boolean {
  const signedIn = useMemberUser() !== null;
  useEffect(() => {
    if (signedIn) void loadOrderHistory();
    else forgetOrderHistory();
  }, [signedIn]);
  return signedIn;
}
