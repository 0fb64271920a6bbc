import type { MailMessage } from './mailer.ts';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A message written as paragraphs of lines (src/domain's mail words), as text and as plain HTML. */
export function mailOf(to: string, words: { subject: string; paragraphs: string[][] }): MailMessage {
  const text = words.paragraphs.map((p) => p.join('\n')).join('\n\n');
  const body = words.paragraphs.map((p) => `<p>${p.map(escapeHtml).join('<br>')}</p>`).join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif"><h1>${escapeHtml(words.subject)}</h1>${body}</body></html>`;
  return { to, subject: words.subject, text, html };
}
