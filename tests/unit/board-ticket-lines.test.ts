import { describe, expect, it } from 'vitest';
import { allDayCounts } from '../../src/domain/board/board-rules.ts';
import type { Ticket, TicketLine } from '../../src/domain/board/ticket-contract.ts';
import { combineIdenticalLines, type SourceLine } from '../../src/domain/board/ticket-lines.ts';

/** A ticket shows identical lines once, quantities summed (issue 16 board). */
function source(
  over: Omit<Partial<TicketLine>, 'choices'> & { product_id?: string; choices?: SourceLine['choices'] } = {},
): SourceLine {
  const { product_id = 'latte', choices = [], ...line } = over;
  return {
    product_id,
    choices,
    line: {
      name: 'Latte',
      quantity: 1,
      choices: choices.map((c) => c.id),
      made_for: null,
      instructions: null,
      ...line,
    },
  };
}

describe('identical ticket lines', () => {
  it('same product, choices, Made For and instructions show once with the quantity summed', () => {
    const lines = combineIdenticalLines([source({ quantity: 2 }), source({ quantity: 1 })]);
    expect(lines).toEqual([{ name: 'Latte', quantity: 3, choices: [], made_for: null, instructions: null }]);
  });

  it('choices in another order are the same choices', () => {
    const a = [
      { id: 'oat', quantity: 1 },
      { id: 'vanilla', quantity: 2 },
    ];
    const lines = combineIdenticalLines([source({ choices: a }), source({ choices: [...a].reverse() })]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('different choices, choice quantities, text, Made For, instructions or product stay separate', () => {
    const lines = combineIdenticalLines([
      source(),
      source({ choices: [{ id: 'oat', quantity: 1 }] }),
      source({ choices: [{ id: 'oat', quantity: 2 }] }),
      source({ choices: [{ id: 'msg', quantity: 1, text: 'Happy birthday' }] }),
      source({ choices: [{ id: 'msg', quantity: 1, text: 'Congratulations' }] }),
      source({ made_for: 'Ada' }),
      source({ made_for: 'Grace' }),
      source({ instructions: 'Extra hot' }),
      source({ product_id: 'mocha', name: 'Latte' }),
    ]);
    expect(lines).toHaveLength(9);
    expect(lines.every((l) => l.quantity === 1)).toBe(true);
  });

  it('keeps the order of first appearance and does not change its input', () => {
    const first = source({ name: 'Croissant', product_id: 'croissant' });
    const input = [first, source(), source({ name: 'Croissant', product_id: 'croissant', quantity: 4 })];
    const lines = combineIdenticalLines(input);
    expect(lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Croissant', 5],
      ['Latte', 1],
    ]);
    expect(first.line.quantity).toBe(1);
  });

  it('all-day counts are the same before and after combining', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    const sources = [
      source({ quantity: 2 }),
      source(),
      source({ made_for: 'Ada' }),
      source({ name: 'Croissant', product_id: 'croissant', quantity: 3 }),
    ];
    const ticketWith = (lines: TicketLine[]): Ticket => ({
      id: 'o1',
      number: '1001',
      status: 'placed',
      first_name: 'Ada',
      handoff: 'pickup',
      vehicle: null,
      delivery_address: null,
      promised_at: new Date(now.getTime() + 10 * 60_000).toISOString(),
      promised_local: '20261125 10:10',
      lines,
      updated_at: now.toISOString(),
      placed_at: now.toISOString(),
      phone: null,
      total_cents: 0,
      payment: 'Not paid',
      cancel_reason: null,
    });
    const combined = allDayCounts([ticketWith(combineIdenticalLines(sources))], now);
    expect(combined).toEqual(allDayCounts([ticketWith(sources.map((s) => s.line))], now));
    expect(combined).toEqual([
      { name: 'Latte', quantity: 4 },
      { name: 'Croissant', quantity: 3 },
    ]);
  });
});
