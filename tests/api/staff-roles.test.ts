import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signUp, sessionOf, COOKIE } from './account-support.ts';
import { STAFF_COOKIE, asStaff, staffReady, twoLocationIds, type StaffSigned } from './staff-support.ts';

/**
 * The role × route matrix of the staff API (issue 16 "Roles", decisions 219 and 221): admin,
 * manager of A, shift lead of A and staff of A against every staff route; a location they may not run is a 404
 * like an unknown one; members and guests get 401 everywhere; bad input is a named 4xx.
 */
let t: TestApp;
let a: string;
let b: string;
const who: Record<'admin' | 'manager' | 'lead' | 'staff', StaffSigned> = {} as never;
let targetId: string;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '1000' });
  [a, b] = await twoLocationIds(t.database);
  who.admin = await staffReady(t.server, t.database, 'admin@larkspur.example', 'admin');
  who.manager = await staffReady(t.server, t.database, 'manager@larkspur.example', 'manager', [a]);
  who.lead = await staffReady(t.server, t.database, 'lead@larkspur.example', 'lead', [a]);
  who.staff = await staffReady(t.server, t.database, 'staff@larkspur.example', 'staff', [a]);
  const target = await asStaff(t.server, who.admin)('POST', '/api/staff/members', {
    email: 'target@larkspur.example',
    display_name: 'Target',
    role: 'staff',
    location_ids: [a],
  });
  targetId = target.json().data.member.id;
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: () => string; body?: () => object };
const routes: Record<string, Call> = {
  'GET session': { method: 'GET', url: () => '/api/staff/session' },
  'GET locations': { method: 'GET', url: () => '/api/staff/locations' },
  'GET location A': { method: 'GET', url: () => `/api/staff/locations/${a}` },
  'GET location B': { method: 'GET', url: () => `/api/staff/locations/${b}` },
  'GET members': { method: 'GET', url: () => '/api/staff/members' },
  'POST members': {
    method: 'POST',
    url: () => '/api/staff/members',
    body: () => ({
      email: `new-${Math.random().toString(36).slice(2)}@larkspur.example`,
      display_name: 'New',
      role: 'staff',
      location_ids: [a],
    }),
  },
  'PATCH member': { method: 'PATCH', url: () => `/api/staff/members/${targetId}`, body: () => ({ location_ids: [a] }) },
  'GET audit': { method: 'GET', url: () => '/api/staff/audit' },
  'POST password reset': { method: 'POST', url: () => `/api/staff/members/${targetId}/password-reset` },
};

const expected: Record<keyof typeof who, Record<string, number>> = {
  admin: {
    'GET session': 200,
    'GET locations': 200,
    'GET location A': 200,
    'GET location B': 200,
    'GET members': 200,
    'POST members': 200,
    'PATCH member': 200,
    'GET audit': 200,
    'POST password reset': 200,
  },
  manager: {
    'GET session': 200,
    'GET locations': 200,
    'GET location A': 200,
    'GET location B': 404,
    'GET members': 403,
    'POST members': 403,
    'PATCH member': 403,
    'GET audit': 403,
    'POST password reset': 403,
  },
  // A shift lead is store staff plus pausing (filled in below, after every staff row).
  lead: {},
  staff: {
    'GET session': 200,
    'GET locations': 200,
    'GET location A': 200,
    'GET location B': 404,
    'GET members': 403,
    'POST members': 403,
    'PATCH member': 403,
    'GET audit': 403,
    'POST password reset': 403,
  },
};

// Sold out ("86", decision 228): every role that runs the location may 86 an item — store staff too.
const availabilityBody = () => ({ product_id: 'p-almond-croissant', available: true });
Object.assign(routes, {
  'GET availability A': { method: 'GET', url: () => `/api/staff/locations/${a}/availability` },
  'GET availability B': { method: 'GET', url: () => `/api/staff/locations/${b}/availability` },
  'PUT availability A': { method: 'PUT', url: () => `/api/staff/locations/${a}/availability`, body: availabilityBody },
  'PUT availability B': { method: 'PUT', url: () => `/api/staff/locations/${b}/availability`, body: availabilityBody },
} satisfies Record<string, Call>);
Object.assign(expected.admin, {
  'GET availability A': 200,
  'GET availability B': 200,
  'PUT availability A': 200,
  'PUT availability B': 200,
});
for (const role of ['manager', 'staff'] as const)
  Object.assign(expected[role], {
    'GET availability A': 200,
    'GET availability B': 404,
    'PUT availability A': 200,
    'PUT availability B': 404,
  });

