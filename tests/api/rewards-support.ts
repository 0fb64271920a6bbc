import { eq } from 'drizzle-orm';
import { orders } from '../../src/server/db/schema/orders.ts';
import type { OrderRow } from '../../src/server/modules/orders/index.ts';
import type { TestApp } from '../support/test-app.ts';

/** The order row as the status hook receives it (for replaying a completion in the rewards tests). */
export async function findOrderRow(t: TestApp, id: string): Promise<OrderRow> {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} not found`);
  return row;
}
