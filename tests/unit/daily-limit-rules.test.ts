import { describe, expect, it } from 'vitest';
import {
  beforeCutoff,
  cutoffInstant,
  limitDay,
  limitNote,
  limitRefusal,
  pickupDay,
  remainingFor,
  type DailyLimit,
} from '../../src/domain/daily-limits/daily-limit-rules.ts';
import { LIMIT_REFUSAL_PATTERN } from '../../src/domain/daily-limits/refusal-pattern.ts';
import { customerMessage } from '../../src/domain/customer-copy.ts';

const NY = 'America/New_York';
const pies: DailyLimit = { perDay: 24, cutoff: { daysBefore: 1, time: '14:00' } };

describe('daily limit rules', () => {
  it('counts what is left, never below zero', () => {
    expect(remainingFor(pies, 0)).toBe(24);
    expect(remainingFor(pies, 21)).toBe(3);
    expect(remainingFor(pies, 30)).toBe(0);
    expect(remainingFor(pies, -2)).toBe(24);
  });

  it('"order by 14:00 the day before" in the store’s zone, winter and summer', () => {
    expect(cutoffInstant('2026-12-24', pies.cutoff!, NY).toISOString()).toBe('2026-12-23T19:00:00.000Z');
    expect(cutoffInstant('20260704', pies.cutoff!, NY).toISOString()).toBe('2026-07-03T18:00:00.000Z');
    expect(cutoffInstant('2026-12-24', pies.cutoff!, 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-23T22:00:00.000Z',
    );
    expect(beforeCutoff(pies, '2026-12-24', new Date('2026-12-23T18:59:59Z'), NY)).toBe(true);
    expect(beforeCutoff(pies, '2026-12-24', new Date('2026-12-23T19:00:00Z'), NY)).toBe(true);
    expect(beforeCutoff(pies, '2026-12-24', new Date('2026-12-23T19:00:01Z'), NY)).toBe(false);
    expect(beforeCutoff({ perDay: 5, cutoff: null }, '2026-12-24', new Date('2026-12-24T23:00:00Z'), NY)).toBe(true);
  });

  it('across DST: the cutoff keeps its wall time; one in the skipped hour falls after the gap', () => {
    // DST starts Sun 8 Mar 2026 in New York (02:00 → 03:00), ends Sun 1 Nov 2026.
    const dayBefore = { daysBefore: 1, time: '14:00' };
    expect(cutoffInstant('2026-03-09', dayBefore, NY).toISOString()).toBe('2026-03-08T18:00:00.000Z');
    expect(cutoffInstant('2026-03-08', dayBefore, NY).toISOString()).toBe('2026-03-07T19:00:00.000Z');
    expect(cutoffInstant('2026-11-02', dayBefore, NY).toISOString()).toBe('2026-11-01T19:00:00.000Z');
    expect(cutoffInstant('2026-03-08', { daysBefore: 0, time: '02:30' }, NY).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    // 01:30 happens twice on 1 Nov: the first one.
    expect(cutoffInstant('2026-11-01', { daysBefore: 0, time: '01:30' }, NY).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('an order counts against its pickup day in the store’s zone', () => {
    expect(pickupDay(new Date('2026-12-25T03:30:00Z'), NY)).toBe('2026-12-24');
    expect(pickupDay(new Date('2026-12-25T03:30:00Z'), 'Europe/London')).toBe('2026-12-25');
  });

  it('says what the product page and the day picker say, in the site’s US date style', () => {
    const now = new Date('2026-12-22T12:00:00Z');
    expect(limitNote(limitDay(pies, '2026-12-24', 21, now, NY))).toBe('3 left for Thu, Dec 24');
    expect(limitNote(limitDay(pies, '20261224', 24, now, NY))).toBe('Sold out for Thu — choose another day');
    const closed = limitDay(pies, '2026-12-24', 0, new Date('2026-12-23T20:00:00Z'), NY);
    expect(closed).toEqual({ day: '20261224', remaining: 24, open: false });
    expect(limitNote(closed)).toBe('Ordering has closed for Thu — choose another day');
  });

  it('checkout’s refusals name the item and the day, and the web shows them as written', () => {
    const now = new Date('2026-12-22T12:00:00Z');
    const soldOut = limitRefusal('Pumpkin Pie', limitDay(pies, '2026-12-24', 24, now, NY), 1, pies, NY);
    expect(soldOut).toBe('Pumpkin Pie is sold out for Thu — choose another day');
    const few = limitRefusal('Pumpkin Pie', limitDay(pies, '2026-12-24', 22, now, NY), 3, pies, NY);
    expect(few).toBe('Only 2 Pumpkin Pie left for Thu, Dec 24 — you asked for 3');
    const late = limitRefusal(
      'Pumpkin Pie',
      limitDay(pies, '2026-12-24', 0, new Date('2026-12-23T20:00:00Z'), NY),
      1,
      pies,
      NY,
    );
    expect(late).toBe('Pumpkin Pie for Thu, Dec 24 had to be ordered by 2:00 PM on Wed, Dec 23 — choose another day');
    for (const text of [soldOut, few, late]) {
      expect(text).toMatch(LIMIT_REFUSAL_PATTERN);
      expect(customerMessage({ code: 'DAILY_LIMIT', message: text, field: 'time' })).toBe(text);
    }
    expect(customerMessage({ code: 'DAILY_LIMIT', message: 'select * from orders' })).toBe(
      'An item in your bag is sold out for the chosen day. Please choose another day.',
    );
  });
});
