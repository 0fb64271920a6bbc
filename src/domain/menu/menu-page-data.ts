import type { Menu, MenuCategory, MenuMasterCategory, MenuProduct } from './menu-contract.ts';
import { MENU_IMAGE_KIND } from './menu-contract.ts';

/**
 * What the menu page's hydration data carries. A card needs no option tree and
 * only its menu picture; Quick Add reads a product's groups from the full menu (GET /api/menus,
 * cached and precompressed) when the customer uses it.
 */
export function cardOf(p: MenuProduct): MenuProduct {
  const picture = p.images.find((i) => i.kind === MENU_IMAGE_KIND) ?? p.images[0];
  return { ...p, images: picture ? [picture] : [], option_groups: [] };
}

const cardsOfCategory = (c: MenuCategory): MenuCategory => ({
  ...c,
  products: c.products.map(cardOf),
  sub_categories: c.sub_categories.map((s) => ({ ...s, products: s.products.map(cardOf) })),
});

/** Every product as a card (no option groups, one picture). */
export function menuCards(menu: Menu): Menu {
  return {
    ...menu,
    master_categories: menu.master_categories.map((m) => ({ ...m, categories: m.categories.map(cardsOfCategory) })),
  };
}

/**
 * A master category's outline: its categories and sub-categories by id and name, no products.
 * Nothing else either: the browser reads an outline only for the tabs, the
 * category routes and the brand section; a panel it shows renders from the full menu.
 */
export function masterOutline(m: MenuMasterCategory): MenuMasterCategory {
  return {
    id: m.id,
    name: m.name,
    categories: m.categories.map((c) => ({
      id: c.id,
      name: c.name,
      description: '',
      image: null,
      daypart: null,
      products: [],
      sub_categories: c.sub_categories.map((s) => ({ id: s.id, name: s.name, description: '', products: [] })),
    })),
  };
}

/**
 * The cards of one master category and the outline of the others: the first screen's data.
 * The other panels' products are in the HTML (server-rendered, hidden) but not in the data.
 */
export function activeMasterCards(menu: Menu, activeMasterId: string | null): Menu {
  return {
    ...menu,
    master_categories: menu.master_categories.map((m) =>
      m.id === activeMasterId ? { ...m, categories: m.categories.map(cardsOfCategory) } : masterOutline(m),
    ),
  };
}
