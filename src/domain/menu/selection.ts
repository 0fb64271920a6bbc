import type { CartLineChoice, LineProblem, PricedChoice } from './cart-line.ts';
import type { MenuOptionChoice, MenuOptionGroup, MenuProduct } from './menu-contract.ts';

/**
 * Option-group rules at every nesting level (menu-model OptionGroupRules):
 * min/max count distinct choices; allow_quantity lets a choice be taken several times within
 * max_choice_quantity and the group's total limits; a group under a choice applies only
 * while that choice is selected; a group with custom_text needs the text with its choice.
 */

export interface SelectedChoice {
  quantity: number;
  text?: string | undefined;
}
/** Choice id → how it is selected. The UI and the validator share this form. */
export type Selection = ReadonlyMap<string, SelectedChoice>;

export const selectionFromChoices = (choices: readonly CartLineChoice[]): Map<string, SelectedChoice> =>
  new Map(choices.map((c) => [c.id, { quantity: c.quantity ?? 1, text: c.text }]));

export function choicesFromSelection(selection: Selection): { id: string; quantity: number; text?: string }[] {
  return [...selection].map(([id, s]) =>
    s.text === undefined ? { id, quantity: s.quantity } : { id, quantity: s.quantity, text: s.text },
  );
}

/** Where a choice sits in the product's tree. */
export interface ChoiceInfo {
  choice: MenuOptionChoice;
  group: MenuOptionGroup;
  /** The choice the group hangs under; null for a top-level group. */
  parentChoiceId: string | null;
}

export function indexChoices(product: Pick<MenuProduct, 'option_groups'>): Map<string, ChoiceInfo> {
  const index = new Map<string, ChoiceInfo>();
  const walk = (groups: readonly MenuOptionGroup[], parentChoiceId: string | null) => {
    for (const group of groups) {
      for (const choice of group.choices) {
        index.set(choice.id, { choice, group, parentChoiceId });
        walk(choice.option_groups, choice.id);
      }
    }
  };
  walk(product.option_groups, null);
  return index;
}

/** "Choose a Size" → "size", "Choose Two Sides" → "sides"; null when the name is not a short noun. */
function groupNoun(name: string): string | null {
  const rest = name
    .replace(/^(choose|pick|select)\s+/i, '')
    .replace(/^(a|an|your|one|two|three|four|five|six|\d+)\s+/i, '')
    .trim();
  if (!rest || /[?!.]/.test(rest) || rest.split(/\s+/).length > 3) return null;
  return rest.toLowerCase();
}

/** The precise message for a group that has too few or too many distinct choices. */
export function countMessage(group: MenuOptionGroup, chosen: number): string | null {
  const noun = groupNoun(group.name);
  const suffix = noun ? ` ${noun}` : '';
  if (chosen < group.min_select) {
    if (group.min_select === group.max_select) return `Choose ${group.min_select}${suffix}`;
    return `Choose at least ${group.min_select}${suffix}`;
  }
  if (chosen > group.max_select) {
    if (group.max_select === 1) return `Choose only 1${suffix}`;
    return `Choose up to ${group.max_select}`;
  }
  return null;
}

/** Problems of one group, given the selection (the group is known to apply). */
export function groupProblems(group: MenuOptionGroup, selection: Selection): LineProblem[] {
  const problems: LineProblem[] = [];
  const chosen = group.choices.filter((c) => selection.has(c.id));
  const count = countMessage(group, chosen.length);
  if (count)
    problems.push({
      code: chosen.length < group.min_select ? 'too_few' : 'too_many',
      message: count,
      group_id: group.id,
    });
  let total = 0;
  for (const choice of chosen) {
    const picked = selection.get(choice.id);
    const quantity = picked?.quantity ?? 1;
    total += quantity;
    if (!group.allow_quantity && quantity !== 1) {
      problems.push({
        code: 'choice_quantity',
        message: `${choice.name} can be chosen once`,
        group_id: group.id,
        choice_id: choice.id,
      });
    } else if (group.allow_quantity && group.max_choice_quantity !== null && quantity > group.max_choice_quantity) {
      problems.push({
        code: 'choice_quantity',
        message: `Up to ${group.max_choice_quantity} of ${choice.name}`,
        group_id: group.id,
        choice_id: choice.id,
      });
    }
    if (group.custom_text) {
      const text = picked?.text?.trim() ?? '';
      if (!text)
        problems.push({
          code: 'custom_text',
          message: `Enter ${group.custom_text.label.replace(/\s*\(.*\)$/, '').toLowerCase()}`,
          group_id: group.id,
          choice_id: choice.id,
        });
      else if (text.length > group.custom_text.max_length) {
        problems.push({
          code: 'custom_text',
          message: `Keep it to ${group.custom_text.max_length} characters`,
          group_id: group.id,
          choice_id: choice.id,
        });
      }
    } else if (picked?.text !== undefined) {
      problems.push({
        code: 'custom_text',
        message: `${choice.name} takes no text`,
        group_id: group.id,
        choice_id: choice.id,
      });
    }
  }
  if (group.allow_quantity && chosen.length > 0) {
    if (group.min_total_quantity !== null && total < group.min_total_quantity) {
      const short = group.min_total_quantity - total;
      problems.push({
        code: 'total_quantity',
        message: `Choose ${group.min_total_quantity} in all (${short} more)`,
        group_id: group.id,
      });
    } else if (group.max_total_quantity !== null && total > group.max_total_quantity) {
      problems.push({
        code: 'total_quantity',
        message: `Choose up to ${group.max_total_quantity} in all`,
        group_id: group.id,
      });
    }
  }
  return problems;
}

