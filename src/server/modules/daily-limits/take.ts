import { AppError } from '../../../domain/app-error.ts';
import { limitDay, limitRefusal, pickupDay } from '../../../domain/daily-limits/daily-limit-rules.ts';
import type { Tx } from '../../db/tx.ts';
import * as repo from './repo.ts';

export interface LimitedOrder {
  locationId: string;
  timeZone: string;
  /** The pickup (or delivery) time: its store day is the day counted. */
  readyAt: Date;
  /** When the order is placed: checked against the cutoff. */
  now: Date;
  lines: { productId: string; name: string; quantity: number }[];
}

/** The order's products with their summed quantities, in id order (the lock order of their count rows). */
function wantedOf(order: LimitedOrder) {
  const wanted = new Map<string, { name: string; quantity: number }>();
  for (const l of order.lines) {
    const known = wanted.get(l.productId);
    wanted.set(l.productId, { name: l.name, quantity: (known?.quantity ?? 0) + l.quantity });
  }
  return [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

const refuse = (message: string) => new AppError('DAILY_LIMIT', message, { field: 'time' });

/** The order's limited products, their limits and its pickup day; null when none is limited. */
async function limitsOfOrder(tx: Tx, order: LimitedOrder) {
  const wanted = wantedOf(order);
  const limits = await repo.limitsOf(
    tx,
    order.locationId,
    wanted.map(([id]) => id),
  );
  return limits.length ? { wanted, limits, day: pickupDay(order.readyAt, order.timeZone) } : null;
}

/** Checks without writing (before any money moves): a passed cutoff or too few left is refused. */
export async function checkDailyLimits(tx: Tx, order: LimitedOrder): Promise<void> {
  const found = await limitsOfOrder(tx, order);
  if (!found) return;
  const { wanted, limits, day } = found;
  const counts = await repo.countsBetween(tx, order.locationId, day, day);
  for (const limit of limits) {
    const want = wanted.find(([id]) => id === limit.productId)?.[1];
    if (!want) continue;
    const d = limitDay(limit, day, counts.get(`${limit.productId}|${day}`) ?? 0, order.now, order.timeZone);
    if (!d.open || d.remaining < want.quantity)
      throw refuse(limitRefusal(want.name, d, want.quantity, limit, order.timeZone));
  }
}

/**
 * Takes the order's limited products from their day's counts inside the order's transaction and
 * records what it took; too few left (a racer took them) throws and rolls the order back.
 */
export async function takeDailyLimits(tx: Tx, orderId: string, order: LimitedOrder): Promise<void> {
  const found = await limitsOfOrder(tx, order);
  if (!found) return;
  const { wanted, limits, day } = found;
  const takes = [];
  for (const limit of limits) {
    const want = wanted.find(([id]) => id === limit.productId)?.[1];
    if (!want) continue;
    const key = { locationId: order.locationId, productId: limit.productId, day };
    const open = limitDay(limit, day, 0, order.now, order.timeZone).open;
    const taken = open ? await repo.takeFromLimit(tx, key, want.quantity, limit.perDay) : null;
    if (taken === null) {
      const counts = await repo.countsBetween(tx, order.locationId, day, day);
      const d = limitDay(limit, day, counts.get(`${limit.productId}|${day}`) ?? 0, order.now, order.timeZone);
      throw refuse(limitRefusal(want.name, d, want.quantity, limit, order.timeZone));
    }
    takes.push({ orderId, ...key, quantity: want.quantity });
  }
  await repo.recordTakes(tx, takes);
}

/** A checkout's order as the limits see it: the store, its zone, the ready time and the bag's products. */
export function limitedOrderOf(
  ctx: { location: { id: string }; slots: { timeZone: string } },
  cart: { products: { product_id: string; name: string; quantity: number }[] },
  readyAt: Date,
  now: Date,
): LimitedOrder {
  return {
    locationId: ctx.location.id,
    timeZone: ctx.slots.timeZone,
    readyAt,
    now,
    lines: cart.products.map((p) => ({ productId: p.product_id, name: p.name, quantity: p.quantity })),
  };
}
