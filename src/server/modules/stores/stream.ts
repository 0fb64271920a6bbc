import type { FastifyBaseLogger } from 'fastify';
import { runsEveryLocation, type StaffRole } from '../../../domain/staff/roles.ts';
import type { StoresSnapshot } from '../../../domain/stores/stores-contract.ts';
import { createSseHub, type RealtimeBus, type SseMessage, type SseTargets } from '../../realtime/index.ts';
import type { StoreScope } from './repo.ts';

/** A stream's key: `all` for a brand admin, else the person's store ids in order (one snapshot serves everyone with the same list). */
export const scopeKey = (role: StaffRole, locationIds: readonly string[]) =>
  runsEveryLocation(role) ? 'all' : [...locationIds].sort().join(',');
const scopeOf = (key: string): StoreScope => (key === 'all' ? 'all' : key.split(','));
const covers = (key: string, locationId: string) => key === 'all' || key.split(',').includes(locationId);

/**
 * The all-stores view's Server-Sent Events on the shared SSE hub: a snapshot first, then a fresh
 * one whenever an order, a pause, hours or a sold-out mark changes at a store of the stream's
 * scope (on any instance). Changes that arrive while a snapshot is being read are folded into one
 * more read, so a rush of orders costs a read per change burst, not per order.
 */
export function createStoresStreams(o: {
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  snapshot: (scope: StoreScope, now: Date) => Promise<StoresSnapshot>;
}) {
  const message = async (key: string): Promise<SseMessage> => ({
    event: 'snapshot',
    data: await o.snapshot(scopeOf(key), new Date()),
  });
  const reading = new Set<string>();
  const again = new Set<string>();

  function refresh(key: string, targets: SseTargets): void {
    if (reading.has(key)) return void again.add(key);
    reading.add(key);
    const run = async () => {
      do {
        again.delete(key);
        targets.send(key, await message(key));
      } while (again.has(key));
    };
    run()
      .catch((error: unknown) => o.log.warn({ err: error }, 'stores snapshot not read; the next change catches up'))
      .finally(() => reading.delete(key));
  }

  return createSseHub({
    bus: o.bus,
    channel: 'orders',
    alsoOn: ['hours', 'availability'],
    log: o.log,
    snapshot: message,
    async onEvent(event, targets) {
      for (const key of targets.keys()) if (covers(key, event.locationId)) refresh(key, targets);
    },
  });
}
export type StoresStreams = ReturnType<typeof createStoresStreams>;
