import type { Menu, MenuCategory, MenuOptionGroup, MenuProduct } from './menu-contract.ts';

/** Every product of the menu, once per listing (a product may sit in several categories). */
export function forEachProduct(menu: Menu, visit: (product: MenuProduct, category: MenuCategory) => void): void {
  for (const master of menu.master_categories) {
    for (const category of master.categories) {
      for (const p of category.products) visit(p, category);
      for (const sub of category.sub_categories) for (const p of sub.products) visit(p, category);
    }
  }
}

/**
 * Products by id, built once per menu object: a menu is never changed in place (a new version is
 * a new object), and a cart reply or validation looks up every line's product.
 */
const productIndexes = new WeakMap<Menu, Map<string, MenuProduct>>();

/** A product by id; listed in several categories, the first listing is the one. */
export function findProduct(menu: Menu, productId: string): MenuProduct | null {
  let index = productIndexes.get(menu);
  if (!index) {
    const built = new Map<string, MenuProduct>();
    forEachProduct(menu, (p) => {
      if (!built.has(p.product_id)) built.set(p.product_id, p);
    });
    productIndexes.set(menu, (index = built));
  }
  return index.get(productId) ?? null;
}

/** By the {pid} of the product route (pdp_id); the product id itself is accepted too. */
export function findProductByPdpId(menu: Menu, pdpId: string): MenuProduct | null {
  let found: MenuProduct | null = null;
  forEachProduct(menu, (p) => {
    if (!found && (p.pdp_id === pdpId || p.product_id === pdpId)) found = p;
  });
  return found;
}

/** The names of the chosen choices of a product, nested groups included ("Kettle Chips" in a combo). */
export function chosenChoiceNames(product: Pick<MenuProduct, 'option_groups'>, choiceIds: readonly string[]): string[] {
  const wanted = new Set(choiceIds);
  const names: string[] = [];
  const walk = (groups: readonly MenuOptionGroup[]) => {
    for (const g of groups)
      for (const c of g.choices) {
        if (wanted.has(c.id)) names.push(c.name);
        walk(c.option_groups);
      }
  };
  walk(product.option_groups);
  return names;
}

/** The master category a category (or sub-category) id sits under. */
export function masterOfCategory(menu: Menu, categoryId: string): string | null {
  for (const master of menu.master_categories) {
    for (const c of master.categories) {
      if (c.id === categoryId || c.sub_categories.some((s) => s.id === categoryId)) return master.id;
    }
  }
  return null;
}

/**
 * The menu page needs cards, not option trees: drop the groups to keep the page's data small,
 * except on quick-add products, whose default choices the card adds without the product page.
 */
export function withoutOptionGroups(menu: Menu): Menu {
  const strip = (p: MenuProduct): MenuProduct => (p.meta.quick_add ? p : { ...p, option_groups: [] });
  return {
    ...menu,
    master_categories: menu.master_categories.map((m) => ({
      ...m,
      categories: m.categories.map((c) => ({
        ...c,
        products: c.products.map(strip),
        sub_categories: c.sub_categories.map((s) => ({ ...s, products: s.products.map(strip) })),
      })),
    })),
  };
}
