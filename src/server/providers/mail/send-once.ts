import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer.ts';

/** Waits before the next try after the mail provider failed (after the last, the failure stays in the log). */
const RETRY_MS = [2_000, 10_000, 60_000];

/** One customer e-mail that must go exactly once: its claim, its release and its message. */
export interface OnceMail {
  /** Claims the message (one UPDATE … WHERE sent_at IS NULL after the change committed): true for the one winner. */
  claim(): Promise<boolean>;
  /** Gives the claim back after the provider failed, so a retry can take it again. */
  release(): Promise<void>;
  /** The message, or null when there is nothing to send (an erased member's order keeps no address). */
  compose(): Promise<MailMessage | null>;
}

/**
 * Sends order e-mails once, whatever the number of instances and however often the change is
 * replayed: `send` resolves once the claim is decided (one UPDATE) and the mail goes in the
 * background, so the staff action never waits for the provider. A provider failure gives the
 * claim back and is retried a few times, logged with the id only. It never throws.
 */
export function createOnceMailer(o: { mailer: Mailer; log: FastifyBaseLogger; what: string }) {
  async function deliver(id: string, mail: OnceMail, tries: number): Promise<void> {
    try {
      const message = await mail.compose();
      if (message) await o.mailer.send(message);
    } catch (error) {
      await mail.release().catch(() => undefined);
      const delay = RETRY_MS[tries];
      o.log.error({ err: error, id, retry: delay !== undefined }, `${o.what} not sent`);
      if (delay !== undefined) setTimeout(() => void send(id, mail, tries + 1), delay).unref();
    }
  }

  async function send(id: string, mail: OnceMail, tries = 0): Promise<void> {
    try {
      if (await mail.claim()) void deliver(id, mail, tries);
    } catch (error) {
      o.log.error({ err: error, id }, `${o.what} not claimed`);
    }
  }

  return { send };
}