/** The groups that apply under this selection: top-level ones, and those under a selected choice. */
export function activeGroups(product: Pick<MenuProduct, 'option_groups'>, selection: Selection): MenuOptionGroup[] {
  const out: MenuOptionGroup[] = [];
  const walk = (groups: readonly MenuOptionGroup[]) => {
    for (const group of groups) {
      out.push(group);
      for (const choice of group.choices) if (selection.has(choice.id)) walk(choice.option_groups);
    }
  };
  walk(product.option_groups);
  return out;
}

/**
 * Every problem of a selection for this product: ids not in its tree (with a message that says
 * whether the id belongs to another product), choices under an unselected parent, and each
 * applicable group's rules. `foreignOwner` names the product an unknown id belongs to, if any.
 */
export function selectionProblems(
  product: MenuProduct,
  choices: readonly CartLineChoice[],
  foreignOwner: (choiceId: string) => string | null = () => null,
): LineProblem[] {
  const problems: LineProblem[] = [];
  const index = indexChoices(product);
  const seen = new Set<string>();
  for (const { id } of choices) {
    if (seen.has(id)) {
      problems.push({
        code: 'duplicate_choice',
        message: `${index.get(id)?.choice.name ?? id} is listed twice`,
        choice_id: id,
      });
      continue;
    }
    seen.add(id);
    if (index.has(id)) continue;
    const owner = foreignOwner(id);
    problems.push(
      owner
        ? { code: 'foreign_choice', message: `That choice belongs to ${owner}, not ${product.name}`, choice_id: id }
        : { code: 'unknown_choice', message: `${product.name} has no choice "${id}"`, choice_id: id },
    );
  }
  if (problems.length) return problems;
  const selection = selectionFromChoices(choices);
  for (const { id } of choices) {
    const info = index.get(id);
    if (info?.parentChoiceId && !selection.has(info.parentChoiceId)) {
      const parent = index.get(info.parentChoiceId);
      problems.push({
        code: 'parent_not_selected',
        message: `${info.choice.name} needs ${parent?.choice.name ?? 'its parent choice'}`,
        group_id: info.group.id,
        choice_id: id,
      });
    }
  }
  for (const group of activeGroups(product, selection)) problems.push(...groupProblems(group, selection));
  return problems;
}

/** The default selection: each applicable group's default choices, nested ones included. */
export function defaultSelection(product: Pick<MenuProduct, 'option_groups'>): Map<string, SelectedChoice> {
  const selection = new Map<string, SelectedChoice>();
  const walk = (groups: readonly MenuOptionGroup[]) => {
    for (const group of groups) {
      for (const choice of group.choices.filter((c) => c.is_default).slice(0, Math.max(group.max_select, 0))) {
        selection.set(choice.id, { quantity: 1 });
        walk(choice.option_groups);
      }
    }
  };
  walk(product.option_groups);
  return selection;
}

/** Removes choices whose parent choice is no longer selected (after the guest unticks a combo). */
export function pruneSelection(
  product: Pick<MenuProduct, 'option_groups'>,
  selection: Selection,
): Map<string, SelectedChoice> {
  const active = new Set(activeGroups(product, selection).flatMap((g) => g.choices.map((c) => c.id)));
  return new Map([...selection].filter(([id]) => active.has(id)));
}

/**
 * Price and calories of one unit: base + Σ delta × choice quantity over the chosen ids the
 * product knows. It does not judge the selection: validateCartLine prices only valid lines.
 */
export function priceSelection(
  product: Pick<MenuProduct, 'cost' | 'nutrition' | 'option_groups'>,
  selection: Selection,
) {
  const index = indexChoices(product);
  let unitPriceCents = product.cost;
  let calories = product.nutrition.calories.base;
  const priced: PricedChoice[] = [];
  for (const [id, picked] of selection) {
    const info = index.get(id);
    if (!info) continue;
    unitPriceCents += info.choice.price_delta * picked.quantity;
    if (calories !== null) calories += info.choice.calories_delta * picked.quantity;
    priced.push(
      picked.text === undefined
        ? { id, name: info.choice.name, quantity: picked.quantity }
        : { id, name: info.choice.name, quantity: picked.quantity, text: picked.text.trim() },
    );
  }
  return { unitPriceCents, calories: calories === null ? null : Math.max(0, calories), choices: priced };
}
