import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SavedAddress } from '../../../domain/account/saved-contract.ts';
import type { GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { otherStoreNotice } from '../../../domain/locations/delivery-store.ts';
import { isDeliveryHandoff } from '../../../domain/locations/order-control.ts';
import { countItems } from '../../../domain/cart/count-items.ts';
import { useMemberUser } from '../../state/members.ts';
import type { DeliveryAddressState } from '../../state/sections.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { SidePanel } from '../../ui/side-panel.tsx';
import { useCart, useCartBusy } from '../../data/cart/cart-hooks.ts';
import { TimePicker } from '../time-picker/index.ts';
import { HandoffSwitch } from '../order-control/index.ts';
import { AddressCombobox } from './address-combobox.tsx';
import { DeliverySelectedAddress } from './delivery-selected-address.tsx';
import { DeliveryNearEdge } from './delivery-near-edge.tsx';
import { DeliveryOtherStore } from './delivery-other-store.tsx';
import { DeliveryOutOfRange } from './delivery-out-of-range.tsx';
import { applyDeliveryAddress, deliveringStore, saveForLater, startDeliveryCart } from './delivery-cart.ts';
import { SavedAddressList, useSavedAddresses } from './saved-addresses.tsx';
import { placeTypedAddress } from './geocode-typed.ts';
import styles from './delivery-panel.module.css';

/** Spec §5 "Delivery search needs a full address". */
export const FULL_ADDRESS_MESSAGE = 'Please use a full address';

/**
 * `near`: the store's zone edge runs within the address's uncertainty; `other`: another store
 * than the one the order started at delivers there. The customer confirms either.
 */
type Search =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'none'; searched: DeliveryAddressState }
  | { kind: 'near'; location: Location; address: DeliveryAddressState }
  | { kind: 'other'; location: Location; address: DeliveryAddressState; notice: { heading: string; lines: string[] } }
  | { kind: 'found'; location: Location };

/**
 * Delivery modal (spec §2 "Delivery modal", §4 "Delivery flow", §5): a saved address (members)
 * or an address search → the store that delivers there (POST /api/locations) → the cart is
 * started or moved there and its handoff set to delivery → the selected address
 * with Apt/Suite/Door, Special Instructions, the time picker and the handoff switch →
 * Order Delivery (the address is applied again with its extra fields, then the menu).
 */
