/** Spec §9: default quantity range 1 to 99, step 1 (here, not in the zod menu model: the product page uses it on first load). */
export const DEFAULT_QUANTITY = { min: 1, max: 99, increments: 1 } as const;

/** Spec §5 "Quantity": per-product min, max and increment; §9 default range 1 to 99. */
export interface QuantityLimits {
  min: number;
  max: number;
  increments: number;
}

export const quantityLimits = (q: Partial<QuantityLimits> | null | undefined): QuantityLimits => ({
  min: q?.min ?? DEFAULT_QUANTITY.min,
  max: q?.max ?? DEFAULT_QUANTITY.max,
  increments: q?.increments ?? DEFAULT_QUANTITY.increments,
});

/** The message naming what is wrong with a quantity, or null when it is allowed. */
export function quantityProblem(quantity: number, limits: QuantityLimits): string | null {
  if (!Number.isInteger(quantity)) return 'Quantity must be a whole number';
  if (quantity < limits.min || quantity > limits.max) return `Quantity must be between ${limits.min} and ${limits.max}`;
  if ((quantity - limits.min) % limits.increments !== 0)
    return `Quantity goes up in steps of ${limits.increments} from ${limits.min}`;
  return null;
}

/** Spec §5: "The plus button is disabled at max." (also when one more step would pass max). */
export const canIncrease = (quantity: number, limits: QuantityLimits) => quantity + limits.increments <= limits.max;

/** Spec §5: "The minus button shows a trash icon at min." */
export const isAtMinimum = (quantity: number, limits: QuantityLimits) => quantity <= limits.min;

export type QuantityStep =
  { kind: 'set'; quantity: number } | { kind: 'remove' } | { kind: 'unchanged'; quantity: number };

/**
 * One press of plus or minus. Spec §4: "Decreasing a line at its minimum quantity removes it";
 * plus at max changes nothing. Off-grid values snap onto the min + k·increments grid.
 */
export function stepQuantity(quantity: number, direction: 'up' | 'down', limits: QuantityLimits): QuantityStep {
  const snapped = Math.min(
    limits.max,
    Math.max(limits.min, limits.min + Math.floor((quantity - limits.min) / limits.increments) * limits.increments),
  );
  if (direction === 'up') {
    return canIncrease(snapped, limits)
      ? { kind: 'set', quantity: snapped + limits.increments }
      : { kind: 'unchanged', quantity: snapped };
  }
  if (isAtMinimum(quantity, limits)) return { kind: 'remove' };
  return { kind: 'set', quantity: Math.max(limits.min, snapped === quantity ? quantity - limits.increments : snapped) };
}

/** What a per-choice stepper needs to know of its option group (spec §5 "The plus button is disabled at max"). */
export interface ChoiceStepLimits {
  max_select: number;
  max_choice_quantity: number | null;
  max_total_quantity: number | null;
}

/**
 * Whether a choice's plus button may add one more: not past the per-choice maximum, not past the
 * group's total, and not a new kind once the group has its most kinds. `picked` holds the
 * quantities of this group's chosen choices.
 */
export function canAddChoice(group: ChoiceStepLimits, picked: ReadonlyMap<string, number>, choiceId: string): boolean {
  const mine = picked.get(choiceId) ?? 0;
  if (group.max_choice_quantity !== null && mine >= group.max_choice_quantity) return false;
  let total = 0;
  for (const quantity of picked.values()) total += quantity;
  if (group.max_total_quantity !== null && total >= group.max_total_quantity) return false;
  return mine > 0 || picked.size < group.max_select;
}
