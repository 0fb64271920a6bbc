import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createAttemptLimiter, type PasswordHasher } from '../account/index.ts';
import { accessLinkRoutes } from './access-link-routes.ts';
import { createAccessLinkService } from './access-links.ts';
import { staffRoutes } from './routes.ts';
import { createStaffService } from './service.ts';
import { createStaffSessionSweep } from './session-sweep.ts';
import { registerStaffSessions } from './staff-session.ts';

/** Wires staff accounts: the request decoration and /api/staff/* routes. One call in app.ts. */
export function createStaffModule(
  server: FastifyInstance,
  o: {
    config: ServerConfig;
    db: Db;
    hasher: PasswordHasher;
    mailer: Mailer;
    brand: string;
    onAccessChanged(staffId: string): void;
  },
) {
  registerStaffSessions(server, o.db, { production: o.config.NODE_ENV === 'production' });
  const limiter = createAttemptLimiter(o.db, o.config.ACCOUNT_LIMIT_WINDOW_MINUTES * 60_000);
  const limits = { perIp: o.config.ACCOUNT_LIMIT_PER_IP, perAccount: o.config.ACCOUNT_LIMIT_PER_ACCOUNT };
  const service = createStaffService({
    db: o.db,
    hasher: o.hasher,
    limiter,
    limits,
    onAccessChanged: o.onAccessChanged,
  });
  const links = createAccessLinkService({
    db: o.db,
    hasher: o.hasher,
    limiter,
    limits,
    mailer: o.mailer,
    log: server.log,
    brand: o.brand,
    publicUrl: o.config.PUBLIC_URL ?? `http://${o.config.HOST}:${o.config.PORT}`,
    onAccessChanged: o.onAccessChanged,
  });
  // Only a listening server sweeps (as the cart timeout sweep); API tests call `sweep` themselves.
  const sessionSweep = createStaffSessionSweep({ db: o.db, now: () => new Date() });
  server.addHook('onListen', async () => sessionSweep.start(server.log));
  server.addHook('onClose', async () => sessionSweep.stop());
  // `routesWith`: other modules' staff routes registered in the staff scope (issue 16's board).
  return {
    service,
    links,
    sessionSweep,
    routes: staffRoutes(service, [accessLinkRoutes(links)]),
    routesWith: (extra: Parameters<typeof staffRoutes>[1] = []) =>
      staffRoutes(service, [accessLinkRoutes(links), ...extra]),
  };
}
