import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { locationIdsField } from '../staff/contract.ts';
import {
  catalogueCategorySchema,
  catalogueDocumentSchema,
  catalogueProductSchema,
  type CatalogueDocument,
} from './catalogue-document.ts';

/** /api/staff/catalogue/* contracts: the menu editor, its draft, publish, versions and store overrides. */

export const catalogueChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('price'), name: z.string(), from: z.number().int(), to: z.number().int() }),
  z.object({ kind: z.literal('added'), name: z.string() }),
  z.object({ kind: z.literal('removed'), name: z.string() }),
  z.object({ kind: z.literal('edited'), name: z.string(), fields: z.array(z.string()) }),
  z.object({ kind: z.literal('category'), name: z.string() }),
]);

export const menuVersionSummary = z.object({
  number: z.number().int().positive(),
  created_at: z.string(),
  by: z.string().nullable(),
  /** 'seed' (the demo data), 'publish' or 'restore'. */
  source: z.enum(['seed', 'publish', 'restore']),
  restored_from: z.number().int().nullable(),
  /** How many stores serve it now. */
  stores: z.number().int().min(0),
  summary: z.string(),
});
export type MenuVersionSummary = z.infer<typeof menuVersionSummary>;

export const catalogueStore = z.object({
  location_id: z.string(),
  /** The store's menu: the customer pages (and the draft preview) are under /menu/{menu_id}. */
  menu_id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  /** The menu version this store's customers see (null: not yet on a published version). */
  version: z.number().int().nullable(),
});

export const catalogueData = z.object({
  draft: catalogueDocumentSchema,
  /** Goes up with every draft edit; a publish names the revision it saw. */
  revision: z.number().int().min(0),
  /** The draft's changes against the latest version, in words. */
  changes: z.array(catalogueChangeSchema),
  latest_version: z.number().int().nullable(),
  versions: z.array(menuVersionSummary),
  stores: z.array(catalogueStore),
  can_edit: z.boolean(),
});
export type CatalogueData = z.infer<typeof catalogueData>;
export const catalogueReply = okEnvelope(catalogueData);

export const productParams = z.object({ productId: z.string().min(1).max(90) });
export const categoryParams = z.object({ categoryId: z.string().min(1).max(90) });
export const versionParams = z.object({ version: z.coerce.number().int().positive() });

/** PUT a product of the draft: the whole product, its option groups and choices. */
export const putProductRequest = catalogueProductSchema;
export const draftEditReply = okEnvelope(
  z.object({ revision: z.number().int(), changes: z.array(catalogueChangeSchema) }),
);

/** PUT a category of the draft: its words and place. */
export const putCategoryRequest = catalogueCategorySchema.omit({ id: true, image: true }).extend({
  /** Its place among the categories (0 = first). */
  position: z.number().int().min(0).max(500),
});
export type PutCategoryRequest = z.infer<typeof putCategoryRequest>;

const storesField = locationIdsField.min(1, { error: 'Choose at least one store' });

export const publishRequest = z.object({
  location_ids: storesField,
  /** The draft revision the editor saw: a newer one (someone edited meanwhile) is a 409. */
  revision: z.number().int().min(0),
});
export type PublishRequest = z.infer<typeof publishRequest>;
export const publishReply = okEnvelope(
  z.object({ version: z.number().int(), stores: z.number().int(), summary: z.string() }),
);

export const restoreRequest = z.object({ location_ids: storesField });

export const STORE_AVAILABILITY = ['on', 'sold_out', 'hidden'] as const;
export const storeAvailabilityField = z.enum(STORE_AVAILABILITY, { error: 'Choose on, sold out or hidden' });

export const storeOverride = z.object({
  product_id: z.string(),
  name: z.string(),
  category: z.string(),
  /** The catalogue price of the store's version. */
  cost: z.number().int(),
  /** This store's own price, or null for the catalogue's. */
  price_cents: z.number().int().nullable(),
  availability: storeAvailabilityField,
  /** Sold out until this instant (ISO); null: until further notice, or not sold out. */
  sold_out_until: z.string().nullable(),
});
export const storeOverridesReply = okEnvelope(
  z.object({
    location: z.object({ id: z.string(), name: z.string() }),
    version: z.number().int().nullable(),
    products: z.array(storeOverride),
    can_edit: z.boolean(),
  }),
);
export type StoreOverridesData = z.infer<typeof storeOverridesReply>['data'];

export const putOverrideRequest = z.object({
  price_cents: catalogueProductSchema.shape.cost.nullable(),
  availability: storeAvailabilityField,
  /** With sold_out: back on sale at this instant; null or left out: until further notice. */
  sold_out_until: z.iso
    .datetime({ offset: true, error: 'sold_out_until must be a date and time' })
    .nullable()
    .default(null),
});
export type PutOverrideRequest = z.infer<typeof putOverrideRequest>;

/** One store override applied to a set of stores at once (brand admins): "pumpkin pie off in all DC stores". */
export const applyOverrideRequest = putOverrideRequest.extend({
  product_id: z.string().min(1).max(90),
  location_ids: storesField,
});
export type ApplyOverrideRequest = z.infer<typeof applyOverrideRequest>;
export const applyOverrideReply = okEnvelope(z.object({ stores: z.number().int(), summary: z.string() }));
export const storeOverrideParams = z.object({
  locationId: z.string().min(1).max(64),
  productId: z.string().min(1).max(90),
});

export type { CatalogueDocument };
