import { canIncrease, isAtMinimum, stepQuantity, type QuantityLimits } from '../../../domain/menu/quantity.ts';
import { MinusIcon, PlusIcon, TrashIcon } from '../../ui/icons/icons.tsx';
import styles from './quantity-counter.module.css';

/**
 * Spec §5 "Quantity": plus disabled at max; at min the minus button shows a trash icon and
 * removes (onRemove), or is disabled when there is nothing to remove (a new item).
 */
export function QuantityCounter({
  quantity,
  limits,
  onChange,
  onRemove,
  itemName,
}: {
  quantity: number;
  limits: QuantityLimits;
  onChange: (quantity: number) => void;
  onRemove?: (() => void) | undefined;
  itemName: string;
}) {
  const atMin = isAtMinimum(quantity, limits);
  const down = () => {
    const step = stepQuantity(quantity, 'down', limits);
    if (step.kind === 'remove') onRemove?.();
    else onChange(step.quantity);
  };
  const up = () => {
    const step = stepQuantity(quantity, 'up', limits);
    if (step.kind === 'set') onChange(step.quantity);
  };
  return (
    <div className={styles.counter} role="group" aria-label={`Quantity of ${itemName}`}>
      <button
        type="button"
        className={styles.button}
        onClick={down}
        disabled={atMin && !onRemove}
        aria-label={atMin ? `Remove ${itemName}` : 'Decrease quantity'}
      >
        {atMin ? <TrashIcon size={20} /> : <MinusIcon size={20} />}
      </button>
      <output className={styles.value} aria-live="polite" aria-label="Quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={up}
        disabled={!canIncrease(quantity, limits)}
        aria-label="Increase quantity"
      >
        <PlusIcon size={20} />
      </button>
    </div>
  );
}
