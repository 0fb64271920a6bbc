import { slugify } from '../location-model.ts';
import type { CatalogueChoice, CatalogueOptionGroup, CatalogueProduct } from './catalogue-document.ts';

/** The blank pieces the menu editor starts a product, group or choice from (its tests build drafts with them). */

/** A new product's first draft, in a category. */
export function blankProduct(name: string, categoryId: string): CatalogueProduct {
  const slug = slugify(name) || 'new-item';
  return {
    product_id: `p-${slug}`,
    pdp_id: slug,
    name,
    description: '',
    cost: 0,
    nutrition: { calories: { base: null, max: null } },
    nutrition_lifestyle: '',
    quantities: { min: 1, max: 99, increments: 1 },
    meta: { quick_add: false, hide_customize: false },
    handoffs: null,
    category_ids: [categoryId],
    image: null,
    upsell: false,
    option_groups: [],
  };
}

/** A new option group with one choice, ids made from the product's. */
export function blankGroup(product: CatalogueProduct, index: number): CatalogueOptionGroup {
  const id = `${product.pdp_id}.group-${index + 1}-${Date.now().toString(36)}`;
  return {
    id,
    name: '',
    description: '',
    min_select: 0,
    max_select: 1,
    allow_quantity: false,
    max_choice_quantity: null,
    min_total_quantity: null,
    max_total_quantity: null,
    custom_text: null,
    choices: [blankChoice(id, 0)],
  };
}

export const blankChoice = (groupId: string, index: number): CatalogueChoice => ({
  id: `${groupId}.choice-${index + 1}`,
  name: '',
  price_delta: 0,
  calories_delta: 0,
  is_default: false,
  option_groups: [],
});
