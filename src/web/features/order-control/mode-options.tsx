import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRootData } from '../../root-data.ts';
import { useAppStore } from '../../state/store.ts';
import { buttonClassName, Button } from '../../ui/button.tsx';
import { StartGroupOption, useGroupOrderEnabled } from '../group-order/index.ts';
import styles from './order-control.module.css';

/**
 * The "Select Order Mode" choices (spec §2 "Order control modal", no order): Delivery, Pickup,
 * then "Start a Catering Order". One entry per row, in order; the group-order feature inserts
 * its "Start a Group Order" entry before catering (see GROUP_SLOT), so nothing else moves.
 */
export interface OrderModeOption {
  key: string;
  node: ReactNode;
}

/** Where the group-order entry goes (spec lists it third, before catering). */
export const GROUP_SLOT = 2;

export function useOrderModeOptions(close: () => void): OrderModeOption[] {
  const navigate = useNavigate();
  const cateringUrl = useRootData()?.app.catering_url ?? null;
  const groupEnabled = useGroupOrderEnabled();
  const chooseDelivery = () => {
    useAppStore.setState((s) => ({
      locations: { ...s.locations, searchType: 'delivery' },
      order: { ...s.order, orderMode: 'delivery' },
    }));
    close();
    useAppStore.getState().root.openPanel('delivery');
  };
  const choosePickup = () => {
    useAppStore.setState((s) => ({
      locations: { ...s.locations, searchType: 'pickup' },
      order: { ...s.order, orderMode: 'pickup' },
    }));
    close();
    void navigate('/locations');
  };
  const options: OrderModeOption[] = [
    {
      key: 'delivery',
      node: (
        <Button variant="primary" size="lg" block onClick={chooseDelivery}>
          Delivery
        </Button>
      ),
    },
    {
      key: 'pickup',
      node: (
        <Button variant="primary" size="lg" block onClick={choosePickup}>
          Pickup
        </Button>
      ),
    },
  ];
  // Issue 8: "Start a Group Order", only when group ordering is enabled.
  if (groupEnabled) options.splice(GROUP_SLOT, 0, { key: 'group', node: <StartGroupOption close={close} /> });
  if (cateringUrl) {
    // An off-site catering shop opens in a new tab; a path on this site (the demo's /catering) does not.
    const offSite = /^https?:\/\//.test(cateringUrl);
    options.push({
      key: 'catering',
      node: (
        <a
          href={cateringUrl}
          {...(offSite ? { target: '_blank', rel: 'noreferrer' } : {})}
          className={buttonClassName({ variant: 'secondary', size: 'lg', block: true, className: styles.external })}
        >
          Start a Catering Order{offSite ? <span className="visually-hidden"> (opens a new tab)</span> : null}
        </a>
      ),
    });
  }
  return options;
}
