import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/server/providers/mail/create-mailer.ts';

const message = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'Link: http://x/account/resetpassword?token=abc',
  html: '<p>Link</p>',
};
const FROM = 'Larkspur <no-reply@larkspur.example>';

describe('outbox mailer (embedded default)', () => {
  it('writes an .eml and a .json per message into OUTBOX_DIR', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ OUTBOX_DIR: dir, DATA_DIR: '/nowhere', MAIL_FROM: FROM, SMTP_URL: undefined });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message);
    const files = readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.eml', '.json']);
    const json = JSON.parse(readFileSync(path.join(dir, files[1]!), 'utf8'));
    expect(json).toMatchObject({ ...message, from: FROM });
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Reset your password\r\n');
    expect(eml).toContain('multipart/alternative');
  });

  it('defaults to <DATA_DIR>/outbox', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'data-'));
    await createMailer({ OUTBOX_DIR: undefined, DATA_DIR: data, MAIL_FROM: FROM, SMTP_URL: undefined }).send(message);
    expect(readdirSync(path.join(data, 'outbox'))).toHaveLength(2);
  });
});

/** A tiny SMTP listener on 127.0.0.1 (never the network): enough of RFC 5321 for nodemailer. */
function fakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 fake.smtp ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            say('250 OK queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = line;
        if (verb === 'RCPT') current.to.push(line);
        if (verb === 'DATA') {
          inData = true;
          say('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          say('221 Bye');
          socket.end();
        } else say(verb === 'EHLO' || verb === 'HELO' ? '250 fake.smtp' : '250 OK');
      }
    });
  });
  return { server, received };
}

describe('SMTP mailer (nodemailer) against a local listener', () => {
  let close: (() => void) | null = null;
  afterEach(() => close?.());

  it('delivers the message when SMTP_URL is set', async () => {
    const { server, received } = fakeSmtp();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const port = (server.address() as { port: number }).port;
    const mailer = createMailer({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: FROM,
      OUTBOX_DIR: undefined,
      DATA_DIR: '/nowhere',
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('no-reply@larkspur.example');
    expect(received[0]!.to.join()).toContain('ada@example.com');
    expect(received[0]!.data).toContain('Subject: Reset your password');
    expect(received[0]!.data).toContain('token=abc');
  });
});
