import { parseDietaryTags } from './dietary-tags.ts';
import type { Menu, MenuCategory, MenuProduct } from './menu-contract.ts';

/**
 * Spec §5 "Menu search": case-insensitive substring match against category name, category
 * description (only when the description-search setting is on), product name or product
 * description; dietary filters require all selected tags in the product's comma-separated
 * list; categories left with no products are dropped; an empty term clears the results and
 * selects the first master category. Dietary filters with an empty term still filter the
 * menu: a guest ticking "Vegan" expects vegan dishes, not the unfiltered menu.
 */
export interface MenuSearchQuery {
  term: string;
  dietary: readonly string[];
  searchDescriptions: boolean;
}

export interface MenuSearchSection {
  id: string;
  name: string;
  /** The category a sub-category belongs to; null for a category. */
  parentName: string | null;
  products: MenuProduct[];
}

export type MenuSearchOutcome =
  | { kind: 'cleared'; masterCategoryId: string | null }
  | { kind: 'results'; sections: MenuSearchSection[]; count: number };

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle);

export const hasAllTags = (product: Pick<MenuProduct, 'nutrition_lifestyle'>, dietary: readonly string[]) => {
  const tags = parseDietaryTags(product.nutrition_lifestyle);
  return dietary.every((d) => tags.includes(d.toLowerCase()));
};

export function searchMenu(menu: Menu, query: MenuSearchQuery): MenuSearchOutcome {
  const term = query.term.trim().toLowerCase();
  if (!term && query.dietary.length === 0)
    return { kind: 'cleared', masterCategoryId: menu.master_categories[0]?.id ?? null };

  const categoryMatches = (c: Pick<MenuCategory, 'name' | 'description'>) =>
    !term || contains(c.name, term) || (query.searchDescriptions && contains(c.description, term));
  const productMatches = (p: MenuProduct) => !term || contains(p.name, term) || contains(p.description, term);

  const sections: MenuSearchSection[] = [];
  for (const master of menu.master_categories) {
    for (const category of master.categories) {
      const whole = categoryMatches(category);
      const keep = (products: MenuProduct[], sectionMatches: boolean) =>
        products.filter((p) => (sectionMatches || productMatches(p)) && hasAllTags(p, query.dietary));
      sections.push({
        id: category.id,
        name: category.name,
        parentName: null,
        products: keep(category.products, whole),
      });
      for (const sub of category.sub_categories) {
        sections.push({
          id: sub.id,
          name: sub.name,
          parentName: category.name,
          products: keep(sub.products, whole || categoryMatches(sub)),
        });
      }
    }
  }
  const nonEmpty = sections.filter((s) => s.products.length > 0);
  return { kind: 'results', sections: nonEmpty, count: nonEmpty.reduce((n, s) => n + s.products.length, 0) };
}
