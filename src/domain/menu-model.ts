import { z } from 'zod';
import { LIFESTYLE_TAGS } from './menu/allergens.ts';
import { DIETARY_TAGS } from './menu/dietary-tags.ts';

export { DIETARY_TAGS, parseDietaryTags, type DietaryTag } from './menu/dietary-tags.ts';
export { DEFAULT_QUANTITY } from './menu/quantity.ts';

/** The menu vocabulary shared by server and web (DESIGN §4 Menus, spec §3 Product, §5 Menu search). */

export const dietaryTagSchema = z.enum(DIETARY_TAGS);
/** What a product's nutrition_lifestyle may list: the dietary tags and the allergens it contains. */
export const lifestyleTagSchema = z.enum(LIFESTYLE_TAGS);

/** A product's channels: null in the database means every handoff; catering-only products list ['catering']. */
export const PRODUCT_HANDOFFS = ['pickup', 'curbside', 'drivethru', 'delivery', 'catering'] as const;

/**
 * Option-group rules, the same as the big ordering platforms':
 * - minSelect/maxSelect count distinct choices (0 ≤ min ≤ max ≤ number of choices);
 * - when allowQuantity is on, a choice may be taken several times (up to maxChoiceQuantity each)
 *   and minTotalQuantity/maxTotalQuantity bound the sum (a "choose 12 pastries" box);
 * - a group may hang under a choice (parentChoiceId): it applies only when that choice is selected.
 */
export interface OptionGroupRules {
  minSelect: number;
  maxSelect: number;
  allowQuantity: boolean;
  maxChoiceQuantity: number | null;
  minTotalQuantity: number | null;
  maxTotalQuantity: number | null;
}

/** Is this group's shape self-consistent for the number of choices it has? Returns the problem, or null. */
export function optionGroupProblem(rules: OptionGroupRules, choiceCount: number): string | null {
  if (rules.minSelect < 0) return 'minSelect is negative';
  if (rules.minSelect > rules.maxSelect) return 'minSelect is above maxSelect';
  if (rules.maxSelect > choiceCount) return 'maxSelect is above the number of choices';
  if (!rules.allowQuantity && (rules.maxChoiceQuantity ?? rules.minTotalQuantity ?? rules.maxTotalQuantity) !== null) {
    return 'quantity limits on a group without quantities';
  }
  if (
    rules.minTotalQuantity !== null &&
    rules.maxTotalQuantity !== null &&
    rules.minTotalQuantity > rules.maxTotalQuantity
  ) {
    return 'minTotalQuantity is above maxTotalQuantity';
  }
  return null;
}

/** Cart lines whose product is named like this are hidden (spec §2 Cart line, §9). */
export const isUtensilsName = (name: string) => /utensils/i.test(name);
