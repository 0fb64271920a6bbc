/**
 * "exp_month: This card has expired" → "This card has expired" (a developer's prefix off). Its
 * own file: the error banner, on every page, needs only this, not the whole customer copy list
 * (customer-copy.ts re-exports it).
 */
export function withoutFieldPrefix(message: string): string {
  return message.replace(/^[a-z][a-z0-9_]*(?:[.[][a-z0-9_\]]+)*: /i, '');
}
