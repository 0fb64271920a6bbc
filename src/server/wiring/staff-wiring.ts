import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PasswordHasher } from '../modules/account/index.ts';
import type { StreamHub } from '../modules/board/index.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { createStaffModule, staffSubject } from '../modules/staff/index.ts';
import type { RealtimeBus } from '../realtime/index.ts';
import { publishLogged } from './publish-logged.ts';

/**
 * Staff accounts (issue 16): their own sessions, cookie and CSRF token. A change of what someone
 * may do is announced on the bus, and every instance re-checks that person's open board streams.
 */
export function wireStaff(
  server: FastifyInstance,
  o: {
    config: ServerConfig;
    db: Db;
    hasher: PasswordHasher;
    mailer: Mailer;
    brand: string;
    bus: RealtimeBus;
    boardStreams: StreamHub;
  },
) {
  const staff = createStaffModule(server, {
    config: o.config,
    db: o.db,
    hasher: o.hasher,
    mailer: o.mailer,
    brand: o.brand,
    onAccessChanged: (staffId) => publishLogged(o.bus, server.log, 'staff', { staffId, kind: 'access-changed' }),
  });
  o.bus.subscribe('staff', (event) => void o.boardStreams.recheck(staffSubject(event.staffId)));
  return staff;
}
