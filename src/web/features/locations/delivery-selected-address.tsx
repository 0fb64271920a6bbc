import { DELIVERY_BUILDING_MAX, DELIVERY_INSTRUCTIONS_MAX } from '../../../domain/locations/delivery-fields.ts';
import type { DeliveryAddressState } from '../../state/sections.ts';
import { EditIcon } from '../../ui/icons/icons.tsx';
import { DeliveryExtraField } from './delivery-extra-field.tsx';
import styles from './delivery-panel.module.css';

/**
 * The selected delivery address block (spec §2): address line, city, state, zip, building and
 * instructions, an edit button that clears it, then the two optional fields.
 */
export function DeliverySelectedAddress({
  address,
  onEdit,
  onChange,
}: {
  address: DeliveryAddressState;
  onEdit: () => void;
  onChange: (next: DeliveryAddressState) => void;
}) {
  return (
    <>
      <div className={styles.addressBlock}>
        <p className={styles.addressLine}>
          {address.address}
          <br />
          {address.city}, {address.state} {address.zip}
        </p>
        {address.building ? <p className={styles.extra}>{address.building}</p> : null}
        {address.instructions ? <p className={styles.extra}>{address.instructions}</p> : null}
        <button type="button" className={styles.edit} onClick={onEdit} aria-label="Edit delivery address">
          <EditIcon />
        </button>
      </div>
      <DeliveryExtraField
        label="Apt/Suite/Door"
        maxLength={DELIVERY_BUILDING_MAX}
        value={address.building ?? ''}
        updatedMessage="Apt/Suite/Door updated"
        onCommit={(building) => onChange({ ...address, building })}
      />
      <DeliveryExtraField
        label="Special Instructions"
        multiline
        maxLength={DELIVERY_INSTRUCTIONS_MAX}
        value={address.instructions ?? ''}
        updatedMessage="Special Instructions updated"
        onCommit={(instructions) => onChange({ ...address, instructions })}
      />
    </>
  );
}
