import type { Menu, MenuOptionGroup } from '../../../domain/menu/menu-contract.ts';
import { forEachProduct } from '../../../domain/menu/menu-walk.ts';

export interface MenuNames {
  products: Map<string, string>;
  choices: Map<string, string>;
}

const built = new WeakMap<Menu, MenuNames>();

function addChoices(groups: readonly MenuOptionGroup[], into: Map<string, string>): void {
  for (const g of groups)
    for (const c of g.choices) {
      if (!into.has(c.id)) into.set(c.id, c.name);
      addChoices(c.option_groups, into);
    }
}

/** A menu's product and choice names by id, built once per menu object (a new version is a new object). */
export function menuNames(menu: Menu): MenuNames {
  let names = built.get(menu);
  if (!names) {
    const products = new Map<string, string>();
    const choices = new Map<string, string>();
    forEachProduct(menu, (p) => {
      if (products.has(p.product_id)) return;
      products.set(p.product_id, p.name);
      addChoices(p.option_groups, choices);
    });
    built.set(menu, (names = { products, choices }));
  }
  return names;
}
