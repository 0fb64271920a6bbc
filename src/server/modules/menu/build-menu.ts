import {
  MENU_IMAGE_KIND,
  type Menu,
  type MenuCategory,
  type MenuOptionGroup,
  type MenuProduct,
} from '../../../domain/menu/menu-contract.ts';
import { soldOutAt } from '../../../domain/menu/sold-out.ts';
import type { MenuRows } from './repo.ts';

/**
 * Rows → the spec §7 menu reply. Categories follow their sort; a product sits in every
 * category that lists it; categories and master categories left empty are dropped (spec §5).
 */
export function buildMenu(rows: MenuRows, at: Date = new Date()): Menu {
  // What is 86'd at `at` shows as available: false; the cache rebuilds at the next expiry.
  const soldOut = soldOutAt(rows.soldOut, at);
  const groupsByProduct = optionTrees(rows, soldOut.choices);
  const categoryById = new Map(rows.categories.map((c) => [c.id, c]));
  const linksByCategory = new Map<string, string[]>();
  const categoriesOfProduct = new Map<string, string[]>();
  for (const link of rows.links) {
    linksByCategory.set(link.categoryId, [...(linksByCategory.get(link.categoryId) ?? []), link.productId]);
    categoriesOfProduct.set(link.productId, [...(categoriesOfProduct.get(link.productId) ?? []), link.categoryId]);
  }

  const daypartOf = (categoryId: string): string | null => {
    const c = categoryById.get(categoryId);
    if (!c) return null;
    return c.daypartId ?? (c.parentId ? daypartOf(c.parentId) : null);
  };

  const productById = new Map<string, MenuProduct>();
  for (const { product: p, priceCents } of rows.products) {
    const parts = (categoriesOfProduct.get(p.id) ?? []).map(daypartOf);
    const groups = groupsByProduct.get(p.id) ?? [];
    productById.set(p.id, {
      product_id: p.id,
      pdp_id: p.pdpSlug,
      name: p.name,
      description: p.description,
      images: p.image
        ? [
            {
              kind: MENU_IMAGE_KIND,
              url: p.image,
              alt: p.imageAlt ?? p.name,
              width: p.imageWidth,
              height: p.imageHeight,
              srcset: p.imageSrcset ?? [],
            },
          ]
        : [],
      quantities: { min: p.quantityMin, max: p.quantityMax, increments: p.quantityIncrement },
      meta: { quick_add: p.quickAdd, hide_customize: p.hideCustomize },
      nutrition: { calories: { base: p.caloriesBase, max: p.caloriesMax } },
      nutrition_lifestyle: p.nutritionLifestyle,
      cost: priceCents ?? p.priceCents,
      handoffs: p.handoffs ?? null,
      // Sold all day if any of its categories is; otherwise in the union of their dayparts.
      dayparts: parts.length === 0 || parts.includes(null) ? null : [...new Set(parts as string[])],
      available: !soldOut.products.has(p.id),
      customizable: groups.length > 0,
      option_groups: groups,
    });
  }

  const productsOf = (categoryId: string) =>
    (linksByCategory.get(categoryId) ?? []).flatMap((id) => productById.get(id) ?? []);
  const masters = rows.masters.map((m) => {
    const cats: MenuCategory[] = rows.categories
      .filter((c) => c.masterCategoryId === m.id && c.parentId === null)
      .map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        image: c.image,
        daypart: c.daypartId,
        products: productsOf(c.id),
        sub_categories: rows.categories
          .filter((s) => s.parentId === c.id)
          .map((s) => ({ id: s.id, name: s.name, description: s.description, products: productsOf(s.id) }))
          .filter((s) => s.products.length > 0),
      }))
      .filter((c) => c.products.length > 0 || c.sub_categories.length > 0);
    return { id: m.id, name: m.name, categories: cats };
  });

  return {
    menu_id: rows.menu.id,
    name: rows.menu.name,
    time_zone: rows.timeZone,
    dayparts: rows.dayparts.map((d) => ({ id: d.id, name: d.name, starts: d.starts, ends: d.ends })),
    master_categories: masters.filter((m) => m.categories.length > 0),
  };
}

/** Option groups per product, with groups under a choice nested in that choice. */
function optionTrees(rows: MenuRows, soldOutChoices: ReadonlySet<string>): Map<string, MenuOptionGroup[]> {
  const choicesByGroup = new Map<string, MenuRows['choices']>();
  for (const c of rows.choices) choicesByGroup.set(c.groupId, [...(choicesByGroup.get(c.groupId) ?? []), c]);
  const groupsUnderChoice = new Map<string, MenuRows['groups']>();
  const topGroups = new Map<string, MenuRows['groups']>();
  for (const g of rows.groups) {
    if (g.parentChoiceId)
      groupsUnderChoice.set(g.parentChoiceId, [...(groupsUnderChoice.get(g.parentChoiceId) ?? []), g]);
    else topGroups.set(g.productId, [...(topGroups.get(g.productId) ?? []), g]);
  }
  const toGroup = (g: MenuRows['groups'][number]): MenuOptionGroup => ({
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
      available: !soldOutChoices.has(c.id),
      option_groups: (groupsUnderChoice.get(c.id) ?? []).map(toGroup),
    })),
  });
  const out = new Map<string, MenuOptionGroup[]>();
  for (const [productId, groups] of topGroups) out.set(productId, groups.map(toGroup));
  return out;
}
