import { canIncrease, isAtMinimum, type QuantityLimits } from '../../../domain/menu/quantity.ts';
import { MinusIcon, PlusIcon, TrashIcon } from '../../ui/icons/icons.tsx';
import styles from './cart.module.css';

/**
 * Spec §5 "Quantity" in the bag: plus disabled at max; at min the minus shows a trash icon and
 * removes the line (spec §4 "Quantity changes").
 */
export function CartCounter({ quantity, limits, onStep, itemName, disabled }: { quantity: number; limits: QuantityLimits; onStep: (direction: 'up' | 'down') => void; itemName: string; disabled: boolean }) {
  const atMin = isAtMinimum(quantity, limits);
  return (
    <div className={styles.counter} role="group" aria-label={`Quantity of ${itemName}`}>
      <button type="button" className={styles.counterButton} onClick={() => onStep('down')} disabled={disabled} aria-label={atMin ? `Remove ${itemName}` : `Decrease quantity of ${itemName}`}>
        {atMin ? <TrashIcon size={18} /> : <MinusIcon size={18} />}
      </button>
      <span className={styles.counterValue}>{quantity}</span>
      <button type="button" className={styles.counterButton} onClick={() => onStep('up')} disabled={disabled || !canIncrease(quantity, limits)} aria-label={`Increase quantity of ${itemName}`}>
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
