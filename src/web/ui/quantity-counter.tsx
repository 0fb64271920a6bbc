import { canIncrease, isAtMinimum, stepQuantity, type QuantityLimits } from '../../domain/menu/quantity.ts';
import { MinusIcon, PlusIcon, TrashIcon } from './icons/icons.tsx';
import styles from './quantity-counter.module.css';

/**
 * Spec §5 "Quantity", the one counter of the product page and the bag: plus disabled at max; at
 * min the minus button shows a trash icon and removes (onRemove — in the bag, spec §4 "Decreasing
 * a line at its minimum quantity removes it"), or is a disabled minus when there is nothing to
 * remove (a new item, a suggestion): a greyed trash reads as a broken delete. `disabled` holds both
 * buttons while a bag change is on its way; `compact` is the bag's smaller size.
 */
export function QuantityCounter({
  quantity,
  limits,
  onChange,
  onRemove,
  itemName,
  disabled = false,
  compact = false,
}: {
  quantity: number;
  limits: QuantityLimits;
  onChange: (quantity: number) => void;
  onRemove?: (() => void) | undefined;
  itemName: string;
  disabled?: boolean;
  compact?: boolean;
}) {
  const atMin = isAtMinimum(quantity, limits);
  const trash = atMin && Boolean(onRemove);
  const down = () => {
    const step = stepQuantity(quantity, 'down', limits);
    if (step.kind === 'remove') onRemove?.();
    else if (step.kind === 'set' && step.quantity !== quantity) onChange(step.quantity);
  };
  const up = () => {
    const step = stepQuantity(quantity, 'up', limits);
    if (step.kind === 'set' && step.quantity !== quantity) onChange(step.quantity);
  };
  const iconSize = compact ? 18 : 20;
  return (
    <div
      className={compact ? `${styles.counter} ${styles.compact}` : styles.counter}
      role="group"
      aria-label={`Quantity of ${itemName}`}
    >
      <button
        type="button"
        className={styles.button}
        onClick={down}
        disabled={disabled || (atMin && !trash)}
        aria-label={trash ? `Remove ${itemName}` : `Decrease quantity of ${itemName}`}
      >
        {trash ? <TrashIcon size={iconSize} /> : <MinusIcon size={iconSize} />}
      </button>
      <output className={styles.value} aria-live="polite" aria-label="Quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={up}
        disabled={disabled || !canIncrease(quantity, limits)}
        aria-label={`Increase quantity of ${itemName}`}
      >
        <PlusIcon size={iconSize} />
      </button>
    </div>
  );
}
