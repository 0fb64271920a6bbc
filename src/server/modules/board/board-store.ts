import { eq } from 'drizzle-orm';
import type { BoardSnapshot, BoardStore } from '../../../domain/board/ticket-contract.ts';
import { wallTime } from '../../../domain/locations/local-time.ts';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import { boardTickets } from './tickets.ts';

/** The store's day and pause state at `now`, as the board shows them. */
export async function boardStore(db: Db, locationId: string, now: Date): Promise<BoardStore> {
  const [row] = await db
    .select({
      timeZone: locations.timeZone,
      paused: locations.orderingPaused,
      until: locations.orderingPausedUntil,
    })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  const timeZone = row?.timeZone ?? 'UTC';
  return {
    today: wallTime(now, timeZone).date.replaceAll('-', ''),
    time_zone: timeZone,
    paused: row?.paused ?? false,
    paused_until: row?.paused ? (row.until?.toISOString() ?? null) : null,
  };
}

/** GET …/board and every stream's first event: the tickets, the server's clock and the store. */
export async function boardSnapshotAt(db: Db, locationId: string, now: Date): Promise<BoardSnapshot> {
  const [tickets, store] = await Promise.all([boardTickets(db, locationId, now), boardStore(db, locationId, now)]);
  return { tickets, now: now.toISOString(), store };
}
