import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import { deliveryLocationReply, NO_NEARBY_DETAIL, NO_NEARBY_MESSAGE } from '../../../domain/locations/delivery-location-contract.ts';
import { defaultDeliveryTime } from '../../../domain/locations/delivery-time.ts';
import type { GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';
import type { DeliveryAddressState } from '../../state/sections.ts';
import { useAppStore } from '../../state/store.ts';
import { Button } from '../../ui/button.tsx';
import { EditIcon } from '../../ui/icons/icons.tsx';
import { SidePanel } from '../../ui/side-panel.tsx';
import { AddressCombobox } from './address-combobox.tsx';
import { DeliveryExtraField } from './delivery-extra-field.tsx';
import { startOrderAt } from './selected-location.ts';
import styles from './delivery-panel.module.css';

/** Spec §5 "Delivery search needs a full address". */
export const FULL_ADDRESS_MESSAGE = 'Please use a full address';
/** The brand's stores share one zone; the default time is computed there (decision 040). */
const BRAND_TIME_ZONE = 'America/New_York';

type Search = { kind: 'idle' } | { kind: 'searching' } | { kind: 'none' } | { kind: 'found'; location: Location };

/**
 * Delivery modal (spec §2 "Delivery modal", §4 "Delivery flow", §5): address search → the
 * store that delivers there (POST /api/locations) → the selected address with Apt/Suite/Door
 * and Special Instructions → Order Delivery. Applying the delivery handoff to a cart
 * (PUT /api/carts/{id}/handoff/delivery) and the time picker belong to the cart half of issue 3.
 */
export function DeliveryPanel() {
  const open = useAppStore((s) => s.root.open.delivery);
  const closePanel = useAppStore((s) => s.root.closePanel);
  const address = useAppStore((s) => s.locations.deliveryAddress);
  const navigate = useNavigate();
  const [search, setSearch] = useState<Search>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const close = () => closePanel('delivery');

  const setAddress = (next: DeliveryAddressState | null) => useAppStore.setState((s) => ({ locations: { ...s.locations, deliveryAddress: next, searchType: 'delivery', searched: next !== null } }));

  const onSelect = async (result: GeocodeResult) => {
    setError(null);
    if (result.layer !== 'address') {
      setError(FULL_ADDRESS_MESSAGE);
      return;
    }
    const next: DeliveryAddressState = {
      address: result.addressLabel ?? result.formattedAddress,
      city: result.city ?? '',
      state: result.stateCode ?? '',
      zip: result.postalCode ?? '',
      lat: result.latitude,
      lng: result.longitude,
    };
    setSearch({ kind: 'searching' });
    try {
      const reply = await apiRequest('locations', deliveryLocationReply, {
        method: 'POST',
        body: { address: next.address, city: next.city, state: next.state, zip: next.zip, lat: next.lat, lng: next.lng, time: defaultDeliveryTime(new Date(), BRAND_TIME_ZONE) },
      });
      setAddress(next);
      setSearch({ kind: 'found', location: reply.data });
    } catch (e) {
      const err = AppError.from(e);
      if (err.code === 'NOT_FOUND') setSearch({ kind: 'none' });
      else {
        setSearch({ kind: 'idle' });
        useAppStore.getState().root.showError(err.message);
      }
    }
  };

  const changeAddress = () => {
    setAddress(null);
    setSearch({ kind: 'idle' });
    setError(null);
    setResetKey((k) => k + 1);
  };

  const location = search.kind === 'found' ? search.location : null;
  const orderDelivery = () => {
    if (!location || !address) return;
    if (startOrderAt(location, 'delivery')) {
      close();
      void navigate(`/menu/${encodeURIComponent(location.menu_id)}`);
    }
  };

  return (
    <SidePanel
      open={open}
      onClose={close}
      title="Order Delivery"
      footer={
        <Button variant="primary" block disabled={!location || !address} onClick={orderDelivery}>
          Order Delivery
        </Button>
      }
    >
      {search.kind === 'none' ? (
        <div className={styles.none} role="status">
          <h3 className={styles.noneHeading}>{NO_NEARBY_MESSAGE}</h3>
          <p>{NO_NEARBY_DETAIL}</p>
          <Button variant="secondary" onClick={changeAddress}>
            Change Delivery Address
          </Button>
        </div>
      ) : address && location ? (
        <div className={styles.selected}>
          <div className={styles.addressBlock}>
            <p className={styles.addressLine}>
              {address.address}
              <br />
              {address.city}, {address.state} {address.zip}
            </p>
            {address.building ? <p className={styles.extra}>{address.building}</p> : null}
            {address.instructions ? <p className={styles.extra}>{address.instructions}</p> : null}
            <button type="button" className={styles.edit} onClick={changeAddress} aria-label="Edit delivery address">
              <EditIcon />
            </button>
          </div>
          <DeliveryExtraField
            label="Apt/Suite/Door"
            maxLength={100}
            value={address.building ?? ''}
            updatedMessage="Apt/Suite/Door updated"
            onCommit={(building) => setAddress({ ...address, building })}
          />
          <DeliveryExtraField
            label="Special Instructions"
            multiline
            maxLength={250}
            value={address.instructions ?? ''}
            updatedMessage="Special Instructions updated"
            onCommit={(instructions) => setAddress({ ...address, instructions })}
          />
          <p className={styles.from}>
            Delivered from <strong>{location.name}</strong>, {location.address}, {location.city}
          </p>
          {/* Time picker slot (spec §2): mounted by the cart half of issue 3. */}
        </div>
      ) : (
        <div className={styles.search}>
          <AddressCombobox key={resetKey} label="Delivery address" placeholder="Search Address" name="delivery-address" onSelect={(r) => void onSelect(r)} focusOnMount />
          {search.kind === 'searching' ? <p role="status">Finding the nearest bakery-cafe…</p> : null}
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      )}
    </SidePanel>
  );
}
