import { VERIFY_LINK_HOURS } from '../../../domain/account/verify-email-contract.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

/**
 * The account e-mails. Both sign-up replies (new e-mail, known e-mail) send one message, so
 * neither the reply nor the mail traffic tells an onlooker which case happened.
 */
const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const html = (paragraphs: string[], link?: { href: string; label: string }) =>
  `<!doctype html><html><body style="font-family:sans-serif">${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')}${
    link ? `<p><a href="${escape(link.href)}">${escape(link.label)}</a></p>` : ''
  }</body></html>`;

export function welcomeEmail(
  to: string,
  firstName: string,
  brand: string,
  signInUrl: string,
  verifyUrl: string,
): MailMessage {
  const lines = [
    `Hi ${firstName},`,
    `Welcome to ${brand}! Your account is ready.`,
    `Verify your e-mail (the link works once and expires in ${VERIFY_LINK_HOURS} hours): ${verifyUrl}`,
    `Sign in: ${signInUrl}`,
  ];
  return {
    to,
    subject: `Welcome to ${brand}`,
    text: lines.join('\n\n'),
    html: html(lines.slice(0, 2), { href: verifyUrl, label: 'Verify your e-mail' }),
  };
}

export function verifyEmailEmail(to: string, brand: string, verifyUrl: string): MailMessage {
  const lines = [
    `Please confirm that this is the e-mail address of your ${brand} account.`,
    `Verify your e-mail (the link works once and expires in ${VERIFY_LINK_HOURS} hours): ${verifyUrl}`,
    'If you did not ask for this, you can ignore this message.',
  ];
  return {
    to,
    subject: `Verify your ${brand} e-mail`,
    text: lines.join('\n\n'),
    html: html([lines[0] ?? '', lines[2] ?? ''], { href: verifyUrl, label: 'Verify your e-mail' }),
  };
}

export function alreadyRegisteredEmail(to: string, brand: string, signInUrl: string, forgotUrl: string): MailMessage {
  const lines = [
    'Someone (hopefully you) tried to create an account with this e-mail address.',
    `You already have a ${brand} account. Sign in: ${signInUrl}`,
    `Forgot your password? Reset it here: ${forgotUrl}`,
    'If this was not you, you can ignore this message.',
  ];
  return {
    to,
    subject: `Your ${brand} account`,
    text: lines.join('\n\n'),
    html: html(lines, { href: signInUrl, label: 'Sign in' }),
  };
}

export function resetPasswordEmail(to: string, brand: string, resetUrl: string, minutes: number): MailMessage {
  const lines = [
    `We received a request to reset the password of your ${brand} account.`,
    `Choose a new password here (the link works once and expires in ${minutes} minutes): ${resetUrl}`,
    'If you did not ask for this, ignore this message: your password stays the same.',
  ];
  return {
    to,
    subject: `Reset your ${brand} password`,
    text: lines.join('\n\n'),
    html: html([lines[0] ?? '', lines[2] ?? ''], { href: resetUrl, label: 'Reset your password' }),
  };
}