// The live order board (issue 16, decisions 225–226): every role that runs the location reads its
// board and moves its orders; B is a 404. (The SSE stream's gates: tests/api/staff-board.test.ts.)
const NO_ORDER = '00000000-0000-4000-8000-000000000000';
Object.assign(routes, {
  'GET board A': { method: 'GET', url: () => `/api/staff/locations/${a}/board` },
  'GET board B': { method: 'GET', url: () => `/api/staff/locations/${b}/board` },
  'POST order status B': {
    method: 'POST',
    url: () => `/api/staff/locations/${b}/orders/${NO_ORDER}/status`,
    body: () => ({ action: 'bump' }),
  },
} satisfies Record<string, Call>);
Object.assign(expected.admin, { 'GET board A': 200, 'GET board B': 200, 'POST order status B': 404 });
for (const role of ['manager', 'staff'] as const)
  Object.assign(expected[role], { 'GET board A': 200, 'GET board B': 404, 'POST order status B': 404 });

// Pause/throttle and hours/closures (decisions 231–232): store staff read them; only managers of
// the location and admins change them (403 for store staff); B is a 404 like an unknown location.
const closureDay = '2099-01-01';
Object.assign(routes, {
  'GET ordering A': { method: 'GET', url: () => `/api/staff/locations/${a}/ordering` },
  'GET ordering B': { method: 'GET', url: () => `/api/staff/locations/${b}/ordering` },
  'PUT ordering A': {
    method: 'PUT',
    url: () => `/api/staff/locations/${a}/ordering`,
    body: () => ({ lead_minutes: 15 }),
  },
  'PUT ordering B': {
    method: 'PUT',
    url: () => `/api/staff/locations/${b}/ordering`,
    body: () => ({ lead_minutes: 15 }),
  },
  'GET hours A': { method: 'GET', url: () => `/api/staff/locations/${a}/hours` },
  'GET hours B': { method: 'GET', url: () => `/api/staff/locations/${b}/hours` },
  'PUT hours A': { method: 'PUT', url: () => `/api/staff/locations/${a}/hours`, body: () => ({ hours: {} }) },
  'POST closure A': {
    method: 'POST',
    url: () => `/api/staff/locations/${a}/closures`,
    body: () => ({ date: closureDay, closed: true, reason: 'Matrix' }),
  },
  'POST closure B': {
    method: 'POST',
    url: () => `/api/staff/locations/${b}/closures`,
    body: () => ({ date: closureDay, closed: true, reason: 'Matrix' }),
  },
  'DELETE closure A': { method: 'DELETE', url: () => `/api/staff/locations/${a}/closures/${closureDay}` },
} satisfies Record<string, Call>);
Object.assign(expected.admin, {
  'GET ordering A': 200,
  'GET ordering B': 200,
  'PUT ordering A': 200,
  'PUT ordering B': 200,
  'GET hours A': 200,
  'GET hours B': 200,
  'PUT hours A': 200,
  'POST closure A': 201,
  'POST closure B': 201,
  'DELETE closure A': 200,
});
Object.assign(expected.manager, {
  'GET ordering A': 200,
  'GET ordering B': 404,
  'PUT ordering A': 200,
  'PUT ordering B': 404,
  'GET hours A': 200,
  'GET hours B': 404,
  'PUT hours A': 200,
  'POST closure A': 201,
  'POST closure B': 404,
  'DELETE closure A': 200,
});
Object.assign(expected.staff, {
  'GET ordering A': 200,
  'GET ordering B': 404,
  'PUT ordering A': 403,
  'PUT ordering B': 404,
  'GET hours A': 200,
  'GET hours B': 404,
  'PUT hours A': 403,
  'POST closure A': 403,
  'POST closure B': 404,
  'DELETE closure A': 403,
});

