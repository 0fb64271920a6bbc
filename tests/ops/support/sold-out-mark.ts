import { expect } from 'vitest';

/** The almond croissant's card or list item says "sold out" when it is 86'd. */
export function almondSoldOut(html: string): boolean {
  const at = html.indexOf('Almond Croissant');
  expect(at).toBeGreaterThan(-1);
  const after = html.slice(at, at + 1500);
  const end = after.search(/<\/li>|<\/article>/);
  return /sold out/i.test(end > 0 ? after.slice(0, end) : after);
}
