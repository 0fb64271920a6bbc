import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PasswordHasher } from '../modules/account/index.ts';
import type { StreamHub } from '../modules/board/index.ts';
import { createMailer } from '../providers/mail/create-mailer.ts';
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
    bus: RealtimeBus;
    boardStreams: StreamHub;
  },
  /** The app's mail port (the outbox or SMTP from config when none is given) and brand: the reset e-mail. */
  mail: { mailer?: Mailer | undefined; app: { name: string } },
) {
  const staff = createStaffModule(server, {
    config: o.config,
    db: o.db,
    hasher: o.hasher,
    mailer: mail.mailer ?? createMailer(o.config),
    brand: mail.app.name,
    onAccessChanged: (staffId) => publishLogged(o.bus, server.log, 'staff', { staffId, kind: 'access-changed' }),
  });
  o.bus.subscribe('staff', (event) => void o.boardStreams.recheck(staffSubject(event.staffId)));
  return staff;
}