// Refunds of completed orders (issue 17, decision 270): managers of the location and admins; store
// staff 403; B is a 404. Past the gate, no order #1 at A is a 404 and a refund without its
// Idempotency-Key a 400 (tests/api/refunds.test.ts refunds real orders).
Object.assign(routes, {
  'GET order refunds A': { method: 'GET', url: () => `/api/staff/locations/${a}/order-refunds?number=1` },
  'GET order refunds B': { method: 'GET', url: () => `/api/staff/locations/${b}/order-refunds?number=1` },
  'POST refund A': {
    method: 'POST',
    url: () => `/api/staff/locations/${a}/orders/${NO_ORDER}/refund`,
    body: () => ({ amount_cents: 100, reason: 'Matrix' }),
  },
  'POST refund B': {
    method: 'POST',
    url: () => `/api/staff/locations/${b}/orders/${NO_ORDER}/refund`,
    body: () => ({ amount_cents: 100, reason: 'Matrix' }),
  },
  'POST refund quote A': {
    method: 'POST',
    url: () => `/api/staff/locations/${a}/orders/${NO_ORDER}/refund-quote`,
    body: () => ({ amount_cents: 100 }),
  },
  'POST refund quote B': {
    method: 'POST',
    url: () => `/api/staff/locations/${b}/orders/${NO_ORDER}/refund-quote`,
    body: () => ({ amount_cents: 100 }),
  },
  // The order page's read: every role, in the stores it runs; no such order is a 404 past the gate.
  'GET order page': { method: 'GET', url: () => `/api/staff/orders/${NO_ORDER}` },
} satisfies Record<string, Call>);
Object.assign(expected.admin, {
  'GET order refunds A': 404,
  'GET order refunds B': 404,
  'POST refund A': 400,
  'POST refund B': 400,
  'POST refund quote A': 404,
  'POST refund quote B': 404,
  'GET order page': 404,
});
Object.assign(expected.manager, {
  'GET order refunds A': 404,
  'GET order refunds B': 404,
  'POST refund A': 400,
  'POST refund B': 404,
  'POST refund quote A': 404,
  'POST refund quote B': 404,
  'GET order page': 404,
});
Object.assign(expected.staff, {
  'GET order refunds A': 403,
  'GET order refunds B': 404,
  'POST refund A': 403,
  'POST refund B': 404,
  'POST refund quote A': 403,
  'POST refund quote B': 404,
  'GET order page': 404,
});

// Sales reports: managers of their locations and admins; store staff 403; B is a 404 for A's manager.
const reportDay = 'from=2026-11-01&to=2026-11-01';
Object.assign(routes, {
  'GET report A': { method: 'GET', url: () => `/api/staff/reports/sales?${reportDay}&location_id=${a}` },
  'GET report B': { method: 'GET', url: () => `/api/staff/reports/sales?${reportDay}&location_id=${b}` },
  'GET report mine': { method: 'GET', url: () => `/api/staff/reports/sales?${reportDay}` },
  'GET sales CSV A': { method: 'GET', url: () => `/api/staff/reports/sales.csv?${reportDay}&location_id=${a}` },
  'GET orders CSV B': { method: 'GET', url: () => `/api/staff/reports/orders.csv?${reportDay}&location_id=${b}` },
  // Order search: every role, in the stores it runs.
  'GET order search': { method: 'GET', url: () => '/api/staff/orders?q=ann' },
  'GET order search B': { method: 'GET', url: () => `/api/staff/orders?location_id=${b}` },
} satisfies Record<string, Call>);
Object.assign(expected.admin, {
  'GET report A': 200,
  'GET report B': 200,
  'GET report mine': 200,
  'GET sales CSV A': 200,
  'GET orders CSV B': 200,
  'GET order search': 200,
  'GET order search B': 200,
});
Object.assign(expected.manager, {
  'GET report A': 200,
  'GET report B': 404,
  'GET report mine': 200,
  'GET sales CSV A': 200,
  'GET orders CSV B': 404,
  'GET order search': 200,
  'GET order search B': 404,
});
Object.assign(expected.staff, {
  'GET report A': 403,
  'GET report B': 403,
  'GET report mine': 403,
  'GET sales CSV A': 403,
  'GET orders CSV B': 403,
  'GET order search': 200,
  'GET order search B': 404,
});