export function DeliveryPanel() {
  const open = useAppStore((s) => s.root.open.delivery);
  const closePanel = useAppStore((s) => s.root.closePanel);
  const address = useAppStore((s) => s.locations.deliveryAddress);
  const selected = useAppStore((s) => s.locations.location);
  const cart = useCart();
  const busy = useCartBusy();
  const user = useMemberUser();
  const saved = useSavedAddresses(open);
  const navigate = useNavigate();
  const [search, setSearch] = useState<Search>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  // An address already searched for on the locations page's Delivery tab is offered again here,
  // so the guest chooses it instead of typing it twice (found walking the site on a phone).
  const [params] = useSearchParams();
  const searched =
    resetKey === 0 && params.get('type') === 'delivery' && params.get('lat') && params.get('q') !== 'your location'
      ? (params.get('q') ?? '')
      : '';
  const [newEntry, setNewEntry] = useState(false);
  const close = () => closePanel('delivery');

  const setAddress = (next: DeliveryAddressState | null) =>
    useAppStore.setState((s) => ({
      locations: { ...s.locations, deliveryAddress: next, searchType: 'delivery', searched: next !== null },
    }));

  const findStore = async (next: DeliveryAddressState) => {
    setError(null);
    setSearch({ kind: 'searching' });
    const found = await deliveringStore(next);
    if (found.kind === 'none') return setSearch({ kind: 'none', searched: next });
    if (found.kind === 'error') {
      // Shown in the panel, where the customer is looking, not in the page banner.
      setSearch({ kind: 'idle' });
      return setError(found.message);
    }
    const { location, near } = found;
    if (near) {
      setSearch({ kind: 'near', location, address: next });
      return;
    }
    await fromWhichStore(location, next);
  };

  /** The order started at another store (its bag, or the chosen store): say so before anything moves. */
  const fromWhichStore = async (location: Location, next: DeliveryAddressState) => {
    const startedAt = cart ? { menu_id: cart.menu_id, name: cart.location.name } : selected;
    const notice = otherStoreNotice(startedAt, location, next, cart ? countItems(cart.products) : 0);
    if (notice) setSearch({ kind: 'other', location, address: next, notice });
    else await settleDelivery(location, next);
  };

  /** The address is settled (inside the zone, or confirmed near its edge): start the delivery cart. */
  const settleDelivery = async (location: Location, next: DeliveryAddressState) => {
    setAddress(next);
    setSearch({ kind: 'found', location });
    await startDeliveryCart(location, next);
  };

  // Reopened with a stored address (order control seeded it from the cart): find its store again.
  const lookedUp = useRef(false);
  useEffect(() => {
    if (!open) {
      lookedUp.current = false;
      return;
    }
    if (lookedUp.current || !address || search.kind !== 'idle') return;
    lookedUp.current = true;
    void findStore(address);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, with the address it opened with
  }, [open]);

  const onSelect = (result: GeocodeResult) => {
    // Spec §5: only a full address, and a complete one (the server fills every ZIP).
    if (result.layer !== 'address' || !result.postalCode) {
      setError(FULL_ADDRESS_MESSAGE);
      return;
    }
    void findStore({
      address: result.addressLabel ?? result.formattedAddress,
      city: result.city ?? '',
      state: result.stateCode ?? '',
      zip: result.postalCode ?? '',
      lat: result.latitude,
      lng: result.longitude,
      ...(result.precision ? { precision: result.precision } : {}),
    });
  };

  // A whole address typed and sent with Enter counts as chosen: no suggestion needs tapping.
  const onSubmitText = async (text: string) => {
    setError(null);
    const placed = await placeTypedAddress(text, FULL_ADDRESS_MESSAGE);
    if (typeof placed === 'string') setError(placed);
    else onSelect(placed);
  };

  // Spec §5: a saved address skips the full-address check.
  const onChooseSaved = (a: SavedAddress) =>
    void findStore({
      id: a.id,
      address: a.address,
      city: a.city,
      state: a.state,
      zip: a.zip,
      lat: a.lat,
      lng: a.lng,
      ...(a.building ? { building: a.building } : {}),
      ...(a.instructions ? { instructions: a.instructions } : {}),
    });

  const changeAddress = () => {
    setAddress(null);
    setSearch({ kind: 'idle' });
    setError(null);
    setNewEntry(false);
    setResetKey((k) => k + 1);
  };

  const location = search.kind === 'found' ? search.location : null;
  const cartHere = cart && location && cart.menu_id === location.menu_id ? cart : null;
  const orderDelivery = async () => {
    if (!location || !address) return;
    try {
      if (!cartHere) await startDeliveryCart(location, address);
      else await applyDeliveryAddress(address);
    } catch {
      return; // the cart call (handleCartError) showed the server's message
    }
    if (user && !address.id) saveForLater(address);
    close();
    void navigate(`/menu/${encodeURIComponent(location.menu_id)}`);
  };

  const showList = !address && search.kind !== 'none' && !newEntry && (saved.addresses?.length ?? 0) > 0;

  return (
    <SidePanel
      open={open}
      onClose={close}
      title="Order Delivery"
      footer={
        <Button variant="primary" block disabled={!location || !address || busy} onClick={() => void orderDelivery()}>
          Order Delivery
        </Button>
      }
    >
      {search.kind === 'none' ? (
        <DeliveryOutOfRange searched={search.searched} onChangeAddress={changeAddress} onClose={close} />
      ) : search.kind === 'near' ? (
        <DeliveryNearEdge
          address={search.address}
          location={search.location}
          onConfirm={() => void fromWhichStore(search.location, search.address)}
          onChangeAddress={changeAddress}
        />
      ) : search.kind === 'other' ? (
        <DeliveryOtherStore
          notice={search.notice}
          deliverFrom={search.location.name}
          onConfirm={() => void settleDelivery(search.location, search.address)}
          onChangeAddress={changeAddress}
        />
      ) : address && location ? (
        <div className={styles.selected}>
          <DeliverySelectedAddress address={address} onEdit={changeAddress} onChange={setAddress} />
          <p className={styles.from}>
            Delivered from <strong>{location.name}</strong>, {location.address}, {location.city}
          </p>
          {/* Spec §2: the time picker once a location and address exist (the cart holds the time).
              A new cart starts as pickup and turns to delivery a call later: a picker drawn in
              between would be remounted (its key holds the handoff), dropping a day just chosen. */}
          {cartHere && isDeliveryHandoff(cartHere.handoff) ? (
            <TimePicker key={`${cartHere.id}-${cartHere.handoff}`} cart={cartHere} />
          ) : (
            <p role="status">Preparing your order…</p>
          )}
          {cartHere && isDeliveryHandoff(cartHere.handoff) ? (
            <HandoffSwitch
              cart={cartHere}
              deliversHere
              onNeedAddress={changeAddress}
              onToggled={(to) => to === 'pickup' && close()}
            />
          ) : null}
        </div>
      ) : showList && saved.addresses ? (
        <div className={styles.search}>
          <SavedAddressList addresses={saved.addresses} onChoose={onChooseSaved} onDeleted={saved.remove} />
          <Button variant="secondary" onClick={() => setNewEntry(true)} className={styles.linkish}>
            Add a New Address
          </Button>
          {search.kind === 'searching' ? <p role="status">Finding the nearest bakery-cafe…</p> : null}
        </div>
      ) : (
        <div className={styles.search}>
          <AddressCombobox
            key={resetKey}
            label="Delivery address"
            placeholder="Search Address"
            name="delivery-address"
            onSelect={onSelect}
            onSubmitText={(text) => void onSubmitText(text)}
            focusOnMount
            defaultValue={searched}
            suggestOnMount
          />
          {search.kind === 'searching' ? <p role="status">Finding the nearest bakery-cafe…</p> : null}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          {(saved.addresses?.length ?? 0) > 0 ? (
            <Button variant="link" onClick={() => setNewEntry(false)} className={styles.linkish}>
              Use a Saved Address
            </Button>
          ) : null}
        </div>
      )}
    </SidePanel>
  );
}
