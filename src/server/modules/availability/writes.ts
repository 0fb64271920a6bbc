import { isSoldOutAt } from '../../../domain/menu/sold-out.ts';
import type { Tx } from '../../db/tx.ts';
import { recordAudit } from '../staff/index.ts';
import { deleteMark, lockMark, putMark, type AvailabilityRow, type ItemKind } from './repo.ts';

export const soldOutStateOf = (mark: AvailabilityRow | undefined | null, at: Date) =>
  mark && isSoldOutAt(mark.until, at) ? { until: mark.until ? mark.until.toISOString() : null } : null;

export interface MarkWrite {
  staffId: string;
  at: Date;
  locationId: string;
  kind: ItemKind;
  itemId: string;
  name: string;
  /** Sold out until this instant (null: until further notice); `available` puts it back on sale. */
  until: Date | null;
  available: boolean;
  /** Joins the audit row's after (e.g. how many stores one brand action changed). */
  note?: Record<string, unknown>;
}

/**
 * One item marked sold out or back on sale at one store, with its audit row, inside the caller's
 * transaction: one store's Sold out page and the all-stores brand action write it the same way.
 */
export async function markIn(tx: Tx, w: MarkWrite): Promise<{ until: string | null } | null> {
  const before = await lockMark(tx, w.locationId, w.kind, w.itemId);
  if (w.available) await deleteMark(tx, w.locationId, w.kind, w.itemId);
  else
    await putMark(tx, {
      locationId: w.locationId,
      kind: w.kind,
      itemId: w.itemId,
      until: w.until,
      staffId: w.staffId,
      at: w.at,
    });
  const after = w.available ? null : { until: w.until ? w.until.toISOString() : null };
  // Before/after as the staff saw it: a run-out mark reads as on sale.
  await recordAudit(tx, {
    staffId: w.staffId,
    action: 'availability.set',
    locationId: w.locationId,
    target: `${w.kind}:${w.itemId}`,
    before: { name: w.name, sold_out: soldOutStateOf(before, w.at) },
    after: { name: w.name, sold_out: after, ...w.note },
  });
  return after;
}
