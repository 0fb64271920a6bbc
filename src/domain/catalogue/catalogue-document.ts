import { z } from 'zod';
import { handoffModeSchema } from '../location-model.ts';
import { LIFESTYLE_TAGS } from '../menu/allergens.ts';
import { catalogueImageSchema } from './photo-rules.ts';
import {
  menuCategorySchema,
  menuMasterCategorySchema,
  menuProductSchema,
  daypartSchema,
  menuOptionChoiceFields,
  menuOptionGroupFields,
} from '../menu/menu-contract.ts';

/**
 * The brand's catalogue as the menu editor writes it: what a draft holds and what a published
 * menu version freezes. Each field is the customer menu's own schema (menu-contract.ts) with the
 * editor's limits on top, so what passes here reads back through the menu contract unchanged.
 */

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,159}$/, { error: 'Use lower-case letters, digits, dots and dashes' });
const name = z.string().trim().min(1, { error: 'Enter a name' }).max(80, { error: 'Keep it to 80 characters' });
const description = z.string().trim().max(600, { error: 'Keep it to 600 characters' });
const cents = (label: string) =>
  z
    .number({ error: `Enter the ${label} in cents` })
    .int({ error: `The ${label} is whole cents` })
    .min(-100_000, { error: `The ${label} is too low` })
    .max(100_000, { error: `The ${label} is at most $1,000.00` });
const calories = z.number().int().min(0, { error: 'Calories cannot be negative' }).max(10_000).nullable();
const smallCount = z.number().int().min(0).max(99);

/** The menu's choice without its per-store availability, with the editor's limits. */
const catalogueChoiceFields = menuOptionChoiceFields.omit({ available: true }).extend({
  id,
  name,
  price_delta: cents('price change'),
  calories_delta: menuOptionChoiceFields.shape.calories_delta.min(-5_000).max(5_000),
});

/** The menu's option group with the editor's limits. */
const catalogueGroupFields = menuOptionGroupFields.extend({
  id,
  name,
  description,
  min_select: smallCount,
  max_select: menuOptionGroupFields.shape.max_select.min(1, { error: 'Allow at least 1 choice' }).max(99),
  max_choice_quantity: smallCount.nullable(),
  min_total_quantity: smallCount.nullable(),
  max_total_quantity: smallCount.nullable(),
  custom_text: z.object({ label: name, max_length: z.number().int().min(1).max(200) }).nullable(),
});

export interface CatalogueChoice extends z.infer<typeof catalogueChoiceFields> {
  option_groups: CatalogueOptionGroup[];
}

export interface CatalogueOptionGroup extends z.infer<typeof catalogueGroupFields> {
  choices: CatalogueChoice[];
}

export const catalogueChoiceSchema: z.ZodType<CatalogueChoice> = z.lazy(() =>
  catalogueChoiceFields.extend({ option_groups: z.array(catalogueOptionGroupSchema).max(10) }),
);

export const catalogueOptionGroupSchema: z.ZodType<CatalogueOptionGroup> = z.lazy(() =>
  catalogueGroupFields
    .extend({ choices: z.array(catalogueChoiceSchema).min(1, { error: 'Add at least one choice' }).max(50) })
    .superRefine((g, ctx) => {
      if (g.min_select > g.max_select)
        ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum cannot be above the maximum' });
      if (g.min_select > g.choices.length)
        ctx.addIssue({ code: 'custom', path: ['min_select'], message: 'The minimum is more than the choices offered' });
      const defaults = g.choices.filter((c) => c.is_default).length;
      if (defaults > g.max_select)
        ctx.addIssue({
          code: 'custom',
          path: ['choices'],
          message: 'More choices are default than the maximum allows',
        });
    }),
);

/** Cents are whole, never negative: the customer menu's `cost`. */
const price = menuProductSchema.shape.cost.max(100_000, { error: 'The price is at most $1,000.00' });

