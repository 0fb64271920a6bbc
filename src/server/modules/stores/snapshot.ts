import { addDays, wallTime } from '../../../domain/locations/local-time.ts';
import type { HandoffMode } from '../../../domain/location-model.ts';
import { isSoldOutAt } from '../../../domain/menu/sold-out.ts';
import type { StoreFacts, StoresSnapshot } from '../../../domain/stores/stores-contract.ts';
import type { Db } from '../../db/client.ts';
import type { ReportsService } from '../reports/index.ts';
import { menuNames } from './item-names.ts';
import * as repo from './repo.ts';

export interface SnapshotDeps {
  db: Db;
  reports: Pick<ReportsService, 'dayFigures'>;
}

const DAY_MS = 24 * 3600_000;

/**
 * Every store of a scope at `now`: pause, hours and today's closures, open tickets' promised
 * times, what is sold out (by name), and today's orders and net sales by the report's rules.
 */
export async function storesSnapshotAt(deps: SnapshotDeps, scope: repo.StoreScope, now: Date): Promise<StoresSnapshot> {
  const { db } = deps;
  const earliest = addDays(now.toISOString().slice(0, 10), -2);
  const [stores, hours, closures, open, marks] = await Promise.all([
    repo.storeRows(db, scope),
    repo.hourRows(db, scope),
    repo.closureRows(db, scope, earliest),
    repo.openPromised(db, scope, new Date(now.getTime() + DAY_MS)),
    repo.markRows(db, scope),
  ]);
  const todayOf = new Map(stores.map((s) => [s.id, wallTime(now, s.timeZone).date]));
  const [figures, names] = await Promise.all([
    deps.reports.dayFigures(stores.map((s) => ({ id: s.id, date: todayOf.get(s.id)! }))),
    menuNames(
      db,
      stores.map((s) => s.menuId),
    ),
  ]);

  const products = new Map<string, string>();
  for (const own of names.productsOf.values())
    for (const [id, name] of own) if (!products.has(id)) products.set(id, name);

  const views: StoreFacts[] = stores.map((s) => {
    const today = todayOf.get(s.id)!;
    const own = names.productsOf.get(s.menuId);
    const storeHours: StoreFacts['schedule']['hours'] = {};
    for (const h of hours)
      if (h.locationId === s.id)
        (storeHours[h.handoff as HandoffMode] ??= []).push({ weekday: h.weekday, opens: h.opens, closes: h.closes });
    const day = figures.get(s.id);
    return {
      location_id: s.id,
      name: s.name,
      city: s.city,
      state: s.state,
      time_zone: s.timeZone,
      coming_soon: s.comingSoon,
      schedule: {
        hours: storeHours,
        closures: closures
          .filter((c) => c.locationId === s.id && c.date >= addDays(today, -1))
          .map((c) => ({ date: c.date, closed: c.closed, opens: c.opens, closes: c.closes, reason: c.reason })),
      },
      paused: s.paused,
      paused_until: s.paused ? (s.pausedUntil?.toISOString() ?? null) : null,
      // Today's open tickets (the board's Later lane holds the later days').
      open_promised: open
        .filter((o) => o.locationId === s.id && o.readyLocal.slice(0, 8) <= today.replaceAll('-', ''))
        .map((o) => o.readyAt.toISOString()),
      sold_out: marks
        .filter((m) => m.locationId === s.id && isSoldOutAt(m.until, now))
        .map((m) => ({
          kind: m.kind,
          id: m.itemId,
          name: (m.kind === 'product' ? own : names.choices)?.get(m.itemId) ?? m.itemId,
          until: m.until?.toISOString() ?? null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      today: { date: today, orders: day?.orders ?? 0, net_sales_cents: day?.net_sales_cents ?? 0 },
    };
  });
  return {
    now: now.toISOString(),
    stores: views,
    products: [...products]
      .map(([product_id, name]) => ({ product_id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
