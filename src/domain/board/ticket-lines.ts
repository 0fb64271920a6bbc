import type { TicketLine } from './ticket-contract.ts';

/** One choice as sold, as the ticket and the order page print it: "2× Oat Milk", "Message: “Happy birthday”". */
export const choiceWords = (c: { name: string; quantity: number; text?: string | null | undefined }) =>
  `${c.quantity > 1 ? `${c.quantity}× ` : ''}${c.name}${c.text ? `: “${c.text}”` : ''}`;

/**
 * One kitchen line per thing to make (issue 16 board): an order may hold the same product twice
 * (added twice, or a group order's seats); the counter reads "3 × Latte", not three rows.
 * Lines are the same when the product, its choices (ids, quantities, free text — in any order),
 * Made For and instructions are all the same; anything different stays its own line.
 */
export interface SourceLine {
  product_id: string;
  choices: readonly { id: string; quantity: number; text?: string | null }[];
  line: TicketLine;
}

export function lineIdentity(source: SourceLine): string {
  const choices = source.choices
    .map((c) => [c.id, c.quantity, c.text ?? null] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  return JSON.stringify([source.product_id, choices, source.line.made_for ?? null, source.line.instructions ?? null]);
}

/** Identical lines as one, quantities summed, in the order each first appears. */
export function combineIdenticalLines(sources: readonly SourceLine[]): TicketLine[] {
  const byIdentity = new Map<string, TicketLine>();
  for (const source of sources) {
    const key = lineIdentity(source);
    const seen = byIdentity.get(key);
    if (seen) seen.quantity += source.line.quantity;
    else byIdentity.set(key, { ...source.line, choices: [...source.line.choices] });
  }
  return [...byIdentity.values()];
}
