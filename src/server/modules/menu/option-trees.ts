import type { CatalogueChoice, CatalogueOptionGroup } from '../../../domain/catalogue/catalogue-document.ts';
import type { optionChoices, optionGroups, products } from '../../db/schema/menus.ts';

type GroupRow = typeof optionGroups.$inferSelect;
type ChoiceRow = typeof optionChoices.$inferSelect;

/** An option group as rows give it, each choice carrying what `extra` adds (the menu: availability). */
export type OptionTree<Extra> = Omit<CatalogueOptionGroup, 'choices'> & {
  choices: (Omit<CatalogueChoice, 'option_groups'> & Extra & { option_groups: OptionTree<Extra>[] })[];
};

/** Option group and choice rows → each product's groups, with groups under a choice nested in that choice. */
export function optionTrees<Extra extends object>(
  groups: readonly GroupRow[],
  choices: readonly ChoiceRow[],
  extra: (choice: ChoiceRow) => Extra,
): Map<string, OptionTree<Extra>[]> {
  const choicesByGroup = new Map<string, ChoiceRow[]>();
  for (const c of choices) choicesByGroup.set(c.groupId, [...(choicesByGroup.get(c.groupId) ?? []), c]);
  const groupsUnderChoice = new Map<string, GroupRow[]>();
  const topGroups = new Map<string, GroupRow[]>();
  for (const g of groups) {
    if (g.parentChoiceId)
      groupsUnderChoice.set(g.parentChoiceId, [...(groupsUnderChoice.get(g.parentChoiceId) ?? []), g]);
    else topGroups.set(g.productId, [...(topGroups.get(g.productId) ?? []), g]);
  }
  const toGroup = (g: GroupRow): OptionTree<Extra> => ({
    id: g.id,
    name: g.name,
    description: g.description,
    min_select: g.minSelect,
    max_select: g.maxSelect,
    allow_quantity: g.allowQuantity,
    max_choice_quantity: g.maxChoiceQuantity,
    min_total_quantity: g.minTotalQuantity,
    max_total_quantity: g.maxTotalQuantity,
    custom_text: g.allowCustomText
      ? { label: g.customTextLabel ?? 'Custom text', max_length: g.customTextMaxLength ?? 50 }
      : null,
    choices: (choicesByGroup.get(g.id) ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      price_delta: c.priceDeltaCents,
      calories_delta: c.caloriesDelta,
      is_default: c.isDefault,
      ...extra(c),
      option_groups: (groupsUnderChoice.get(c.id) ?? []).map(toGroup),
    })),
  });
  const out = new Map<string, OptionTree<Extra>[]>();
  for (const [productId, list] of topGroups) out.set(productId, list.map(toGroup));
  return out;
}

/** A product row's picture in the catalogue's shape, or null when it has none. */
export function productImage(p: typeof products.$inferSelect) {
  if (!p.image) return null;
  return {
    url: p.image,
    alt: p.imageAlt ?? p.name,
    width: p.imageWidth,
    height: p.imageHeight,
    srcset: p.imageSrcset ?? [],
  };
}
