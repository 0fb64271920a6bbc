import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PasswordHasher } from '../modules/account/index.ts';
import { createMailer } from '../providers/mail/create-mailer.ts';
import type { Mailer } from '../providers/mail/mailer.ts';
import { createStaffModule, staffSubject } from '../modules/staff/index.ts';
import type { RealtimeBus } from '../realtime/index.ts';
import { publishLogged } from './publish-logged.ts';
import { wireStoresStreams } from './store-ops-wiring.ts';
import type { MenuReader } from '../../domain/menu/menu-contract.ts';

/** An SSE hub whose staff streams are re-checked when someone's access changes. */
interface Rechecked {
  recheck(subject: string): Promise<void>;
}

/**
 * Staff accounts: their own sessions, cookie and CSRF token. A change of what someone
 * may do is announced on the bus, and every instance re-checks that person's open board and all-stores streams.
 */
export function wireStaff(
  server: FastifyInstance,
  o: {
    config: ServerConfig;
    db: Db;
    hasher: PasswordHasher;
    bus: RealtimeBus;
    boardStreams: Rechecked;
    menus: MenuReader;
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
  // The all-stores view's streams are staff streams too.
  const storesStreams = wireStoresStreams(server, o);
  o.bus.subscribe('staff', (event) => {
    for (const hub of [o.boardStreams, storesStreams]) void hub.recheck(staffSubject(event.staffId));
  });
  return { ...staff, storesStreams };
}
