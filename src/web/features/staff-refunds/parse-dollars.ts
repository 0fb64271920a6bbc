/**
 * A typed dollar amount ("2", "2.5", "$2.50") as integer cents, or null when it is not one.
 * Only the staff member's input is converted here; every total comes from the server.
 */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
