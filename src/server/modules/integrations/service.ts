import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import {
  bearerOf,
  keyPrefixOf,
  mayActAt,
  mayUse,
  type IntegrationGrant,
} from '../../../domain/integrations/integration-keys.ts';
import type { Order, OrderStatus } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { OrdersService } from '../orders/index.ts';
import { recordAudit } from '../staff/index.ts';
import { keyMatches, legacyKeyMatches } from './keys.ts';
import * as repo from './repo.ts';

/** Who called: a key from the table, or the legacy STAFF_API_KEY mapped to an every-location key (id null). */
export interface IntegrationCaller extends IntegrationGrant {
  id: string | null;
  name: string;
}

const KEY_REQUIRED = 'A valid integration key is required (Authorization: Bearer lsk_…).';
const NO_SUCH_ORDER = 'No such order';
/** last_used_at is written at most this often per key (a busy POS must not write on every call). */
const TOUCH_EVERY_MS = 60_000;

export function createIntegrationService(o: {
  db: Db;
  orders: OrdersService;
  legacyKey?: string | undefined;
  now?: () => Date;
}) {
  const now = o.now ?? (() => new Date());
  const legacy: IntegrationCaller = {
    id: null,
    name: 'STAFF_API_KEY (legacy)',
    scopes: ['orders:status'],
    allLocations: true,
    locationIds: [],
  };

  return {
    /** The caller of an Authorization header; 401 for anything else (missing, malformed, unknown, revoked). */
    async authenticate(header: string | undefined): Promise<IntegrationCaller> {
      const key = bearerOf(header);
      if (!key) throw new AppError('UNAUTHORIZED', KEY_REQUIRED);
      if (o.legacyKey && legacyKeyMatches(key, o.legacyKey)) return legacy;
      const prefix = keyPrefixOf(key);
      const row = prefix ? await repo.findLiveKey(o.db, prefix) : null;
      if (!row || !keyMatches(key, row.keyHash)) throw new AppError('UNAUTHORIZED', KEY_REQUIRED);
      const at = now();
      if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
        await repo.touchKey(o.db, row.id, at);
      return {
        id: row.id,
        name: row.name,
        scopes: row.scopes,
        allLocations: row.allLocations,
        locationIds: row.locationIds,
      };
    },

    /**
     * Moves an order (scope `orders:status`) through the orders status machine (`setStatus`, the
     * board's path too): an order at a location outside the key's scope is a 404 like an unknown
     * one; an illegal move is a 409; audited as the integration in the move's transaction.
     */
    async setOrderStatus(caller: IntegrationCaller, orderId: string, to: OrderStatus): Promise<Order> {
      if (!mayUse(caller, 'orders:status'))
        throw new AppError('FORBIDDEN', 'This integration key does not have the orders:status scope.');
      const [row] = await o.db
        .select({ locationId: orders.locationId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!row || !mayActAt(caller, row.locationId)) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      return o.orders.setStatus(orderId, to, {
        locationId: row.locationId,
        inTransaction: (tx, before, after) =>
          recordAudit(tx, {
            staffId: null,
            integrationId: caller.id,
            action: 'order.status',
            locationId: row.locationId,
            target: `order:${orderId}`,
            before: { status: before },
            after: { status: after, via: caller.id ? `integration:${caller.name}` : 'STAFF_API_KEY' },
          }),
      });
    },
  };
}

export type IntegrationService = ReturnType<typeof createIntegrationService>;
