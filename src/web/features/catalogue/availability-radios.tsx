import { STORE_AVAILABILITY } from '../../../domain/catalogue/catalogue-contract.ts';
import { AVAILABILITY_LABELS } from './override-form.ts';
import styles from './catalogue.module.css';

type Availability = (typeof STORE_AVAILABILITY)[number];

/** On sale / sold out / hidden, as one radio group (one store's panel and the several-stores form). */
export function AvailabilityRadios({
  name,
  value,
  onChange,
  disabled = false,
  labelOf = (a) => AVAILABILITY_LABELS[a],
}: {
  name: string;
  value: Availability;
  onChange: (next: Availability) => void;
  disabled?: boolean;
  labelOf?: (a: Availability) => string;
}) {
  return (
    <fieldset className={styles.checks} disabled={disabled}>
      <legend>Availability</legend>
      {STORE_AVAILABILITY.map((a) => (
        <label key={a}>
          <input type="radio" name={name} value={a} checked={value === a} onChange={() => onChange(a)} /> {labelOf(a)}
        </label>
      ))}
    </fieldset>
  );
}
