/** The e-mail port (DESIGN §5): an outbox folder by default, SMTP when SMTP_URL is set. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
