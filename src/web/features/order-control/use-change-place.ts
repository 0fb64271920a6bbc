import { useNavigate } from 'react-router';
import type { HandoffMode } from '../../../domain/app-info.ts';
import { changePlan } from '../../../domain/locations/order-control.ts';
import { useAppStore } from '../../state/store.ts';

/**
 * Spec §4 "Order control, Change", for the order control modal's Change Location / Change
 * Address and the cart's location card Change: delivery opens the delivery modal at / with the
 * address cleared; pickup goes to /locations. `close` shuts whatever panel asked first.
 */
export function useChangePlace() {
  const navigate = useNavigate();
  return (handoff: HandoffMode, close: () => void) => {
    const plan = changePlan(handoff);
    useAppStore.setState((s) => ({
      locations: {
        ...s.locations,
        searchType: plan.searchType,
        ...(plan.clearAddress ? { deliveryAddress: null, searched: false } : {}),
      },
    }));
    close();
    if (plan.openDelivery) useAppStore.getState().root.openPanel('delivery');
    void navigate(plan.path);
  };
}
