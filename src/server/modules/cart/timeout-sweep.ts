import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { CART_TIMEOUT_MS, checkCartTimeout } from '../../../domain/cart/timeout.ts';
import type { Db } from '../../db/client.ts';
import { carts } from '../../db/schema/carts.ts';
import { abandonLocked } from './access.ts';
import { findGroupByCart } from './group-seats.ts';
import * as repo from './repo.ts';
import { repeatingTask } from '../../background/repeating-task.ts';

const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;

/**
 * Spec §4 "Cart timeout" without writes on read: a read reports an expired cart
 * as timed out and writes nothing, so an expired cart that only gets read would keep its slot
 * place. This sweep abandons expired active carts that hold a place (and gives the place back),
 * a batch a minute; any other expired cart is abandoned by the next call that writes to it.
 * Each cart is re-checked under its row lock with the same rule as a request (a shared cart's
 * hour starts at its group's deadline).
 */
export function createTimeoutSweep(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function sweep(): Promise<number> {
    const at = now();
    const candidates = await db
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.status, 'active'),
          isNotNull(carts.reservedSlotStart),
          lt(carts.createdAt, new Date(at.getTime() - CART_TIMEOUT_MS)),
        ),
      )
      .limit(BATCH);
    let abandoned = 0;
    for (const { id } of candidates) {
      abandoned += await db.transaction(async (tx) => {
        const row = await repo.lockCart(tx, id);
        if (row?.status !== 'active') return 0;
        const group = await findGroupByCart(tx, id);
        const since = group && group.deadline > row.createdAt ? group.deadline : row.createdAt;
        if (!checkCartTimeout(since, at).expired) return 0;
        await abandonLocked(tx, row);
        return 1;
      });
    }
    return abandoned;
  }

  return { sweep, ...repeatingTask(sweep, SWEEP_EVERY_MS, 'cart timeout sweep') };
}

export type TimeoutSweep = ReturnType<typeof createTimeoutSweep>;
