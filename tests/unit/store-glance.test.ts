import { describe, expect, it } from 'vitest';
import {
  brandActionDone,
  brandActionQuestion,
  brandActionSummary,
  seesAllStores,
  storesNotAllowed,
} from '../../src/domain/stores/brand-actions.ts';
import {
  closuresAhead,
  lateCount,
  nextGlanceChangeMs,
  storeGlance,
  type GlanceFacts,
} from '../../src/domain/stores/store-glance.ts';

// Thursday 3 December 2026, 10:00 in New York.
const NOW = new Date('2026-12-03T15:00:00Z');
const weekdays = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '07:00', closes: '19:00' }));
const store = (over: Partial<GlanceFacts> = {}): GlanceFacts => ({
  time_zone: 'America/New_York',
  coming_soon: false,
  schedule: { hours: { pickup: weekdays }, closures: [] },
  paused: false,
  paused_until: null,
  open_promised: [],
  ...over,
});

describe('a store at a glance', () => {
  it('is open in its hours and closed outside them, in its own time zone', () => {
    expect(storeGlance(store(), NOW)).toMatchObject({ status: 'open', label: 'Open', late: 0 });
    expect(storeGlance(store({ time_zone: 'Asia/Tokyo' }), NOW)).toMatchObject({ status: 'closed', label: 'Closed' });
  });

  it('reads a closure of today as closed, with its reason', () => {
    const closures = [{ date: '2026-12-03', closed: true, opens: null, closes: null, reason: 'Snowstorm' }];
    expect(storeGlance(store({ schedule: { hours: { pickup: weekdays }, closures } }), NOW)).toMatchObject({
      status: 'closed',
      label: 'Closed today (Snowstorm)',
      today_note: 'Closed today (Snowstorm)',
    });
  });

  it('puts a pause before the hours, with the whole minutes left rounded up', () => {
    const until = new Date(NOW.getTime() + 20 * 60_000).toISOString();
    expect(storeGlance(store({ paused: true, paused_until: until }), NOW)).toMatchObject({
      status: 'paused',
      label: 'Paused · 20 min left',
      pause_minutes_left: 20,
    });
    const later = new Date(NOW.getTime() + 19 * 60_000 + 1);
    expect(storeGlance(store({ paused: true, paused_until: until }), later).pause_minutes_left).toBe(1);
    expect(storeGlance(store({ paused: true, paused_until: until }), new Date(Date.parse(until)))).toMatchObject({
      status: 'open',
    });
    expect(storeGlance(store({ paused: true }), NOW)).toMatchObject({ label: 'Paused until resumed' });
  });

  it('counts open tickets past their promised time as late', () => {
    const promised = ['2026-12-03T14:50:00Z', '2026-12-03T15:00:00Z', '2026-12-03T15:10:00Z'];
    expect(lateCount(promised, NOW)).toBe(1);
    expect(storeGlance(store({ open_promised: promised }), new Date('2026-12-03T15:05:00Z')).late).toBe(2);
  });

  it('asks to be read again when a figure can change: a pause minute, a ticket turning late, the next minute', () => {
    expect(nextGlanceChangeMs([store()], new Date('2026-12-03T15:00:30Z'))).toBe(30_000);
    expect(nextGlanceChangeMs([store({ open_promised: ['2026-12-03T15:00:10Z'] })], NOW)).toBe(10_001);
    const until = new Date(NOW.getTime() + 90_000).toISOString();
    expect(nextGlanceChangeMs([store({ paused: true, paused_until: until })], NOW)).toBe(30_000);
  });
});

describe('brand actions', () => {
  it('are for brand admins and managers of several stores', () => {
    expect(seesAllStores('admin', [])).toBe(true);
    expect(seesAllStores('manager', ['a', 'b'])).toBe(true);
    expect(seesAllStores('manager', ['a'])).toBe(false);
    expect(seesAllStores('lead', ['a', 'b'])).toBe(false);
  });

  it('name the stores the caller may not touch', () => {
    expect(storesNotAllowed('manager', ['a', 'b'], ['a', 'c', 'd'])).toEqual(['c', 'd']);
    expect(storesNotAllowed('admin', [], ['a', 'c'])).toEqual([]);
  });

  it('say what was done in plain words', () => {
    expect(
      brandActionSummary({
        action: 'closure',
        location_ids: ['a', 'b', 'c'],
        closure: { date: '2026-12-03', closed: true, reason: 'Snowstorm' },
      }),
    ).toBe('Closed 3 stores on Thu, Dec 3 (Snowstorm)');
    expect(brandActionSummary({ action: 'pause', location_ids: ['a'], minutes: 20 })).toBe(
      'Paused online ordering at 1 store for 20 min',
    );
    expect(
      brandActionSummary({ action: 'sold_out', location_ids: ['a', 'b'], product_ids: ['p'], until: 'close' }, [
        'Butter Croissant',
      ]),
    ).toBe('Marked Butter Croissant sold out at 2 stores until close');
  });
});

describe('closures ahead', () => {
  it('names the closures and special hours after today within two weeks, in US dates, by date', () => {
    const closures = [
      { date: '2026-12-05', closed: false, opens: '10:00', closes: '14:00', reason: 'Inventory' },
      { date: '2026-12-04', closed: true, opens: null, closes: null, reason: 'Snowstorm' },
      { date: '2026-12-03', closed: true, opens: null, closes: null, reason: 'Today' },
      { date: '2026-12-25', closed: true, opens: null, closes: null, reason: 'Christmas Day' },
    ];
    expect(closuresAhead(closures, NOW, 'America/New_York')).toEqual([
      'Closed Fri, Dec 4, 2026 (Snowstorm)',
      'Special hours Sat, Dec 5, 2026, 10:00 AM–2:00 PM (Inventory)',
    ]);
  });
});

describe('a brand action in words', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  it('asks before a snowstorm closure and says what each store got', () => {
    const request = {
      action: 'closure' as const,
      location_ids: ids,
      closure: { date: '2026-12-04', closed: true, reason: 'Snowstorm' },
    };
    expect(brandActionQuestion(request)).toEqual({
      title: 'Close 5 stores on Fri, Dec 4, 2026?',
      change: 'Closed all day (Snowstorm)',
      confirm: 'Close 5 stores',
    });
    expect(brandActionDone(request)).toBe('closed on Fri, Dec 4, 2026 (Snowstorm)');
  });

  it('words a pause and a sold-out mark as the board and sold-out pages do', () => {
    expect(brandActionQuestion({ action: 'pause', location_ids: ['a'], minutes: 30 })).toMatchObject({
      title: 'Pause online ordering at 1 store?',
      change: 'Paused for 30 min',
    });
    expect(brandActionDone({ action: 'pause', location_ids: ids, minutes: null })).toBe('paused until resumed');
    const sold = { action: 'sold_out' as const, location_ids: ids, product_ids: ['p-x'], until: 'close' as const };
    expect(brandActionQuestion(sold, ['Butter Croissant']).title).toBe('Mark Butter Croissant sold out at 5 stores?');
    expect(brandActionDone(sold, ['Butter Croissant'])).toBe('Butter Croissant sold out until close');
  });
});
