import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { createIntegrationService, integrationRoutes } from '../modules/integrations/index.ts';
import type { OrdersService } from '../modules/orders/index.ts';

/** The integration API: per-integration keys, scopes, the same status machine as the board. */
export function integrationApi(o: {
  db: Db;
  orders: OrdersService;
  legacyKey?: string | undefined;
  log: FastifyBaseLogger;
}) {
  if (o.legacyKey)
    o.log.warn(
      'STAFF_API_KEY is deprecated: it acts as one every-location integration key; make per-integration keys with `npm run integration:create`.',
    );
  return integrationRoutes(createIntegrationService({ db: o.db, orders: o.orders, legacyKey: o.legacyKey }));
}
