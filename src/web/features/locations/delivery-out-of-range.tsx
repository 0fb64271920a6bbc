import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { NO_NEARBY_DETAIL, NO_NEARBY_MESSAGE } from '../../../domain/locations/delivery-location-contract.ts';
import { formatDistance } from '../../../domain/locations/format.ts';
import type { LocationSummary } from '../../../domain/locations/location-contract.ts';
import { addressLine, type DeliveryAddress } from '../../../domain/locations/order-control.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { Button } from '../../ui/button.tsx';
import { getLocationReply, startOrderAt } from '../../data/locations/selected-location.ts';
import styles from './delivery-panel.module.css';

/** How many pickup stores, and how far away, the out-of-range view offers. */
const NEAREST_PICKUPS = 3;
const PICKUP_RADIUS_MILES = 100;
const listReply = () =>
  import('../../../domain/locations/list-locations-contract.ts').then((c) => c.listLocationsReply);

/**
 * No store delivers to the address (spec §2 "No Nearby Locations Available"). Issue 15: the
 * panel repeats the address searched, so the customer sees what was checked, and offers the
 * nearest pickup locations (GET /api/locations?lat&lng&handoff=pickup) as the way on.
 */
export function DeliveryOutOfRange({
  searched,
  onChangeAddress,
  onClose,
}: {
  searched: DeliveryAddress;
  onChangeAddress: () => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [pickups, setPickups] = useState<LocationSummary[] | null>(null);
  const { lat, lng } = searched;

  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({
      lat: String(lat),
      lng: String(lng),
      handoff: 'pickup',
      limit: String(NEAREST_PICKUPS),
      radius: String(PICKUP_RADIUS_MILES),
    });
    apiRequest(`locations?${query.toString()}`, listReply, { signal: controller.signal })
      .then((reply) => setPickups(reply.data.locations))
      .catch(() => setPickups([]));
    return () => controller.abort();
  }, [lat, lng]);

  /** The list has no hours; the store is read whole (as a selected location is) before it is chosen. */
  const orderPickup = async (summary: LocationSummary) => {
    const location = await apiRequest(
      `locations/${encodeURIComponent(summary.menu_id)}?byMenuId=true`,
      getLocationReply,
    )
      .then((reply) => reply.data)
      .catch(() => null);
    if (!location || !startOrderAt(location, 'pickup')) return;
    onClose();
    void navigate(`/menu/${encodeURIComponent(location.menu_id)}`);
  };

  return (
    <div className={styles.none}>
      <div role="status" className={styles.none}>
        <h3 className={styles.noneHeading}>{NO_NEARBY_MESSAGE}</h3>
        <p>{NO_NEARBY_DETAIL}</p>
        <p>
          We looked for delivery to <strong>{addressLine(searched)}</strong>.
        </p>
      </div>
      <Button variant="secondary" onClick={onChangeAddress}>
        Change Delivery Address
      </Button>
      <section className={styles.pickups} aria-labelledby="nearest-pickups">
        <h3 id="nearest-pickups" className={styles.subheading}>
          Pick Up Nearby Instead
        </h3>
        {pickups === null ? (
          <p role="status">Finding the nearest bakery-cafes…</p>
        ) : pickups.length === 0 ? (
          <p>No bakery-cafe is within {PICKUP_RADIUS_MILES} miles of this address.</p>
        ) : (
          <ul className={styles.savedList}>
            {pickups.map((l) => (
              <li key={l.id} className={styles.pickupCard}>
                <div>
                  <p className={styles.addressLine}>{l.name}</p>
                  <p className={styles.extra}>
                    {l.address}, {l.city}, {l.state}
                    {l.distance !== null ? ` · ${formatDistance(l.distance)} mi` : ''}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => void orderPickup(l)}>
                  Order Pickup<span className="visually-hidden"> at {l.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
