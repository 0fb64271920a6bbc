import path from 'node:path';
import type { ServerConfig } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** SMTP when SMTP_URL is configured, otherwise files in OUTBOX_DIR (default <DATA_DIR>/outbox). */
export function createMailer(config: Pick<ServerConfig, 'SMTP_URL' | 'MAIL_FROM' | 'OUTBOX_DIR' | 'DATA_DIR'>): Mailer {
  if (config.SMTP_URL) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMailer(config.OUTBOX_DIR ?? path.join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
}