// The shift lead (issue 41): store staff's rights, plus pausing and resuming online ordering; a PUT
// that also changes capacity or lead times still needs a manager.
const pauseBody = () => ({ pause: { mode: 'minutes', minutes: 15 } });
Object.assign(routes, {
  'PUT pause A': { method: 'PUT', url: () => `/api/staff/locations/${a}/ordering`, body: pauseBody },
  'PUT pause B': { method: 'PUT', url: () => `/api/staff/locations/${b}/ordering`, body: pauseBody },
  'PUT resume A': {
    method: 'PUT',
    url: () => `/api/staff/locations/${a}/ordering`,
    body: () => ({ pause: { mode: 'none' } }),
  },
  'PUT pause and capacity A': {
    method: 'PUT',
    url: () => `/api/staff/locations/${a}/ordering`,
    body: () => ({ pause: { mode: 'none' }, slot_capacity: 6 }),
  },
} satisfies Record<string, Call>);
Object.assign(expected.admin, {
  'PUT pause A': 200,
  'PUT pause B': 200,
  'PUT resume A': 200,
  'PUT pause and capacity A': 200,
});
Object.assign(expected.manager, {
  'PUT pause A': 200,
  'PUT pause B': 404,
  'PUT resume A': 200,
  'PUT pause and capacity A': 200,
});
Object.assign(expected.staff, {
  'PUT pause A': 403,
  'PUT pause B': 404,
  'PUT resume A': 403,
  'PUT pause and capacity A': 403,
});
Object.assign(expected.lead, expected.staff, { 'PUT pause A': 200, 'PUT resume A': 200 });

describe('role × route matrix', () => {
  for (const role of ['admin', 'manager', 'lead', 'staff'] as const) {
    it(`${role}`, async () => {
      const got: Record<string, number> = {};
      for (const [name, call] of Object.entries(routes)) {
        const reply = await asStaff(t.server, who[role])(call.method, call.url(), call.body?.());
        got[name] = reply.statusCode;
      }
      expect(got).toEqual(expected[role]);
    });
  }

  it('a location B reply reads exactly like an unknown location', async () => {
    const other = await asStaff(t.server, who.manager)('GET', `/api/staff/locations/${b}`);
    const unknown = await asStaff(t.server, who.admin)('GET', '/api/staff/locations/no-such-store');
    expect(other.json()).toEqual(unknown.json());
    const mine = await asStaff(t.server, who.manager)('GET', '/api/staff/locations');
    expect(mine.json().data.locations.map((l: { id: string }) => l.id)).toEqual([a]);
  });

  it('members and guests get 401 on every staff route', async () => {
    const member = sessionOf(await signUp(t.server, 'member@larkspur.example'));
    for (const [name, call] of Object.entries({
      ...routes,
      'POST password': {
        method: 'POST',
        url: () => '/api/staff/password',
        body: () => ({ current_password: 'x', new_password: 'a-brand-new-pass-1' }),
      } as Call,
    })) {
      const guest = await t.server.inject({
        method: call.method,
        url: call.url(),
        ...(call.body ? { payload: call.body() } : {}),
      });
      expect(guest.statusCode, `guest ${name}`).toBe(401);
      const asMember = await t.server.inject({
        method: call.method,
        url: call.url(),
        cookies: { [COOKIE]: member.cookie },
        headers: { 'x-csrf-token': member.csrf },
        ...(call.body ? { payload: call.body() } : {}),
      });
      expect(asMember.statusCode, `member ${name}`).toBe(401);
      // A forged or stale staff cookie is no better.
      const forged = await t.server.inject({
        method: call.method,
        url: call.url(),
        cookies: { [STAFF_COOKIE]: 'not-a-session' },
        ...(call.body ? { payload: call.body() } : {}),
      });
      expect(forged.statusCode, `forged ${name}`).toBe(401);
    }
  });
});

describe('the staff CSRF token', () => {
  it('is required on every staff write that rides a staff session; a member token does not count', async () => {
    const member = sessionOf(await signUp(t.server, 'csrf-member@larkspur.example'));
    const writes: [string, string][] = [
      ['POST', '/api/staff/session'],
      ['DELETE', '/api/staff/session'],
      ['POST', '/api/staff/password'],
      ['POST', '/api/staff/members'],
      ['PATCH', `/api/staff/members/${targetId}`],
      ['POST', `/api/staff/members/${targetId}/password-reset`],
    ];
    for (const [method, url] of writes) {
      for (const token of [undefined, 'not-the-token', member.csrf]) {
        const reply = await t.server.inject({
          method: method as 'POST',
          url,
          payload: {},
          cookies: { [STAFF_COOKIE]: who.admin.cookie, [COOKIE]: member.cookie },
          headers: token ? { 'x-csrf-token': token } : {},
        });
        expect(reply.statusCode, `${method} ${url} token=${token}`).toBe(403);
        expect(reply.json().code).toBe('CSRF_INVALID');
      }
    }
  });
});

