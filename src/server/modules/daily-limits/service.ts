import { AppError } from '../../../domain/app-error.ts';
import { limitDay, pickupDay, remainingFor } from '../../../domain/daily-limits/daily-limit-rules.ts';
import type {
  MenuDailyLimits,
  PutDailyLimitRequest,
  StaffDailyLimit,
  StaffDailyLimitsData,
} from '../../../domain/daily-limits/daily-limits-contract.ts';
import { addDays } from '../../../domain/locations/local-time.ts';
import { roleCan } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit, type StaffContext } from '../staff/index.ts';
import * as repo from './repo.ts';

/** How many pickup days ahead the customer's read covers. */
const DAYS_AHEAD = 14;

const toWire = (l: repo.LimitRow) => ({
  per_day: l.perDay,
  cutoff: l.cutoff ? { days_before: l.cutoff.daysBefore, time: l.cutoff.time } : null,
});

/** Daily limits for pre-orders: a store's settings (staff) and what is left per day (customers). */
export function createDailyLimitsService({ db, now }: { db: Db; now: () => Date }) {
  async function store(locationId: string) {
    const found = await repo.storeOf(db, locationId);
    if (!found) throw new AppError('NOT_FOUND', 'No such location.');
    return found;
  }

  async function staffLimit(
    s: { id: string; timeZone: string },
    limit: repo.LimitRow,
    name: string,
  ): Promise<StaffDailyLimit> {
    const today = pickupDay(now(), s.timeZone);
    const taken = (await repo.countsBetween(db, s.id, today, today)).get(`${limit.productId}|${today}`) ?? 0;
    return {
      product_id: limit.productId,
      name,
      ...toWire(limit),
      today: { day: today.replaceAll('-', ''), taken, remaining: remainingFor(limit, taken) },
    };
  }

  return {
    async staffLimits(staff: StaffContext, locationId: string): Promise<StaffDailyLimitsData> {
      const s = await store(locationId);
      const [limits, menu] = await Promise.all([repo.limitsOf(db, s.id), repo.menuProductsOf(db, s.menuId)]);
      const names = new Map(menu.map((p) => [p.productId, p.name]));
      return {
        location: { id: s.id, name: s.name, time_zone: s.timeZone },
        limits: await Promise.all(limits.map((l) => staffLimit(s, l, names.get(l.productId) ?? l.productId))),
        products: menu.map((p) => ({ product_id: p.productId, name: p.name })),
        can_edit: roleCan(staff.staff.role, 'manage-store'),
      };
    },

    async putLimit(staff: StaffContext, locationId: string, productId: string, body: PutDailyLimitRequest) {
      const s = await store(locationId);
      const product = (await repo.menuProductsOf(db, s.menuId)).find((p) => p.productId === productId);
      if (!product) throw new AppError('NOT_FOUND', `${s.name}'s menu has no product "${productId}"`);
      const limit: repo.LimitRow = {
        productId,
        perDay: body.per_day,
        cutoff: body.cutoff ? { daysBefore: body.cutoff.days_before, time: body.cutoff.time } : null,
      };
      await db.transaction(async (tx) => {
        const [before] = await repo.limitsOf(tx, s.id, [productId]);
        await repo.putLimit(tx, { locationId: s.id, staffId: staff.staff.id, ...limit });
        await recordAudit(tx, {
          staffId: staff.staff.id,
          action: 'menu.daily-limit',
          locationId: s.id,
          target: `product:${productId}`,
          before: before ? { name: product.name, ...toWire(before) } : { name: product.name },
          after: { name: product.name, ...toWire(limit) },
        });
      });
      return staffLimit(s, limit, product.name);
    },

    async deleteLimit(staff: StaffContext, locationId: string, productId: string) {
      const s = await store(locationId);
      const name = (await repo.menuProductsOf(db, s.menuId)).find((p) => p.productId === productId)?.name ?? productId;
      const removed = await db.transaction(async (tx) => {
        const gone = await repo.deleteLimit(tx, s.id, productId);
        if (gone)
          await recordAudit(tx, {
            staffId: staff.staff.id,
            action: 'menu.daily-limit',
            locationId: s.id,
            target: `product:${productId}`,
            before: { name },
            after: { name, per_day: null },
          });
        return gone;
      });
      return { product_id: productId, removed };
    },

    /** What is left of each limited product of a store's menu, per pickup day from today. */
    async menuLimits(menuId: string): Promise<MenuDailyLimits> {
      const s = await repo.storeOfMenu(db, menuId);
      if (!s) return { limits: [] };
      const at = now();
      const today = pickupDay(at, s.timeZone);
      const last = addDays(today, DAYS_AHEAD - 1);
      const [limits, counts] = await Promise.all([repo.limitsOf(db, s.id), repo.countsBetween(db, s.id, today, last)]);
      const days = Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i));
      return {
        limits: limits.map((l) => ({
          product_id: l.productId,
          per_day: l.perDay,
          days: days.map((d) => limitDay(l, d, counts.get(`${l.productId}|${d}`) ?? 0, at, s.timeZone)),
        })),
      };
    },
  };
}

export type DailyLimitsService = ReturnType<typeof createDailyLimitsService>;
