import { canIncrease, isAtMinimum, type QuantityLimits } from '../../../domain/menu/quantity.ts';
import { MinusIcon, PlusIcon, TrashIcon } from '../../ui/icons/icons.tsx';
import styles from './cart.module.css';

/**
 * Spec §5 "Quantity" in the bag: plus disabled at max; at min the minus shows a trash icon and
 * removes the line (spec §4 "Quantity changes").
 */
export function CartCounter({
  quantity,
  limits,
  onStep,
  itemName,
  disabled,
  removable = true,
}: {
  quantity: number;
  limits: QuantityLimits;
  onStep: (direction: 'up' | 'down') => void;
  itemName: string;
  disabled: boolean;
  removable?: boolean;
}) {
  // A suggestion is not in the bag yet: at its minimum, minus is simply disabled.
  const atMin = isAtMinimum(quantity, limits);
  const trash = atMin && removable;
  return (
    <div className={styles.counter} role="group" aria-label={`Quantity of ${itemName}`}>
      <button
        type="button"
        className={styles.counterButton}
        onClick={() => onStep('down')}
        disabled={disabled || (atMin && !removable)}
        aria-label={trash ? `Remove ${itemName}` : `Decrease quantity of ${itemName}`}
      >
        {trash ? <TrashIcon size={18} /> : <MinusIcon size={18} />}
      </button>
      <span className={styles.counterValue}>{quantity}</span>
      <button
        type="button"
        className={styles.counterButton}
        onClick={() => onStep('up')}
        disabled={disabled || !canIncrease(quantity, limits)}
        aria-label={`Increase quantity of ${itemName}`}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
