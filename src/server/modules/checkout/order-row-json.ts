import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { rewardLedger } from '../../db/schema/rewards.ts';
import type { OrderLineRow, OrderRow, PaymentRow } from '../orders/index.ts';

/**
 * An order's rows as JSON for `jsonb_populate_record(set)` against the table's own row type: the
 * order statements (`place-order-statement.ts`, `place-orders-batch.ts`) send rows this way, so
 * one statement shape fits any order.
 */

// The columns each insert writes: every column but the order's generated number.
export const ORDER_KEYS = Object.keys(getTableColumns(orders)).filter((k) => k !== 'number') as (keyof Omit<
  OrderRow,
  'number'
>)[];
export const LINE_KEYS = Object.keys(getTableColumns(orderLines)) as (keyof OrderLineRow)[];
export const PAYMENT_KEYS = Object.keys(getTableColumns(payments)) as (keyof PaymentRow)[];
export const LEDGER_KEYS = Object.keys(getTableColumns(rewardLedger));

const columnNames = (table: PgTable, keys: readonly string[]) => {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return keys.map((k) => columns[k]!.name);
};

/** `("a", "b")` and `r."a", r."b"` (`r`: the record's alias in the statement). */
export function columnLists(table: PgTable, keys: readonly string[], alias = 'r'): { list: SQL; fromRecord: SQL } {
  const names = columnNames(table, keys);
  return {
    list: sql.raw(`(${names.map((n) => `"${n}"`).join(', ')})`),
    fromRecord: sql.raw(names.map((n) => `${alias}."${n}"`).join(', ')),
  };
}

/** Rows keyed by column name, dates as ISO text: what jsonb_populate_record(set) reads. */
export function records(table: PgTable, keys: readonly string[], rows: readonly object[]): Record<string, unknown>[] {
  const names = columnNames(table, keys);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      const value = (row as Record<string, unknown>)[k];
      out[names[i]!] = value instanceof Date ? value.toISOString() : value;
    });
    return out;
  });
}

/** The same as JSON text, for a statement parameter. */
export const recordsJson = (table: PgTable, keys: readonly string[], rows: readonly object[]): string =>
  JSON.stringify(records(table, keys, rows));
