import { TextField } from '../../ui/form/text-field.tsx';
import type { FieldErrors } from './contact-fields.tsx';
import styles from './checkout.module.css';

export interface VehicleValues {
  make: string;
  model: string;
  color: string;
}
export const emptyVehicle: VehicleValues = { make: '', model: '', color: '' };

/** Curbside pickup (issue 6): the car the team walks the order out to. Shown only for curbside. */
export function VehicleFields({
  values,
  errors,
  onChange,
}: {
  values: VehicleValues;
  errors: FieldErrors<keyof VehicleValues>;
  onChange: (name: keyof VehicleValues, value: string) => void;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Your Vehicle</legend>
      <p className={styles.muted}>We bring curbside orders out to your car.</p>
      <div className={styles.twoCol}>
        <TextField
          name="vehicle_make"
          id="checkout-vehicle-make"
          label="Make"
          value={values.make}
          onValue={(v) => onChange('make', v)}
          error={errors.make}
        />
        <TextField
          name="vehicle_model"
          id="checkout-vehicle-model"
          label="Model"
          value={values.model}
          onValue={(v) => onChange('model', v)}
          error={errors.model}
        />
        <TextField
          name="vehicle_color"
          id="checkout-vehicle-color"
          label="Color"
          value={values.color}
          onValue={(v) => onChange('color', v)}
          error={errors.color}
        />
      </div>
    </fieldset>
  );
}
