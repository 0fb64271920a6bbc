import { describe, expect, it } from 'vitest';
import {
  allDayCounts,
  bumpTarget,
  mergeTicket,
  recallTarget,
  sortTickets,
  ticketAge,
} from '../../src/domain/board/board-rules.ts';
import type { Ticket } from '../../src/domain/board/ticket-contract.ts';
import { recallMove } from '../../src/domain/orders/status-machine.ts';

/** The live order board's pure rules (issue 16, decision 225). */
const NOW = new Date('2026-11-25T15:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function ticket(over: Partial<Ticket> = {}): Ticket {
  return {
    id: 'o1',
    number: '1001',
    status: 'placed',
    first_name: 'Ada',
    handoff: 'pickup',
    vehicle: null,
    delivery_address: null,
    promised_at: at(20),
    promised_local: '20261125 10:20',
    lines: [{ name: 'Butter Croissant', quantity: 2, choices: [], made_for: null, instructions: null }],
    updated_at: at(-5),
    placed_at: at(-5),
    phone: '6175550101',
    total_cents: 950,
    payment: 'Paid · Visa ending 4242',
    cancel_reason: null,
    ...over,
  };
}

describe('bump and recall targets', () => {
  it('bumps one column forward and recalls one back', () => {
    expect(bumpTarget('placed')).toBe('in_progress');
    expect(bumpTarget('in_progress')).toBe('ready');
    expect(bumpTarget('ready')).toBe('completed');
    expect(bumpTarget('completed')).toBeNull();
    expect(bumpTarget('cancelled')).toBeNull();
    expect(recallTarget('placed')).toBeNull();
    expect(recallTarget('in_progress')).toBe('placed');
    expect(recallTarget('ready')).toBe('in_progress');
    expect(recallTarget('completed')).toBe('ready');
    expect(recallTarget('cancelled')).toBeNull();
  });

  it('the status machine accepts exactly the recall moves', () => {
    expect(recallMove('ready', 'in_progress')).toEqual({ ok: true, to: 'in_progress' });
    expect(recallMove('ready', 'placed').ok).toBe(false);
    expect(recallMove('cancelled', 'in_progress')).toEqual({
      ok: false,
      message: 'A cancelled order cannot be recalled.',
    });
  });
});

describe('ticket order', () => {
  it('by promised time, then by order number', () => {
    const sorted = sortTickets([
      ticket({ id: 'c', number: '1003', promised_at: at(30) }),
      ticket({ id: 'b', number: '1002', promised_at: at(10) }),
      ticket({ id: 'a', number: '1001', promised_at: at(10) }),
    ]);
    expect(sorted.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('a merged event keeps the newer version and the order', () => {
    const old = ticket({ id: 'x', status: 'in_progress', updated_at: at(1) });
    const board = [ticket({ id: 'y', promised_at: at(5) }), old];
    expect(mergeTicket(board, { ...old, status: 'placed', updated_at: at(0) }).find((t) => t.id === 'x')?.status).toBe(
      'in_progress',
    );
    const merged = mergeTicket(board, { ...old, status: 'ready', updated_at: at(2) });
    expect(merged.map((t) => [t.id, t.status])).toEqual([
      ['y', 'placed'],
      ['x', 'ready'],
    ]);
  });
});

describe('age colour against the promised time', () => {
  it('on time, due soon within 5 minutes, late after, done when finished', () => {
    expect(ticketAge(ticket({ promised_at: at(6) }), NOW)).toBe('on-time');
    expect(ticketAge(ticket({ promised_at: at(5) }), NOW)).toBe('due-soon');
    expect(ticketAge(ticket({ promised_at: at(0) }), NOW)).toBe('due-soon');
    expect(ticketAge(ticket({ promised_at: at(-1) }), NOW)).toBe('late');
    expect(ticketAge(ticket({ promised_at: at(-30), status: 'ready' }), NOW)).toBe('late');
    expect(ticketAge(ticket({ promised_at: at(-30), status: 'completed' }), NOW)).toBe('done');
  });
});

describe('all-day counts', () => {
  it('sums items of unmade tickets due within the next hour (and late ones), most first', () => {
    const counts = allDayCounts(
      [
        ticket({
          lines: [
            { name: 'Butter Croissant', quantity: 2, choices: [], made_for: null, instructions: null },
            { name: 'Latte', quantity: 1, choices: ['Oat milk'], made_for: 'Bea', instructions: null },
          ],
        }),
        ticket({
          status: 'in_progress',
          promised_at: at(-10),
          lines: [{ name: 'Latte', quantity: 3, choices: [], made_for: null, instructions: null }],
        }),
        ticket({
          promised_at: at(61),
          lines: [{ name: 'Baguette', quantity: 5, choices: [], made_for: null, instructions: null }],
        }),
        ticket({
          status: 'ready',
          lines: [{ name: 'Scone', quantity: 9, choices: [], made_for: null, instructions: null }],
        }),
        ticket({
          status: 'cancelled',
          lines: [{ name: 'Scone', quantity: 9, choices: [], made_for: null, instructions: null }],
        }),
      ],
      NOW,
    );
    expect(counts).toEqual([
      { name: 'Latte', quantity: 4 },
      { name: 'Butter Croissant', quantity: 2 },
    ]);
  });
});
