import { AppError } from '../../../domain/app-error.ts';
import { wallTime } from '../../../domain/locations/local-time.ts';
import { shortDateLabel } from '../../../domain/us-english-format.ts';
import type { ClosureView, HoursView, OrderingView } from '../../../domain/store-ops/contract.ts';
import {
  weeklyHoursProblem,
  type ClosureInput,
  type PutHoursInput,
  type PutOrderingInput,
} from '../../../domain/store-ops/hours-rules.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { LocationContextCache } from '../locations/index.ts';
import { recordAudit } from '../staff/index.ts';
import {
  closureOf,
  deleteClosure,
  findClosure,
  lockLocation,
  orderingOf,
  readLocation,
  readSchedule,
  replaceHours,
} from './repo.ts';
import { closureIn, orderingIn } from './writes.ts';

export interface StoreOpsDeps {
  db: Db;
  /** The shared location-context cache: its { menuId } scope also re-checks the menu cache. */
  contexts: Pick<LocationContextCache, 'invalidate'>;
  /** The locations service's schedule cache and store index (lists, location pages). */
  locations: { invalidate(locationId: string): Promise<void> };
  now?: () => Date;
  /** Tells the other app instances (realtime bus `hours` channel) after a write committed. */
  announce?: (locationId: string, kind: string) => void;
}

export type StoreOpsService = ReturnType<typeof createStoreOpsService>;

/**
 * Pause/throttle and hours/closures of one location. Each write and
 * its audit row share one transaction; after it commits every cache that shows the store is
 * dropped at once, so customers' status, time lists and checkout follow with no TTL wait.
 */
export function createStoreOpsService(deps: StoreOpsDeps) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  async function mustFind(tx: Tx, locationId: string, lock: boolean) {
    const row = lock ? await lockLocation(tx, locationId) : await readLocation(tx, locationId);
    if (!row) throw new AppError('NOT_FOUND', 'No such location.');
    return row;
  }

  async function afterWrite(locationId: string, menuId: string, kind: string): Promise<void> {
    deps.contexts.invalidate({ menuId });
    await deps.locations.invalidate(locationId);
    deps.announce?.(locationId, kind);
  }

  const todayAt = (timeZone: string) => wallTime(clock(), timeZone).date;

  return {
    /** After a write in someone else's transaction committed (a brand action): the same cache drops and announce. */
    afterWrite,

    async ordering(locationId: string): Promise<OrderingView> {
      return orderingOf(await mustFind(db, locationId, false));
    },

    async setOrdering(staffId: string, locationId: string, input: PutOrderingInput): Promise<OrderingView> {
      const { view, menuId } = await db.transaction((tx) =>
        orderingIn(tx, { staffId, now: clock() }, locationId, input),
      );
      await afterWrite(locationId, menuId, 'ordering');
      return view;
    },

    async schedule(locationId: string): Promise<HoursView> {
      const row = await mustFind(db, locationId, false);
      return readSchedule(db, row, todayAt(row.timeZone));
    },

    async setHours(staffId: string, locationId: string, input: PutHoursInput): Promise<HoursView> {
      for (const [mode, windows] of Object.entries(input.hours)) {
        const problem = weeklyHoursProblem(windows ?? []);
        if (problem) throw new AppError('VALIDATION', `hours.${mode}: ${problem}`, { field: `hours.${mode}` });
      }
      const { view, menuId } = await db.transaction(async (tx) => {
        const row = await mustFind(tx, locationId, true);
        for (const mode of Object.keys(input.hours)) {
          if (!row[mode as keyof typeof input.hours])
            throw new AppError('VALIDATION', `hours.${mode}: this location does not offer ${mode}.`, {
              field: `hours.${mode}`,
            });
        }
        const from = todayAt(row.timeZone);
        const before = await readSchedule(tx, row, from);
        await replaceHours(tx, locationId, input.hours);
        const after = await readSchedule(tx, row, from);
        await recordAudit(tx, {
          staffId,
          action: 'location.hours',
          locationId,
          target: `location:${locationId}`,
          before: before.hours,
          after: after.hours,
        });
        return { view: after, menuId: row.menuId };
      });
      await afterWrite(locationId, menuId, 'hours');
      return view;
    },

    async addClosure(staffId: string, locationId: string, input: ClosureInput): Promise<ClosureView> {
      const { view, menuId } = await db.transaction((tx) =>
        closureIn(tx, { staffId, now: clock() }, locationId, input),
      );
      await afterWrite(locationId, menuId, 'closure');
      return view;
    },

    async removeClosure(staffId: string, locationId: string, date: string): Promise<void> {
      const menuId = await db.transaction(async (tx) => {
        const row = await mustFind(tx, locationId, true);
        const existing = await findClosure(tx, locationId, date);
        if (!existing || !(await deleteClosure(tx, locationId, date)))
          throw new AppError('NOT_FOUND', `No closure on ${shortDateLabel(date)}.`);
        await recordAudit(tx, {
          staffId,
          action: 'location.closure.remove',
          locationId,
          target: `closure:${date}`,
          before: closureOf(existing),
          after: null,
        });
        return row.menuId;
      });
      await afterWrite(locationId, menuId, 'closure');
    },
  };
}
