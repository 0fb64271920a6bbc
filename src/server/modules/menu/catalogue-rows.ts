import { asc } from 'drizzle-orm';
import type {
  CatalogueDocument,
  CatalogueOptionGroup,
  CatalogueProduct,
} from '../../../domain/catalogue/catalogue-document.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import {
  categories,
  categoryProducts,
  dayparts,
  masterCategories,
  optionChoices,
  optionGroups,
  products,
} from '../../db/schema/menus.ts';
import { optionTrees, productImage } from './option-trees.ts';
import type { MenuRows } from './repo.ts';

/** The brand-wide part of the rows a menu is built from. */
export type CatalogueRows = Pick<MenuRows, 'dayparts' | 'masters' | 'categories' | 'links' | 'groups' | 'choices'> & {
  products: (typeof products.$inferSelect)[];
};

const EPOCH = new Date(0);

/** A frozen catalogue (a menu version) as the table rows buildMenu reads: lists keep their order as sort. */
export function catalogueRows(doc: CatalogueDocument): CatalogueRows {
  const rows: CatalogueRows = {
    dayparts: doc.dayparts.map((d, sort) => ({ ...d, sort })),
    masters: doc.master_categories.map((m, sort) => ({ ...m, sort })),
    categories: doc.categories.map((c, sort) => ({
      id: c.id,
      masterCategoryId: c.master_category_id,
      parentId: c.parent_id,
      name: c.name,
      description: c.description,
      image: c.image,
      daypartId: c.daypart_id,
      sort,
    })),
    links: [],
    products: [],
    groups: [],
    choices: [],
  };
  const addGroups = (productId: string, parentChoiceId: string | null, groups: readonly CatalogueOptionGroup[]) => {
    for (const [sort, g] of groups.entries()) {
      rows.groups.push({
        id: g.id,
        productId,
        parentChoiceId,
        name: g.name,
        description: g.description,
        minSelect: g.min_select,
        maxSelect: g.max_select,
        allowQuantity: g.allow_quantity,
        maxChoiceQuantity: g.max_choice_quantity,
        minTotalQuantity: g.min_total_quantity,
        maxTotalQuantity: g.max_total_quantity,
        allowCustomText: g.custom_text !== null,
        customTextLabel: g.custom_text?.label ?? null,
        customTextMaxLength: g.custom_text?.max_length ?? null,
        sort,
      });
      for (const [choiceSort, c] of g.choices.entries()) {
        rows.choices.push({
          id: c.id,
          groupId: g.id,
          name: c.name,
          priceDeltaCents: c.price_delta,
          caloriesDelta: c.calories_delta,
          isDefault: c.is_default,
          sort: choiceSort,
        });
        addGroups(productId, c.id, c.option_groups);
      }
    }
  };
  for (const [sort, p] of doc.products.entries()) {
    rows.products.push(productRow(p, sort));
    for (const categoryId of p.category_ids) rows.links.push({ categoryId, productId: p.product_id, sort });
    addGroups(p.product_id, null, p.option_groups);
  }
  return rows;
}

/** One product of a catalogue as its `products` row. */
export function productRow(p: CatalogueProduct, sort: number): typeof products.$inferSelect {
  return {
    id: p.product_id,
    pdpSlug: p.pdp_id,
    name: p.name,
    description: p.description,
    priceCents: p.cost,
    caloriesBase: p.nutrition.calories.base,
    caloriesMax: p.nutrition.calories.max,
    nutritionLifestyle: p.nutrition_lifestyle,
    quantityMin: p.quantities.min,
    quantityMax: p.quantities.max,
    quantityIncrement: p.quantities.increments,
    quickAdd: p.meta.quick_add,
    hideCustomize: p.meta.hide_customize,
    upsell: p.upsell,
    image: p.image?.url ?? null,
    imageAlt: p.image?.alt ?? null,
    imageWidth: p.image?.width ?? null,
    imageHeight: p.image?.height ?? null,
    imageSrcset: p.image?.srcset ?? null,
    handoffs: p.handoffs,
    sort,
    createdAt: EPOCH,
    updatedAt: EPOCH,
  };
}

/** The catalogue tables (what the seed wrote) as one document: the seed's menu version. */
export async function readCatalogueTables(db: Db | Tx): Promise<CatalogueDocument> {
  const [dayRows, masters, cats, productRows, links, groups, choices] = await Promise.all([
    db.select().from(dayparts).orderBy(asc(dayparts.sort), asc(dayparts.id)),
    db.select().from(masterCategories).orderBy(asc(masterCategories.sort), asc(masterCategories.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db.select().from(products).orderBy(asc(products.sort), asc(products.id)),
    db.select().from(categoryProducts).orderBy(asc(categoryProducts.sort), asc(categoryProducts.categoryId)),
    db.select().from(optionGroups).orderBy(asc(optionGroups.sort), asc(optionGroups.id)),
    db.select().from(optionChoices).orderBy(asc(optionChoices.sort), asc(optionChoices.id)),
  ]);
  // Categories in menu order, so a product's category list reads as the menu does.
  const categoryOrder = new Map(cats.map((c, i) => [c.id, i]));
  const categoriesOf = new Map<string, string[]>();
  for (const l of links) categoriesOf.set(l.productId, [...(categoriesOf.get(l.productId) ?? []), l.categoryId]);
  const trees = optionTrees(groups, choices, () => ({}));
  return {
    dayparts: dayRows.map(({ id, name, starts, ends }) => ({ id, name, starts, ends })),
    master_categories: masters.map(({ id, name }) => ({ id, name })),
    categories: cats.map((c) => ({
      id: c.id,
      master_category_id: c.masterCategoryId,
      parent_id: c.parentId,
      name: c.name,
      description: c.description,
      image: c.image,
      daypart_id: c.daypartId,
    })),
    products: productRows.map((p) => ({
      product_id: p.id,
      pdp_id: p.pdpSlug,
      name: p.name,
      description: p.description,
      cost: p.priceCents,
      nutrition: { calories: { base: p.caloriesBase, max: p.caloriesMax } },
      nutrition_lifestyle: p.nutritionLifestyle,
      quantities: { min: p.quantityMin, max: p.quantityMax, increments: p.quantityIncrement },
      meta: { quick_add: p.quickAdd, hide_customize: p.hideCustomize },
      handoffs: p.handoffs,
      category_ids: (categoriesOf.get(p.id) ?? []).sort(
        (a, b) => (categoryOrder.get(a) ?? 0) - (categoryOrder.get(b) ?? 0),
      ),
      image: productImage(p),
      upsell: p.upsell,
      option_groups: trees.get(p.id) ?? [],
    })),
  };
}
