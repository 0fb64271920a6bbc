import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';

/** A guest's browser: its session cookie and CSRF token, and JSON calls with both. */
export interface Guest {
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
}

export async function newGuest(t: TestApp): Promise<Guest> {
  const reply = await t.server.inject({ url: '/api/session' });
  const cookie = reply.cookies.find((c) => c.name === 'larkspur_sid');
  expect(cookie).toBeDefined();
  const csrf = reply.json().data.csrf_token as string;
  return {
    async call(method, url, payload) {
      const r = await t.server.inject({
        method,
        url,
        cookies: { larkspur_sid: cookie!.value },
        headers: { 'x-csrf-token': csrf },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      return { status: r.statusCode, body: r.json() };
    },
  };
}

export const BACK_BAY = '10101';

/** A street address inside Back Bay's delivery zone: what a delivery call needs besides its extras. */
export const BOYLSTON = {
  address: '300 Boylston Street',
  city: 'Boston',
  state: 'MA',
  zip: '02116',
  lat: 42.3522,
  lng: -71.0697,
};
export const SOUTH_END = '10103';

/**
 * Makes the test stores' clocks irrelevant: open around the clock for every handoff, no
 * closures, so ASAP and today's slots exist whatever time the suite runs.
 */
export async function openAroundTheClock(t: TestApp, locationIds: string[]): Promise<void> {
  const ids = sql.join(
    locationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await t.database.db.execute(sql`delete from location_closures where location_id in (${ids})`);
  await t.database.db.execute(sql`delete from location_hours where location_id in (${ids}) and handoff <> 'catering'`);
  for (const id of locationIds) {
    for (const handoff of ['pickup', 'curbside', 'delivery']) {
      for (let weekday = 0; weekday < 7; weekday++) {
        await t.database.db.execute(
          sql`insert into location_hours (location_id, handoff, weekday, opens, closes) values (${id}, ${handoff}, ${weekday}, '00:00', '24:00')`,
        );
      }
    }
  }
  // An hours write: cached contexts of these stores are dropped at once (decision 215).
  for (const locationId of locationIds) t.server.locationContexts.invalidate({ locationId });
}

/** The date `daysAhead` days from now on New York's calendar (the test stores' zone), as 'YYYY-MM-DD'. */
export const nyDate = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 24 * 3600_000));

/**
 * The first `weekday` (0 = Sunday) at least `minDaysAhead` days from now on New York's calendar,
 * at HH:mm, as 'YYYYMMDD HH:mm': a fixed weekday that never falls on today's default order day.
 */
export function nextNyWeekdayAt(weekday: number, time: string, minDaysAhead = 2): string {
  for (let days = minDaysAhead; ; days++) {
    const date = nyDate(days);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === weekday) return `${date.replaceAll('-', '')} ${time}`;
  }
}

/** Tomorrow at HH:mm on New York's calendar, as 'YYYYMMDD HH:mm'. */
export function tomorrowAt(time: string): string {
  return `${nyDate(1).replaceAll('-', '')} ${time}`;
}
