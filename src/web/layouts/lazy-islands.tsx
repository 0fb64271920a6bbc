import { useEffect, useState } from 'react';
import { isGroupOrderEnabled } from '../../domain/app-features.ts';
import { useActiveGroup } from '../data/group/group-hooks.ts';
import { useMemberUser } from '../state/members.ts';
import { useRootData } from '../root-data.ts';
import { afterHydration, hydrateLater } from '../lib/deferred-components.tsx';
import { visitorIntent } from './lazy-panels.tsx';
// The newsletter box is painted from the server's HTML before its code arrives: its styles stay
// in the layout's stylesheet, so nothing moves when it hydrates.
import '../features/newsletter/newsletter-box.module.css';

/** The layout's pieces made with afterHydration / hydrateLater (lib/deferred-components.tsx). */
/** Spec §4 footer newsletter signup. */
export const NewsletterBox = hydrateLater(() =>
  import('../features/newsletter/newsletter-box.tsx').then((m) => m.NewsletterBox),
);

/** True from the visitor's first pointer, touch, key or focus event (or 10 s). */
function useVisitorIntent(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    let live = true;
    void visitorIntent().then(() => live && setSeen(true));
    return () => {
      live = false;
    };
  }, []);
  return seen;
}

/**
 * Spec §2 added-to-cart alert: an add needs a click or a key, which mounts it —
 * its live region is in the page before the add's reply.
 */
export const AddedToCartAlert = afterHydration(
  () => import('../features/cart/added-to-cart-alert.tsx').then((m) => m.AddedToCartAlert),
  useVisitorIntent,
);

/** Group orders, when the flag is on: the gate loads the session's code when a group is in play. */
export const GroupOrderLayer = afterHydration(
  () => import('../features/group-order/group-order-gate.tsx').then((m) => m.GroupOrderLayer),
  () => {
    const app = useRootData()?.app;
    return app !== undefined && isGroupOrderEnabled(app);
  },
);

/** The header's and the sub-header's group deadline (spec §2): only while a group is joined. */
const useInGroup = () => useActiveGroup() !== null;
export const GroupCountdown = afterHydration(
  () => import('../features/group-order/group-countdown.tsx').then((m) => m.GroupCountdown),
  useInGroup,
);
export const GroupDeadlineBar = afterHydration(
  () => import('../features/group-order/group-countdown.tsx').then((m) => m.GroupDeadlineBar),
  useInGroup,
);

/** Spec §2 Order history modal: from a member's first sign-in in this tab (it fetches their history on load, spec §4). */
export const OrderHistoryModal = afterHydration(
  () => import('../features/orders/order-history-modal.tsx').then((m) => m.OrderHistoryModal),
  () => useMemberUser() !== null,
);