export const catalogueProductSchema = z
  .object({
    product_id: z.string().regex(/^p-[a-z0-9-]{1,80}$/, { error: 'A product id starts with p-' }),
    pdp_id: id,
    name,
    description,
    cost: price,
    nutrition: z.object({ calories: z.object({ base: calories, max: calories }) }),
    nutrition_lifestyle: menuProductSchema.shape.nutrition_lifestyle.refine(
      (tags) => tags === '' || tags.split(',').every((t) => (LIFESTYLE_TAGS as readonly string[]).includes(t)),
      { error: `Dietary tags are ${LIFESTYLE_TAGS.join(', ')}` },
    ),
    quantities: z.object({
      min: menuProductSchema.shape.quantities.shape.min.max(99),
      max: menuProductSchema.shape.quantities.shape.max.max(999),
      increments: menuProductSchema.shape.quantities.shape.increments.max(99),
    }),
    meta: menuProductSchema.shape.meta,
    handoffs: z.array(handoffModeSchema).min(1, { error: 'Choose at least one handoff' }).nullable(),
    /** Categories (and sub-categories) that list it, in the order the editor shows. */
    category_ids: z.array(id).max(10),
    /** The photo (uploaded through the photo route) or the drawn illustration. */
    image: catalogueImageSchema.nullable(),
    upsell: z.boolean(),
    option_groups: z.array(catalogueOptionGroupSchema).max(20),
  })
  .superRefine((p, ctx) => {
    const { base, max } = p.nutrition.calories;
    if (base !== null && max !== null && max < base)
      ctx.addIssue({ code: 'custom', path: ['nutrition', 'calories', 'max'], message: 'Max calories are below base' });
    if (p.quantities.min > p.quantities.max)
      ctx.addIssue({ code: 'custom', path: ['quantities', 'min'], message: 'The minimum is above the maximum' });
  });
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueCategorySchema = z.object({
  id: menuCategorySchema.shape.id.pipe(id),
  master_category_id: id,
  parent_id: id.nullable(),
  name,
  description,
  image: menuCategorySchema.shape.image,
  daypart_id: id.nullable(),
});
export type CatalogueCategory = z.infer<typeof catalogueCategorySchema>;

export const catalogueMasterSchema = z.object({ id: menuMasterCategorySchema.shape.id.pipe(id), name });

/** Lists are in menu order: the index is the sort. */
export const catalogueDocumentSchema = z.object({
  dayparts: z.array(daypartSchema),
  master_categories: z.array(catalogueMasterSchema),
  categories: z.array(catalogueCategorySchema),
  products: z.array(catalogueProductSchema),
});
export type CatalogueDocument = z.infer<typeof catalogueDocumentSchema>;

/** Every option group of a product's tree, nested ones included. */
export function allGroups(groups: readonly CatalogueOptionGroup[]): CatalogueOptionGroup[] {
  return groups.flatMap((g) => [g, ...allGroups(g.choices.flatMap((c) => c.option_groups))]);
}

/** The problem with a document's cross-references (ids unique, categories known), or null. */
export function documentProblem(doc: CatalogueDocument): { field: string; message: string } | null {
  const categoryIds = new Set(doc.categories.map((c) => c.id));
  const masterIds = new Set(doc.master_categories.map((m) => m.id));
  for (const [i, c] of doc.categories.entries()) {
    if (!masterIds.has(c.master_category_id))
      return { field: `categories.${i}.master_category_id`, message: 'No such master category' };
    if (c.parent_id && !categoryIds.has(c.parent_id))
      return { field: `categories.${i}.parent_id`, message: 'No such parent category' };
  }
  const seen = new Set<string>();
  const pdp = new Set<string>();
  for (const [i, p] of doc.products.entries()) {
    if (seen.has(p.product_id)) return { field: `products.${i}.product_id`, message: 'Two products share this id' };
    if (pdp.has(p.pdp_id)) return { field: `products.${i}.pdp_id`, message: 'Two products share this page address' };
    seen.add(p.product_id);
    pdp.add(p.pdp_id);
    const problem = productProblem(doc, p);
    if (problem) return { field: `products.${i}.${problem.field}`, message: problem.message };
  }
  return null;
}

/** A product's references: its categories exist and its group and choice ids are unique brand-wide. */
export function productProblem(
  doc: CatalogueDocument,
  product: CatalogueProduct,
): { field: string; message: string } | null {
  const categoryIds = new Set(doc.categories.map((c) => c.id));
  for (const [i, c] of product.category_ids.entries())
    if (!categoryIds.has(c)) return { field: `category_ids.${i}`, message: 'No such category' };
  const taken = new Set<string>();
  for (const other of doc.products) {
    if (other.product_id === product.product_id) continue;
    for (const g of allGroups(other.option_groups)) {
      taken.add(`g:${g.id}`);
      for (const c of g.choices) taken.add(`c:${c.id}`);
    }
  }
  const mine = new Set<string>();
  for (const g of allGroups(product.option_groups)) {
    for (const key of [`g:${g.id}`, ...g.choices.map((c) => `c:${c.id}`)]) {
      if (taken.has(key) || mine.has(key))
        return { field: 'option_groups', message: `The id "${key.slice(2)}" is already used` };
      mine.add(key);
    }
  }
  return null;
}
