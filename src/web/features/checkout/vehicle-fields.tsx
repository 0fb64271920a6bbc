import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import type { FieldGroupProps } from './contact-fields.tsx';
import styles from './checkout.module.css';
import cardStyles from '../../ui/card.module.css';

export interface VehicleValues {
  make: string;
  model: string;
  color: string;
}
export const emptyVehicle: VehicleValues = { make: '', model: '', color: '' };

const vehicleFields: FieldSpec<`vehicle.${keyof VehicleValues}`>[] = [
  { field: 'vehicle.make', label: 'Make' },
  { field: 'vehicle.model', label: 'Model' },
  { field: 'vehicle.color', label: 'Color' },
];

/** Curbside pickup: the car the team walks the order out to. Shown only for curbside. */
export function VehicleFields({ form }: FieldGroupProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Your Vehicle</legend>
      <p className={cardStyles.muted}>We bring curbside orders out to your car.</p>
      <div className={styles.twoCol}>
        <TextFieldList fields={vehicleFields} form={form} idPrefix="checkout" />
      </div>
    </fieldset>
  );
}
