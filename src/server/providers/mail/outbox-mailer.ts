import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MailMessage, Mailer } from './mailer.ts';

/**
 * Embedded default: each message becomes `<time>-<random>.eml` (open it in any mail client)
 * plus a `.json` twin that tests and developers read. File names sort by time, so the newest
 * message is the last one listed. Each file is written under a temporary name and renamed, so a
 * reader watching the folder never sees half a message.
 *
 * The files are written by one worker thread, messages of one loop turn handed over together, so
 * the request path wakes no thread-pool operation per file. `send` still resolves once both files
 * are in place. The worker holds the process open only while it has work.
 */
export function createOutboxMailer(dir: string, from: string): Mailer {
  const writer = createFileWriter();
  return {
    kind: 'outbox',
    async send(message) {
      const sentAt = new Date();
      const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await writer.write(dir, [
        [path.join(dir, `${base}.eml`), toEml(message, from, sentAt)],
        [path.join(dir, `${base}.json`), JSON.stringify({ from, ...message, sent_at: sentAt.toISOString() }, null, 2)],
      ]);
    },
  };
}

/** The worker: makes each folder once, writes each file under `.partial` and renames it, in order. */
const WRITER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { mkdirSync, writeFileSync, renameSync } = require('node:fs');
const made = new Set();
const write = (dir, files) => {
  if (!made.has(dir)) { mkdirSync(dir, { recursive: true }); made.add(dir); }
  for (const [file, content] of files) { writeFileSync(file + '.partial', content, { mode: 0o600 }); renameSync(file + '.partial', file); }
};
parentPort.on('message', (batch) => {
  parentPort.postMessage(batch.map(({ id, dir, files }) => {
    try {
      write(dir, files);
      return { id };
    } catch {
      // The folder may have been removed since it was made: make it again, once.
      made.delete(dir);
      try {
        write(dir, files);
        return { id };
      } catch (error) {
        return { id, error: String((error && error.message) || error) };
      }
    }
  }));
});`;

interface Job {
  id: number;
  dir: string;
  files: [string, string][];
}

function createFileWriter() {
  let worker: Worker | null = null;
  let queued: Job[] = [];
  let scheduled = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
    worker = null;
  };
  const start = (): Worker => {
    const w = new Worker(WRITER_SOURCE, { eval: true });
    w.on('message', (results: { id: number; error?: string }[]) => {
      for (const r of results) {
        const waiter = waiting.get(r.id);
        waiting.delete(r.id);
        if (r.error) waiter?.reject(new Error(`outbox write failed: ${r.error}`));
        else waiter?.resolve();
      }
      if (waiting.size === 0) w.unref();
    });
    w.on('error', (error) => failAll(error));
    w.on('exit', () => failAll(new Error('outbox writer stopped')));
    return w;
  };
  const flush = () => {
    scheduled = false;
    const batch = queued;
    queued = [];
    worker ??= start();
    worker.ref();
    worker.postMessage(batch);
  };

  return {
    write(dir: string, files: [string, string][]): Promise<void> {
      const id = nextId++;
      return new Promise<void>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        queued.push({ id, dir, files });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
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
