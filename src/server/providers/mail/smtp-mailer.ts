import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** SMTP through nodemailer (DESIGN §5), e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
