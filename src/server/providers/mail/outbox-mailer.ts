import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, Mailer } from './mailer.ts';

/**
 * Embedded default: each message becomes `<time>-<random>.eml` (open it in any mail client)
 * plus a `.json` twin that tests and developers read. File names sort by time, so the newest
 * message is the last one listed. Each file is written under a temporary name and renamed, so a
 * reader watching the folder never sees half a message.
 */
export function createOutboxMailer(dir: string, from: string): Mailer {
  let ready: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    async send(message) {
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const sentAt = new Date();
      const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await writeWhole(path.join(dir, `${base}.eml`), toEml(message, from, sentAt));
      await writeWhole(path.join(dir, `${base}.json`), JSON.stringify({ from, ...message, sent_at: sentAt.toISOString() }, null, 2));
    },
  };
}

async function writeWhole(file: string, content: string): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, content, { mode: 0o600 });
  await rename(partial, file);
}

/** A minimal RFC 5322 multipart message (text + HTML). */
export function toEml(message: MailMessage, from: string, date: Date): string {
  const boundary = `b-${randomBytes(8).toString('hex')}`;
  const header = (name: string, value: string) => `${name}: ${value.replace(/[\r\n]+/g, ' ')}`;
  return [
    header('From', from),
    header('To', message.to),
    header('Subject', message.subject),
    header('Date', date.toUTCString()),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    message.html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}
