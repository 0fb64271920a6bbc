import type { FastifyBaseLogger } from 'fastify';
import type { AppInfo } from '../../../domain/app-info.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../../providers/mail/create-mailer.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createPasswordHasher, type PasswordHasher } from './password-hasher.ts';
import type { GiftCardAttempts } from '../gift-cards/index.ts';
import { createAttemptLimiter } from './rate-limit.ts';
import { accountRoutes } from './routes.ts';
import { createAccountService } from './service.ts';
import type { OnEmailVerified } from './email-verification.ts';
import { createMemberResolver } from './viewer.ts';

/** Wires the account feature from configuration: one call in app.ts. */
export function createAccountModule(o: {
  config: ServerConfig;
  db: Db;
  app: AppInfo;
  log: FastifyBaseLogger;
  giftCardAttempts: GiftCardAttempts;
  mailer?: Mailer;
  hasher?: PasswordHasher;
  /** After a member verifies their e-mail (the orders module claims the guest orders placed with it). */
  onEmailVerified?: OnEmailVerified;
}) {
  const { config, db, app } = o;
  const service = createAccountService({
    db,
    hasher: o.hasher ?? createPasswordHasher(),
    limiter: createAttemptLimiter(db, config.ACCOUNT_LIMIT_WINDOW_MINUTES * 60_000),
    mailer: o.mailer ?? createMailer(config),
    log: o.log,
    brand: app.name,
    publicUrl: config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`,
    limits: { perIp: config.ACCOUNT_LIMIT_PER_IP, perAccount: config.ACCOUNT_LIMIT_PER_ACCOUNT },
    ...(o.onEmailVerified ? { onEmailVerified: o.onEmailVerified } : {}),
  });
  const resolveMember = createMemberResolver(db, app.members_provider);
  return {
    service,
    resolveMember,
    routes: accountRoutes({ db, app, service, resolveMember, giftCardAttempts: o.giftCardAttempts }),
  };
}
