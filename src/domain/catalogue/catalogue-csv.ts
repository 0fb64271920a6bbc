import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { catalogueProductSchema, type CatalogueDocument, type CatalogueProduct } from './catalogue-document.ts';

/**
 * The products CSV of the menu editor: one row a product, the columns below, then one
 * `price:<store id>` column a store (blank: the catalogue price). An import changes the draft's
 * product columns only; store prices are exported to read, and set on the store's page.
 */
export const CSV_COLUMNS = ['product_id', 'name', 'description', 'price', 'calories', 'calories_max', 'dietary_tags'];
export const STORE_PRICE_PREFIX = 'price:';
export const CSV_MAX_BYTES = 1024 * 1024;

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** A product as its CSV row (store prices by store id). */
export function productCsvRow(
  p: CatalogueProduct,
  storePrices: ReadonlyMap<string, number | null>,
  storeIds: string[],
) {
  return [
    p.product_id,
    p.name,
    p.description,
    dollars(p.cost),
    p.nutrition.calories.base?.toString() ?? '',
    p.nutrition.calories.max?.toString() ?? '',
    p.nutrition_lifestyle,
    ...storeIds.map((id) => dollars(storePrices.get(id) ?? null)),
  ];
}

export const csvImportChange = z.object({
  /** The CSV line (1 is the header). */
  line: z.number().int(),
  product_id: z.string(),
  name: z.string(),
  field: z.string(),
  from: z.string(),
  to: z.string(),
});
export type CsvImportChange = z.infer<typeof csvImportChange>;

export const csvImportRequest = z.object({
  csv: z.string().min(1, { error: 'The CSV is empty' }).max(CSV_MAX_BYTES, { error: 'The CSV is larger than 1 MB' }),
  /** True: list what would change, write nothing. */
  dry_run: z.boolean(),
  /** The draft revision the dry run saw: an apply on a newer draft is a 409. */
  revision: z.number().int().min(0),
});
export type CsvImportRequest = z.infer<typeof csvImportRequest>;
export const csvImportReply = okEnvelope(
  z.object({
    applied: z.boolean(),
    revision: z.number().int(),
    changes: z.array(csvImportChange),
    /** Columns the import does not write (store prices), by name. */
    ignored_columns: z.array(z.string()),
  }),
);

/** "3.95" → 395, "" → null; anything else undefined (refused at its cell). */
const cents = (text: string) => (/^\d{1,4}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : undefined);
const count = (text: string) => (text === '' ? null : /^\d{1,5}$/.test(text) ? Number(text) : undefined);

export class CsvCellError extends Error {
  constructor(
    readonly line: number,
    readonly column: string,
    message: string,
  ) {
    super(`Line ${line}, ${column}: ${message}`);
  }
}

/** Parsed CSV records → the draft with them applied and every change, or the first bad cell (CsvCellError). */
export function applyCsv(doc: CatalogueDocument, records: Record<string, string>[]) {
  const changes: CsvImportChange[] = [];
  const next = structuredClone(doc);
  const seen = new Set<string>();
  for (const [i, r] of records.entries()) {
    const line = i + 2;
    const id = (r.product_id ?? '').trim();
    const at = next.products.findIndex((p) => p.product_id === id);
    if (at < 0) throw new CsvCellError(line, 'product_id', `No product "${id}" in the draft`);
    if (seen.has(id)) throw new CsvCellError(line, 'product_id', `"${id}" is on two lines`);
    seen.add(id);
    const was = next.products[at]!;
    const cell = (column: string) => (r[column] ?? '').trim();
    const price = r.price === undefined ? was.cost : cents(cell('price'));
    if (price === undefined || price === null) throw new CsvCellError(line, 'price', 'Write the price as 3.95');
    const base = r.calories === undefined ? was.nutrition.calories.base : count(cell('calories'));
    const max = r.calories_max === undefined ? was.nutrition.calories.max : count(cell('calories_max'));
    if (base === undefined) throw new CsvCellError(line, 'calories', 'Write calories as a whole number');
    if (max === undefined) throw new CsvCellError(line, 'calories_max', 'Write calories as a whole number');
    const product: CatalogueProduct = {
      ...was,
      name: r.name === undefined ? was.name : cell('name'),
      description: r.description === undefined ? was.description : cell('description'),
      cost: price,
      nutrition: { calories: { base, max } },
      nutrition_lifestyle: r.dietary_tags === undefined ? was.nutrition_lifestyle : cell('dietary_tags'),
    };
    const parsed = catalogueProductSchema.safeParse(product);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.join('.');
      const column =
        path === 'cost'
          ? 'price'
          : path === 'nutrition_lifestyle'
            ? 'dietary_tags'
            : path.startsWith('nutrition')
              ? 'calories'
              : path;
      throw new CsvCellError(line, column, issue.message);
    }
    const before = productCsvRow(was, new Map(), []);
    const after = productCsvRow(parsed.data, new Map(), []);
    for (const [c, column] of CSV_COLUMNS.entries())
      if (before[c] !== after[c])
        changes.push({ line, product_id: id, name: was.name, field: column, from: before[c]!, to: after[c]! });
    next.products[at] = parsed.data;
  }
  return { next, changes };
}
