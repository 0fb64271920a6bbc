import type { SoldOutDuration } from '../../../domain/menu/sold-out.ts';
import type { AvailabilityData } from '../../../domain/staff/availability-contract.ts';
import styles from './availability-item.module.css';

type Product = AvailabilityData['products'][number];
type SoldOut = Product['sold_out'];
export interface ItemChange {
  kind: 'product' | 'choice';
  id: string;
}
type OnChange = (item: ItemChange, to: SoldOutDuration | 'on_sale') => void;

const OPTIONS = [
  { to: 'on_sale', label: 'On sale' },
  { to: 'close', label: 'Sold out until close' },
  { to: 'further_notice', label: 'Until further notice' },
] as const;
const stateOf = (s: SoldOut) => (s === null ? 'on_sale' : s.until === null ? 'further_notice' : 'close');

/**
 * One item's three-way switch: toggle buttons with aria-pressed, so the
 * pressed one says the state and focus stays where it was; 48 px targets for a counter tablet.
 */
function Switch({
  name,
  state,
  item,
  onChange,
}: {
  name: string;
  state: SoldOut;
  item: ItemChange;
  onChange: OnChange;
}) {
  const now = stateOf(state);
  return (
    <div role="group" aria-label={`${name} availability`} className={styles.switch}>
      {OPTIONS.map((o) => (
        <button
          key={o.to}
          type="button"
          aria-pressed={now === o.to}
          className={styles.option}
          onClick={() => now !== o.to && onChange(item, o.to)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function AvailabilityItem({ product, onChange }: { product: Product; onChange: OnChange }) {
  const choicesOut = product.choices.filter((c) => c.sold_out !== null).length;
  return (
    <li className={product.sold_out ? `${styles.item} ${styles.out}` : styles.item}>
      <div className={styles.row}>
        <h3 className={styles.name}>
          {product.name}
          {product.sold_out ? <span className={styles.badge}>Sold out</span> : null}
        </h3>
        <Switch
          name={product.name}
          state={product.sold_out}
          item={{ kind: 'product', id: product.product_id }}
          onChange={onChange}
        />
      </div>
      {product.choices.length > 0 ? (
        <details className={styles.options}>
          <summary className={styles.summary}>
            Options ({product.choices.length}){choicesOut ? `, ${choicesOut} sold out` : ''}
          </summary>
          <ul className={styles.choiceList}>
            {product.choices.map((c) => (
              <li key={c.id} className={styles.row}>
                <span className={styles.choiceName}>
                  {c.name} <span className={styles.group}>· {c.group}</span>
                  {c.sold_out ? <span className={styles.badge}>Sold out</span> : null}
                </span>
                <Switch
                  name={`${product.name}: ${c.name}`}
                  state={c.sold_out}
                  item={{ kind: 'choice', id: c.id }}
                  onChange={onChange}
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
