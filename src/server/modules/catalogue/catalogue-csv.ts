import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../../domain/app-error.ts';
import {
  applyCsv,
  CSV_COLUMNS,
  CsvCellError,
  productCsvRow,
  STORE_PRICE_PREFIX,
} from '../../../domain/catalogue/catalogue-csv.ts';
import type { CatalogueDocument } from '../../../domain/catalogue/catalogue-document.ts';

/** The draft's products with a price column per store (blank: the catalogue's). */
export function catalogueCsv(
  doc: CatalogueDocument,
  stores: readonly { id: string }[],
  prices: readonly { productId: string; priceCents: number | null }[][],
): string {
  const storeIds = stores.map((s) => s.id);
  const byProduct = new Map<string, Map<string, number | null>>();
  for (const [i, rows] of prices.entries())
    for (const r of rows) {
      const m = byProduct.get(r.productId) ?? new Map<string, number | null>();
      m.set(storeIds[i]!, r.priceCents);
      byProduct.set(r.productId, m);
    }
  return stringify(
    [
      [...CSV_COLUMNS, ...storeIds.map((id) => STORE_PRICE_PREFIX + id)],
      ...doc.products.map((p) => productCsvRow(p, byProduct.get(p.product_id) ?? new Map(), storeIds)),
    ],
    // A spreadsheet reads the first bytes as UTF-8 only with the byte order mark.
    { bom: true },
  );
}

/** CSV text → its records by header, and the columns the import does not write. */
export function parseCatalogueCsv(csv: string): { records: Record<string, string>[]; ignored: string[] } {
  let records: Record<string, string>[];
  try {
    records = parse(csv, { columns: true, bom: true, skip_empty_lines: true, trim: false, max_record_size: 65_536 });
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw new AppError(
      'FIELD_INVALID',
      `The CSV could not be read${where ? ` at line ${where}` : ''}: ${(error as Error).message}`,
      {
        field: 'csv',
      },
    );
  }
  const header = Object.keys(records[0] ?? {});
  if (!header.includes('product_id'))
    throw new AppError('FIELD_INVALID', 'The CSV needs a product_id column', { field: 'csv' });
  const unknown = header.find((h) => !CSV_COLUMNS.includes(h) && !h.startsWith(STORE_PRICE_PREFIX));
  if (unknown) throw new AppError('FIELD_INVALID', `Unknown column "${unknown}"`, { field: 'csv' });
  return { records, ignored: header.filter((h) => h.startsWith(STORE_PRICE_PREFIX)) };
}

/** applyCsv, its bad cell as a 400 naming the line and column. */
export function applyCsvOrRefuse(doc: CatalogueDocument, records: Record<string, string>[]) {
  try {
    return applyCsv(doc, records);
  } catch (error) {
    if (error instanceof CsvCellError) throw new AppError('FIELD_INVALID', error.message, { field: 'csv' });
    throw error;
  }
}
