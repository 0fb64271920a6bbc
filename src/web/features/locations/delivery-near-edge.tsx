import { useEffect, useRef } from 'react';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { addressLine, type DeliveryAddress } from '../../../domain/locations/order-control.ts';
import type { GeoPrecision } from '../../../domain/locations/zone-fit.ts';
import { Button } from '../../ui/button.tsx';
import styles from './delivery-panel.module.css';

/** How the address was placed, in the customer's words. */
const PLACED_BY: Record<GeoPrecision, string> = {
  address: 'its exact location',
  street: 'its street',
  postalCode: 'its ZIP code',
  locality: 'its city',
};

/**
 * The address may lie just outside the store's delivery area: it was placed only roughly and
 * the zone edge runs within that uncertainty. The customer checks the address
 * and confirms, or changes it. Focus moves to the question so it is read out first.
 */
export function DeliveryNearEdge({
  address,
  location,
  onConfirm,
  onChangeAddress,
}: {
  address: DeliveryAddress;
  location: Location;
  onConfirm: () => void;
  onChangeAddress: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.none}>
      <h3 ref={heading} tabIndex={-1} className={styles.noneHeading}>
        Please Confirm Your Address
      </h3>
      <p className={styles.addressLine}>{addressLine(address)}</p>
      <p>
        This address is close to the edge of our {location.name} delivery area, and we could only place it by{' '}
        {PLACED_BY[address.precision ?? 'address']}. If the address is right, we will deliver from {location.name},{' '}
        {location.address}.
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onConfirm}>
          Yes, Deliver Here
        </Button>
        <Button variant="secondary" onClick={onChangeAddress}>
          Change Delivery Address
        </Button>
      </div>
    </div>
  );
}
