import { MENU_IMAGE_KIND, type Menu, type MenuCategory, type MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { soldOutAt } from '../../../domain/menu/sold-out.ts';
import { optionTrees, productImage } from './option-trees.ts';
import type { MenuRows } from './repo.ts';

/**
 * Rows → the spec §7 menu reply. Categories follow their sort; a product sits in every
 * category that lists it; categories and master categories left empty are dropped (spec §5).
 */
export function buildMenu(rows: MenuRows, at: Date = new Date()): Menu {
  // What is 86'd at `at` shows as available: false; the cache rebuilds at the next expiry.
  const soldOut = soldOutAt(rows.soldOut, at);
  const groupsByProduct = optionTrees(rows.groups, rows.choices, (c) => ({ available: !soldOut.choices.has(c.id) }));
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
    const image = productImage(p);
    productById.set(p.id, {
      product_id: p.id,
      pdp_id: p.pdpSlug,
      name: p.name,
      description: p.description,
      images: image ? [{ kind: MENU_IMAGE_KIND, ...image }] : [],
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
