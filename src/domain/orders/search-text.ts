/**
 * Folding text for order search: lower case, accents off, the same map in TypeScript (the
 * query) and in SQL `translate` (the index expression), so "José" and "jose" meet. Capitals are
 * in the map too: a database with the C locale lower-cases only ASCII.
 */
export const ACCENTED =
  'àáâãäåāăąçćčďèéêëēėęěìíîïīįıñńňòóôõöøōőùúûüūůűųýÿžźżšśşřťţłğ' +
  'ÀÁÂÃÄÅĀĂĄÇĆČĎÈÉÊËĒĖĘĚÌÍÎÏĪĮÑŃŇÒÓÔÕÖØŌŐÙÚÛÜŪŮŰŲÝŸŽŹŻŠŚŞŘŤŢŁĞ';
export const PLAIN =
  'aaaaaaaaacccdeeeeeeeeiiiiiiinnnoooooooouuuuuuuuyyzzzsssrttlg' +
  'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooouuuuuuuuyyzzzsssrttlg';

const MAP = new Map([...ACCENTED].map((c, i) => [c, PLAIN[i] ?? c]));

export function foldForSearch(text: string): string {
  return [...text.toLowerCase()].map((c) => MAP.get(c) ?? c).join('');
}

/** What a staff search box holds: an order number, a phone number, an e-mail address or a name. */
export type OrderSearchTerm =
  | { kind: 'number'; number: number }
  | { kind: 'phone'; phone: string }
  | { kind: 'email'; email: string }
  | { kind: 'name'; words: string[] };

export function parseOrderSearch(raw: string): OrderSearchTerm | null {
  const q = raw.trim();
  if (!q) return null;
  if (q.includes('@')) return { kind: 'email', email: q.toLowerCase() };
  const digits = q.replace(/[\s().+#-]/g, '');
  if (/^\d+$/.test(digits)) {
    const phone = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    if (phone.length === 10) return { kind: 'phone', phone };
    if (digits.length <= 9) return { kind: 'number', number: Number(digits) };
  }
  const words = foldForSearch(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5);
  return words.length ? { kind: 'name', words } : null;
}
