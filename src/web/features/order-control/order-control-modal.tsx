import { useEffect, useId } from 'react';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { formatPhone } from '../../../domain/locations/format.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import {
  addressLine,
  changeLabel,
  isDeliveryHandoff,
  needsLocationFetch,
  seedDeliveryAddress,
} from '../../../domain/locations/order-control.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useCart } from '../../data/cart/cart-hooks.ts';
import { TimePicker } from '../time-picker/index.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { fetchLocationByMenuId } from '../../data/cart/handoff-actions.ts';
import { HandoffSwitch } from './handoff-switch.tsx';
import { useOrderModeOptions } from './mode-options.tsx';
import { useOrderActions } from './order-actions.tsx';
import { PickupTypeSelector } from './pickup-type.tsx';
import { useChangePlace } from './use-change-place.ts';
import { useActiveGroup, useCanChangeTime } from '../../data/group/group-hooks.ts';
import styles from './order-control.module.css';

/**
 * Order control modal (spec §2 "Order control modal", §4 "Order control, Change", "Session and
 * load checks"). Opened by the sub-header's "Order Now", the header's handoff selector and the
 * last Back of the location search. With a cart it shows the order (store or delivery address,
 * Change, time, pickup type, handoff switch, Open Bag); without one, "Select Order Mode".
 */
export function OrderControlModal() {
  const open = useAppStore((s) => s.root.open.orderControl);
  const closePanel = useAppStore((s) => s.root.closePanel);
  const cart = useCart();
  const headingId = useId();
  const close = () => closePanel('orderControl');
  useOpenChecks(open, cart);
  return (
    <Modal open={open} onClose={close} labelledBy={headingId} className={styles.dialog}>
      {cart ? (
        <ActiveOrder cart={cart} headingId={headingId} close={close} />
      ) : (
        <SelectOrderMode headingId={headingId} close={close} />
      )}
    </Modal>
  );
}

/** Spec §4 "On the order control modal loading": seed the delivery address; fetch a missing location. */
function useOpenChecks(open: boolean, cart: Cart | null) {
  const menuId = cart?.menu_id ?? null;
  const cartAddress = cart?.address ?? null;
  useEffect(() => {
    if (!open) return;
    const { locations } = useAppStore.getState();
    const seeded = seedDeliveryAddress(locations.deliveryAddress, cartAddress);
    if (seeded) useAppStore.setState((s) => ({ locations: { ...s.locations, deliveryAddress: seeded } }));
    if (!needsLocationFetch(menuId, locations.location) || !menuId) return;
    const controller = new AbortController();
    fetchLocationByMenuId(menuId, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [open, menuId, cartAddress]);
}

function SelectOrderMode({ headingId, close }: { headingId: string; close: () => void }) {
  const options = useOrderModeOptions(close);
  return (
    <div className={styles.body}>
      <h2 id={headingId} className={styles.title}>
        Select Order Mode
      </h2>
      <ul className={styles.options}>
        {options.map((o) => (
          <li key={o.key}>{o.node}</li>
        ))}
      </ul>
    </div>
  );
}

function ActiveOrder({ cart, headingId, close }: { cart: Cart; headingId: string; close: () => void }) {
  const stored = useAppStore((s) => s.locations.location);
  const location = stored?.menu_id === cart.menu_id ? stored : null;
  const actions = useOrderActions(close);
  const delivery = isDeliveryHandoff(cart.handoff);
  // Spec §2: "Change Location" / "Change Address" is hidden in a group order.
  const inGroup = useActiveGroup() !== null;
  const canChangeTime = useCanChangeTime();

  const changePlace = useChangePlace();
  const change = () => changePlace(cart.handoff, close);
  const needAddress = () => {
    useAppStore.setState((s) => ({ locations: { ...s.locations, searchType: 'delivery' } }));
    close();
    useAppStore.getState().root.openPanel('delivery');
  };

  return (
    <div className={styles.body}>
      <h2 id={headingId} className={styles.title}>
        Your Order
      </h2>
      <section aria-label={delivery ? 'Delivery address' : 'Pickup location'} className={styles.where}>
        <p className={styles.kicker}>{delivery ? 'Delivery to' : 'Pickup at'}</p>
        {delivery && cart.address ? (
          <DeliveryAddressCard address={cart.address} from={location?.name ?? cart.location.name} />
        ) : (
          <CartLocationCard cart={cart} location={location} />
        )}
        {inGroup ? null : (
          <Button variant="secondary" onClick={change} className={styles.change}>
            {changeLabel(cart.handoff)}
          </Button>
        )}
      </section>
      <TimePicker key={`${cart.id}-${cart.handoff}`} cart={cart} canChange={canChangeTime} />
      {!delivery ? (
        <PickupTypeSelector cart={cart} services={location?.services ?? { pickup: true, curbside: false }} />
      ) : null}
      <HandoffSwitch cart={cart} deliversHere={location?.services.delivery ?? false} onNeedAddress={needAddress} />
      <div className={styles.actions}>
        {actions.map((a) => (
          <div key={a.key}>{a.node}</div>
        ))}
      </div>
    </div>
  );
}

/** The cart location card (spec §2 "There is also … a cart location card"). */
function CartLocationCard({ cart, location }: { cart: Cart; location: Location | null }) {
  const l = location ?? cart.location;
  return (
    <article className={styles.card} aria-label={l.name}>
      <p className={styles.cardName}>{l.name}</p>
      {location ? <StatusBadge status={location.status} label={location.status_label} /> : null}
      <address className={styles.cardAddress}>
        {l.address}
        <br />
        {l.city}, {l.state} {l.zip}
      </address>
      {l.phone ? <p className={styles.cardLine}>{formatPhone(l.phone)}</p> : null}
    </article>
  );
}

/** The address card of a delivery order. */
function DeliveryAddressCard({ address, from }: { address: NonNullable<Cart['address']>; from: string }) {
  return (
    <article className={styles.card} aria-label={addressLine(address)}>
      <p className={styles.cardName}>{address.address}</p>
      <p className={styles.cardLine}>
        {address.city}, {address.state} {address.zip}
      </p>
      {address.building ? <p className={styles.cardLine}>{address.building}</p> : null}
      {address.instructions ? <p className={styles.cardLine}>{address.instructions}</p> : null}
      <p className={styles.cardLine}>Delivered from {from}</p>
    </article>
  );
}