describe('bad input', () => {
  it('answers a named 4xx, never a 500', async () => {
    const admin = asStaff(t.server, who.admin);
    const cases: [string, () => Promise<{ statusCode: number; body: string }>, RegExp][] = [
      [
        'sign-in without password',
        () =>
          t.server.inject({ method: 'POST', url: '/api/staff/session', payload: { email: 'admin@larkspur.example' } }),
        /password/i,
      ],
      [
        'sign-in bad e-mail',
        () => t.server.inject({ method: 'POST', url: '/api/staff/session', payload: { email: 'nope', password: 'x' } }),
        /email/i,
      ],
      [
        'sign-in extra field',
        () =>
          t.server.inject({
            method: 'POST',
            url: '/api/staff/session',
            payload: { email: 'a@b.co', password: 'x', role: 'admin' },
          }),
        /role|unrecognized|unknown/i,
      ],
      [
        'create bad role',
        () =>
          admin('POST', '/api/staff/members', {
            email: 'x@larkspur.example',
            display_name: 'X',
            role: 'owner',
            location_ids: [a],
          }),
        /role/,
      ],
      [
        'create manager without locations',
        () =>
          admin('POST', '/api/staff/members', {
            email: 'y@larkspur.example',
            display_name: 'Y',
            role: 'manager',
            location_ids: [],
          }),
        /at least one location/,
      ],
      [
        'create empty name',
        () =>
          admin('POST', '/api/staff/members', {
            email: 'z@larkspur.example',
            display_name: '   ',
            role: 'staff',
            location_ids: [a],
          }),
        /name/,
      ],
      ['patch nothing', () => admin('PATCH', `/api/staff/members/${targetId}`, {}), /at least one/],
      ['patch bad id', () => admin('PATCH', '/api/staff/members/not-a-uuid', { disabled: true }), /UUID/],
      [
        'patch unknown id',
        () => admin('PATCH', '/api/staff/members/00000000-0000-4000-8000-000000000000', { disabled: true }),
        /No such staff member/,
      ],
      [
        'patch disabled not boolean',
        () => admin('PATCH', `/api/staff/members/${targetId}`, { disabled: 'yes' }),
        /disabled/,
      ],
      ['reset bad id', () => admin('POST', '/api/staff/members/not-a-uuid/password-reset'), /UUID/],
      [
        'reset unknown id',
        () => admin('POST', '/api/staff/members/00000000-0000-4000-8000-000000000000/password-reset'),
        /No such staff member/,
      ],
      [
        'create a lead without locations',
        () =>
          admin('POST', '/api/staff/members', {
            email: 'lead-none@larkspur.example',
            display_name: 'L',
            role: 'lead',
            location_ids: [],
          }),
        /at least one location/,
      ],
      ['audit page 0', () => admin('GET', '/api/staff/audit?page=0'), /page/],
      ['audit page text', () => admin('GET', '/api/staff/audit?page=abc'), /page/],
    ];
    for (const [name, run, message] of cases) {
      const reply = await run();
      expect(reply.statusCode, `${name}: ${reply.body}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, name).toBeLessThan(500);
      expect(reply.body, name).toMatch(message);
    }
  });

  it('an admin cannot disable or demote themselves', async () => {
    const self = (await asStaff(t.server, who.admin)('GET', '/api/staff/session')).json().data.staff.id;
    const off = await asStaff(t.server, who.admin)('PATCH', `/api/staff/members/${self}`, { disabled: true });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toMatch(/cannot disable your own/);
    const demote = await asStaff(t.server, who.admin)('PATCH', `/api/staff/members/${self}`, {
      role: 'staff',
      location_ids: [a],
    });
    expect(demote.statusCode).toBe(403);
  });
});
