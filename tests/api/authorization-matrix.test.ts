import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { BACK_BAY, BOYLSTON, SOUTH_END, openAroundTheClock, tomorrowAt } from './cart-support.ts';
import { DEMO_GIFT, cartWith, guestShopper, memberShopper, newKey, type Shopper } from './checkout-support.ts';
import { GROUP_ON, createGroup } from './group-order-support.ts';

/**
 * The authorization matrix (issue 14): every route that acts on someone's data × every kind of
 * caller, from ONE table. Someone else's id answers 404 (its existence is not revealed), a route
 * that needs a member answers 401 to guests, and a group's shared cart follows the group rule
 * (decisions 110, 160): the host as owner, a participant on their own lines only.
 */
const ACTORS = ['owner', 'member', 'guest', 'noCookie', 'participant', 'host'] as const;
type Actor = (typeof ACTORS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Reply = { status: number; body: ReturnType<typeof JSON.parse> };
interface Caller {
  call(method: Method, url: string, payload?: unknown, headers?: Record<string, string>): Promise<Reply>;
}

/** What a row acts on, built fresh for every caller the row lets through (their call may change it). */
interface World {
  /** The owner's own cart (not shared) and its one line. */
  cartId: string;
  lineId: string;
  /** A group of the host (host-pays, or each-pays for `eachGroup`); the participant (a guest with the link, "Pat") joined it. */
  groupId: string;
  sharedCartId: string;
  participantLineId: string;
  hostLineId: string;
  /** The owner's placed order, a payment of theirs waiting for confirmation, saved address and saved gift card. */
  orderId: string;
  paymentId: string;
  addressId: string;
  giftCardId: string;
}
type Needs = 'cart' | 'group' | 'eachGroup' | 'order' | 'payment' | 'address' | 'giftCard' | 'none';

interface Row {
  /** The documented route this row calls: "METHOD /api/path/{param}". */
  route: string;
  needs: Needs;
  path: (w: World) => string;
  body?: (w: World, actor: Actor, caller: Caller) => unknown;
  headers?: () => Record<string, string>;
  expect: Record<Actor, number>;
  /** Extra checks on a reply (a 200 that must still say nothing). */
  check?: (actor: Actor, reply: Reply) => void;
}

// Who gets what, by kind of route.
const ownersOnly = { owner: 200, member: 404, guest: 404, noCookie: 404, participant: 404, host: 404 };
const sharedCart = (host: number, participant: number) => ({
  owner: 404,
  member: 404,
  guest: 404,
  noCookie: 404,
  participant,
  host,
});
const anyMember = { owner: 200, member: 200, host: 200, guest: 401, participant: 401, noCookie: 401 };
const ownMemberData = { owner: 200, member: 404, host: 404, guest: 401, participant: 401, noCookie: 401 };
const everyone = { owner: 200, member: 200, guest: 200, noCookie: 200, participant: 200, host: 200 };
const membersOwnCart = { owner: 200, member: 404, host: 404, guest: 401, participant: 401, noCookie: 401 };

const DELIVERY = { handoffMode: 'delivery', ...BOYLSTON };
const HOME = { address: '214 Newbury Street', city: 'Boston', state: 'MA', zip: '02116', lat: 42.3503, lng: -71.081 };
const CROISSANT = 'p-butter-croissant';
const PAIN = 'p-pain-au-chocolat';

/** A card token made by the caller's own session (tokens are bound to it); a placeholder when it has none. */
async function tokenOf(caller: Caller, number = '4242424242424242'): Promise<string> {
  const r = await caller.call('POST', '/api/checkout/payment-token', {
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  return r.status === 200 ? (r.body.data.token as string) : 'tok_none';
}
const checkoutBody = async (cartId: string, caller: Caller) => ({
  cart_id: cartId,
  payment: { token: await tokenOf(caller) },
});

/** Cart calls: the owner's own cart, then the same call on a group's shared cart. */
const cartCalls: {
  route: string;
  path: (cart: string, line: string) => string;
  body?: () => unknown;
  shared: [host: number, participant: number];
}[] = [
  { route: 'GET /api/carts/{id}', path: (c) => `/api/carts/${c}`, shared: [200, 200] },
  {
    route: 'POST /api/carts/{id}/products',
    path: (c) => `/api/carts/${c}/products`,
    body: () => ({ product_id: CROISSANT, quantity: 1, choices: [] }),
    shared: [200, 200],
  },
  {
    route: 'POST /api/carts/{id}/products/quick-add',
    path: (c) => `/api/carts/${c}/products/quick-add`,
    body: () => ({ product_id: PAIN, quantity: 1 }),
    shared: [200, 200],
  },
  {
    route: 'PUT /api/carts/{id}/products/{lineId}',
    path: (c, l) => `/api/carts/${c}/products/${l}`,
    body: () => ({ quantity: 2 }),
    shared: [200, 200],
  },
  {
    route: 'DELETE /api/carts/{id}/products/{lineId}',
    path: (c, l) => `/api/carts/${c}/products/${l}`,
    shared: [200, 200],
  },
  { route: 'DELETE /api/carts/{id}/products', path: (c) => `/api/carts/${c}/products`, shared: [200, 200] },
  {
    route: 'PUT /api/carts/{id}/handoff',
    path: (c) => `/api/carts/${c}/handoff`,
    body: () => ({ handoff: 'curbside' }),
    shared: [200, 403],
  },
  {
    route: 'PUT /api/carts/{id}/handoff/delivery',
    path: (c) => `/api/carts/${c}/handoff/delivery`,
    body: () => DELIVERY,
    shared: [200, 403],
  },
  {
    route: 'PUT /api/carts/{id}/time',
    path: (c) => `/api/carts/${c}/time`,
    body: () => ({ mode: 'advance', wanted: tomorrowAt('10:00') }),
    shared: [200, 403],
  },
  { route: 'GET /api/carts/{id}/times', path: (c) => `/api/carts/${c}/times`, shared: [200, 200] },
  { route: 'GET /api/carts/{id}/upsells', path: (c) => `/api/carts/${c}/upsells`, shared: [200, 200] },
  {
    route: 'POST /api/carts/{id}/coupon',
    path: (c) => `/api/carts/${c}/coupon`,
    body: () => ({ code: 'WELCOME10' }),
    shared: [200, 403],
  },
  { route: 'DELETE /api/carts/{id}/coupon', path: (c) => `/api/carts/${c}/coupon`, shared: [200, 403] },
  {
    route: 'PUT /api/carts/{id}/tip',
    path: (c) => `/api/carts/${c}/tip`,
    body: () => ({ percent: 10 }),
    shared: [200, 403],
  },
  { route: 'POST /api/carts/{id}/validate', path: (c) => `/api/carts/${c}/validate`, shared: [200, 403] },
  {
    route: 'POST /api/carts/{id}/transfer',
    path: (c) => `/api/carts/${c}/transfer`,
    body: () => ({ menu_id: SOUTH_END }),
    shared: [200, 403],
  },
  { route: 'DELETE /api/carts/{id}', path: (c) => `/api/carts/${c}`, shared: [200, 403] },
];

/** Checkout needs a member (the app is not borderless): guests are asked to sign in first. */
const checkoutOwn = { owner: 200, member: 404, host: 404, guest: 401, noCookie: 401, participant: 401 };
const checkoutShared = { owner: 404, member: 404, host: 200, guest: 401, noCookie: 401, participant: 401 };

/** A stranger holding a group's link sees the invitation, never its cart or anyone's items. */
const inviteOnly = (actor: Actor, reply: Reply) => {
  if (actor === 'host' || actor === 'participant') return;
  expect(reply.body.data).toMatchObject({
    role: 'invited',
    joined: false,
    cart_id: null,
    participants: [],
    submissions: [],
  });
};

const ROWS: Row[] = [
  ...cartCalls.map((c): Row => ({
    route: c.route,
    needs: 'cart',
    path: (w) => c.path(w.cartId, w.lineId),
    ...(c.body ? { body: c.body } : {}),
    expect: ownersOnly,
  })),
  // On the shared cart a participant's line calls act on their own line; the host's line is not theirs.
  ...cartCalls.map((c): Row => ({
    route: c.route,
    needs: 'group',
    path: (w) => c.path(w.sharedCartId, w.participantLineId),
    ...(c.body ? { body: c.body } : {}),
    expect: sharedCart(...c.shared),
  })),
  {
    route: 'PUT /api/carts/{id}/products/{lineId}',
    needs: 'group',
    path: (w) => `/api/carts/${w.sharedCartId}/products/${w.hostLineId}`,
    body: () => ({ quantity: 2 }),
    expect: sharedCart(200, 404),
  },
  {
    route: 'DELETE /api/carts/{id}/products/{lineId}',
    needs: 'group',
    path: (w) => `/api/carts/${w.sharedCartId}/products/${w.hostLineId}`,
    expect: sharedCart(200, 404),
  },
  {
    route: 'POST /api/checkout',
    needs: 'cart',
    path: () => '/api/checkout',
    body: (w, _a, caller) => checkoutBody(w.cartId, caller),
    headers: () => ({ 'idempotency-key': newKey() }),
    expect: checkoutOwn,
  },
  {
    route: 'POST /api/checkout',
    needs: 'group',
    path: () => '/api/checkout',
    body: (w, _a, caller) => checkoutBody(w.sharedCartId, caller),
    headers: () => ({ 'idempotency-key': newKey() }),
    expect: checkoutShared,
  },

  // Each-pays (decision 160): a participant tips and validates their own part; paying needs sign-in.
  {
    route: 'PUT /api/carts/{id}/tip',
    needs: 'eachGroup',
    path: (w) => `/api/carts/${w.sharedCartId}/tip`,
    body: () => ({ percent: 20 }),
    expect: sharedCart(200, 200),
  },
  {
    route: 'POST /api/carts/{id}/validate',
    needs: 'eachGroup',
    path: (w) => `/api/carts/${w.sharedCartId}/validate`,
    expect: sharedCart(200, 200),
  },
  {
    route: 'POST /api/carts/{id}/coupon',
    needs: 'eachGroup',
    path: (w) => `/api/carts/${w.sharedCartId}/coupon`,
    body: () => ({ code: 'WELCOME10' }),
    expect: sharedCart(200, 403),
  },
  {
    route: 'POST /api/checkout',
    needs: 'eachGroup',
    path: () => '/api/checkout',
    body: (w, _a, caller) => checkoutBody(w.sharedCartId, caller),
    headers: () => ({ 'idempotency-key': newKey() }),
    expect: checkoutShared,
  },
  {
    route: 'GET /api/group-orders/{id}',
    needs: 'eachGroup',
    path: (w) => `/api/group-orders/${w.groupId}`,
    expect: everyone,
    check: inviteOnly,
  },

  {
    route: 'POST /api/group-orders',
    needs: 'none',
    path: () => '/api/group-orders',
    body: () => ({
      menu_id: BACK_BAY,
      deadline: new Date(Date.now() + 30 * 60_000).toISOString(),
      payment_type: 'host',
    }),
    expect: anyMember,
  },
  {
    route: 'GET /api/group-orders/{id}',
    needs: 'group',
    path: (w) => `/api/group-orders/${w.groupId}`,
    expect: everyone,
    check: inviteOnly,
  },
  // Holding the link is the invitation: anyone may join (limits per group and per IP, decision 179).
  {
    route: 'POST /api/group-orders/{id}/join',
    needs: 'group',
    path: (w) => `/api/group-orders/${w.groupId}/join`,
    body: (_w, actor) => ({ name: `Joiner ${actor}` }),
    expect: everyone,
  },
  {
    route: 'POST /api/group-orders/{id}/leave',
    needs: 'group',
    path: (w) => `/api/group-orders/${w.groupId}/leave`,
    expect: { owner: 404, member: 404, guest: 404, noCookie: 404, participant: 200, host: 409 },
  },
  {
    route: 'POST /api/group-orders/{id}/lock',
    needs: 'group',
    path: (w) => `/api/group-orders/${w.groupId}/lock`,
    expect: sharedCart(200, 403),
  },
  {
    route: 'POST /api/group-orders/{id}/cancel',
    needs: 'group',
    path: (w) => `/api/group-orders/${w.groupId}/cancel`,
    expect: sharedCart(200, 403),
  },

  { route: 'GET /api/orders/{id}', needs: 'order', path: (w) => `/api/orders/${w.orderId}`, expect: ownersOnly },
  {
    route: 'POST /api/orders',
    needs: 'order',
    path: () => '/api/orders',
    body: (w) => ({ id: w.orderId }),
    expect: ownersOnly,
  },
  {
    route: 'POST /api/checkout/payments/{id}/confirm',
    needs: 'payment',
    path: (w) => `/api/checkout/payments/${w.paymentId}/confirm`,
    body: () => ({ approve: true }),
    expect: ownersOnly,
  },
  { route: 'GET /api/account/orders', needs: 'none', path: () => '/api/account/orders', expect: anyMember },

  { route: 'GET /api/account/profile', needs: 'none', path: () => '/api/account/profile', expect: anyMember },
  {
    route: 'POST /api/account/email-verification',
    needs: 'none',
    path: () => '/api/account/email-verification',
    expect: anyMember,
  },
  {
    route: 'PATCH /api/account/profile',
    needs: 'none',
    path: () => '/api/account/profile',
    body: () => ({ newsletter: false }),
    expect: anyMember,
  },
  { route: 'GET /api/account/addresses', needs: 'none', path: () => '/api/account/addresses', expect: anyMember },
  {
    route: 'POST /api/account/addresses',
    needs: 'none',
    path: () => '/api/account/addresses',
    body: () => HOME,
    expect: anyMember,
  },
  {
    route: 'DELETE /api/account/addresses/{id}',
    needs: 'address',
    path: (w) => `/api/account/addresses/${w.addressId}`,
    expect: ownMemberData,
  },
  { route: 'GET /api/account/favorites', needs: 'none', path: () => '/api/account/favorites', expect: anyMember },
  {
    route: 'PUT /api/account/favorites/{menu_id}',
    needs: 'none',
    path: () => `/api/account/favorites/${BACK_BAY}`,
    expect: anyMember,
  },
  // Nobody's favorite yet: a member's own list answers 404 "not one of your favorites".
  {
    route: 'DELETE /api/account/favorites/{menu_id}',
    needs: 'none',
    path: () => `/api/account/favorites/${SOUTH_END}`,
    expect: { ...anyMember, owner: 404, member: 404, host: 404 },
  },
  { route: 'GET /api/account/gift-cards', needs: 'none', path: () => '/api/account/gift-cards', expect: anyMember },
  {
    route: 'POST /api/account/gift-cards',
    needs: 'none',
    path: () => '/api/account/gift-cards',
    body: () => DEMO_GIFT.ten,
    expect: anyMember,
  },
  {
    route: 'DELETE /api/account/gift-cards/{id}',
    needs: 'giftCard',
    path: (w) => `/api/account/gift-cards/${w.giftCardId}`,
    expect: ownMemberData,
  },

  // Rewards and offers (issue 17, flags on here): members only (401 to guests); a bag not the member's own is 404.
  // The owner gets past access and meets the rule: no points yet for the coffee (409), below the offer's minimum (422).
  { route: 'GET /api/account/rewards', needs: 'none', path: () => '/api/account/rewards', expect: anyMember },
  { route: 'GET /api/account/offers', needs: 'none', path: () => '/api/account/offers', expect: anyMember },
  {
    route: 'PUT /api/account/rewards/birthday',
    needs: 'none',
    path: () => '/api/account/rewards/birthday',
    body: () => ({ month: 5, day: 17 }),
    expect: anyMember,
  },
  {
    route: 'POST /api/carts/{id}/rewards',
    needs: 'cart',
    path: (w) => `/api/carts/${w.cartId}/rewards`,
    body: () => ({ reward_id: 'drip-coffee' }),
    expect: { ...membersOwnCart, owner: 409 },
  },
  {
    route: 'POST /api/carts/{id}/offers',
    needs: 'cart',
    path: (w) => `/api/carts/${w.cartId}/offers`,
    body: () => ({ offer_id: 'fall-fifteen' }),
    expect: { ...membersOwnCart, owner: 422 },
  },
  {
    route: 'DELETE /api/carts/{id}/rewards',
    needs: 'cart',
    path: (w) => `/api/carts/${w.cartId}/rewards`,
    expect: membersOwnCart,
  },
  // A group's shared cart: only its owner (the host) may put a reward on it; a participant is a guest here.
  {
    route: 'DELETE /api/carts/{id}/rewards',
    needs: 'group',
    path: (w) => `/api/carts/${w.sharedCartId}/rewards`,
    expect: { ...membersOwnCart, owner: 404, host: 200 },
  },
];

/**
 * Documented routes the matrix leaves out, each with why: public reads, the session's own calls,
 * sign-in/up/out and password reset (no one else's data), the staff call (a bearer key, tested in
 * orders.test.ts).
 */
const NOT_IN_MATRIX: Record<string, string> = {
  'GET /api/app': 'public',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/session': 'the caller’s own session',
  'POST /api/subscribe': 'public newsletter form',
  'POST /api/events': 'anonymous analytics, no one’s data',
  'POST /api/carts': 'creates the caller’s own cart',
  'POST /api/checkout/payment-token': 'the caller’s own token (bound to their session)',
  'POST /api/gift-cards/balance': 'number + PIN are the credential (limits: decision 179)',
  'POST /api/staff/orders/{id}/status':
    'integration key (decision 242), tested in integration-keys.test.ts and orders.test.ts',
  // Staff forgot password and the first-admin setup link: the token is the credential (staff-access-links.test.ts).
  'POST /api/staff/forgot-password': 'the same reply for any e-mail; staff-access-links.test.ts',
  'POST /api/staff/reset-password': 'the e-mailed token is the credential; staff-access-links.test.ts',
  'POST /api/staff/setup/status': 'the printed token is the credential; staff-access-links.test.ts',
  'POST /api/staff/setup': 'the printed token is the credential; staff-access-links.test.ts',
  // Staff accounts (issue 16): their own role × route matrix, with members and guests, in staff-roles.test.ts.
  ...Object.fromEntries(
    [
      'POST /api/staff/session',
      'GET /api/staff/session',
      'DELETE /api/staff/session',
      'POST /api/staff/password',
      'GET /api/staff/locations',
      'GET /api/staff/locations/{locationId}',
      'GET /api/staff/members',
      'POST /api/staff/members',
      'PATCH /api/staff/members/{id}',
      'POST /api/staff/members/{id}/password-reset',
      'GET /api/staff/audit',
    ].map((r) => [r, 'staff session; staff-roles.test.ts']),
  ),
  // Sold out (issue 16, decision 228): in the staff-roles matrix and staff-availability.test.ts.
  'GET /api/staff/locations/{locationId}/availability': 'staff session; staff-roles.test.ts',
  'PUT /api/staff/locations/{locationId}/availability': 'staff session; staff-roles.test.ts',
  // The live order board (issue 16, decisions 225–226): staff-roles matrix and staff-board.test.ts (the SSE stream's gates).
  'GET /api/staff/locations/{locationId}/board': 'staff session; staff-roles.test.ts',
  'GET /api/staff/locations/{locationId}/board/events': 'staff session; staff-board.test.ts',
  'POST /api/staff/locations/{locationId}/orders/{orderId}/status': 'staff session; staff-roles.test.ts',
  // Refunds of completed orders (issue 17, decision 270): staff-roles matrix and refunds.test.ts.
  'GET /api/staff/locations/{locationId}/order-refunds': 'staff session; staff-roles.test.ts',
  'POST /api/staff/locations/{locationId}/orders/{orderId}/refund': 'staff session; staff-roles.test.ts',
  'POST /api/staff/locations/{locationId}/orders/{orderId}/refund-quote':
    'staff session; staff-roles.test.ts and refunds-by-items.test.ts',
  'GET /api/staff/orders/{orderId}': 'staff session; staff-roles.test.ts and staff-order-page.test.ts',
  // Sales reports: staff-roles matrix and reports.test.ts.
  'GET /api/staff/reports/sales': 'staff session; staff-roles.test.ts',
  'GET /api/staff/reports/sales.csv': 'staff session; staff-roles.test.ts',
  'GET /api/staff/reports/orders.csv': 'staff session; staff-roles.test.ts',
  'GET /api/staff/orders': 'staff session; staff-roles.test.ts and staff-order-search.test.ts',
  // Customer lookup: managers (customers of their stores) and admins; leads, staff, members and guests refused.
  'GET /api/staff/customers': 'staff session; staff-customers.test.ts',
  'GET /api/staff/customers/{id}': 'staff session; staff-customers.test.ts',
  'POST /api/staff/customers/{id}/rewards-adjustments':
    'staff session; staff-customers.test.ts and staff-rewards-adjustment.test.ts',
  // All stores at a glance and brand actions: admins and managers of several stores, staff-stores.test.ts.
  'GET /api/staff/stores': 'staff session; staff-stores.test.ts',
  'GET /api/staff/stores/events': 'SSE; staff session, staff-stores.test.ts',
  'POST /api/staff/stores/actions': 'staff session; staff-stores.test.ts',
  // A guest receipt's private status link: the unguessable token is the credential, guest-status-link.test.ts.
  'GET /api/orders/status/{token}': 'token in the link; guest-status-link.test.ts',
  // The menu editor: admins edit, managers read and set their stores' overrides, catalogue.test.ts.
  ...Object.fromEntries(
    [
      'GET /api/staff/catalogue',
      'PUT /api/staff/catalogue/draft/products/{productId}',
      'PUT /api/staff/catalogue/draft/categories/{categoryId}',
      'POST /api/staff/catalogue/draft/discard',
      'POST /api/staff/catalogue/publish',
      'POST /api/staff/catalogue/versions/{version}/restore',
      'GET /api/staff/locations/{locationId}/menu-overrides',
      'PUT /api/staff/locations/{locationId}/menu-overrides/{productId}',
      'POST /api/staff/catalogue/store-overrides',
    ].map((r) => [r, 'staff session; catalogue.test.ts']),
  ),
  'POST /api/staff/catalogue/photos': 'staff session, brand admins only; catalogue-photos.test.ts',
  'GET /api/staff/catalogue/export.csv': 'staff session, admins and managers; catalogue-csv.test.ts',
  'POST /api/staff/catalogue/import': 'staff session, brand admins only; catalogue-csv.test.ts',
  // Daily limits for pre-orders: staff per role and store in daily-limits.test.ts; the customer's read is no one's data.
  ...Object.fromEntries(
    [
      'GET /api/staff/locations/{locationId}/daily-limits',
      'PUT /api/staff/locations/{locationId}/daily-limits/{productId}',
      'DELETE /api/staff/locations/{locationId}/daily-limits/{productId}',
    ].map((r) => [r, 'staff session; daily-limits.test.ts']),
  ),
  // Live order status for customers (issue 16, decision 235): SSE streams (inject waits for their end); the same gates as
  // GET /api/orders/{id} and GET /api/account/orders, tested over HTTP in order-live-status.test.ts.
  'GET /api/orders/{id}/events': 'SSE; owner or placing session only, order-live-status.test.ts',
  'GET /api/account/orders/events': 'SSE; the signed-in member, order-live-status.test.ts',
  // Pause/throttle, hours and closures (issue 16, decisions 231–233): staff-roles matrix and store-ops.test.ts.
  ...Object.fromEntries(
    [
      'GET /api/staff/locations/{locationId}/ordering',
      'PUT /api/staff/locations/{locationId}/ordering',
      'GET /api/staff/locations/{locationId}/hours',
      'PUT /api/staff/locations/{locationId}/hours',
      'POST /api/staff/locations/{locationId}/closures',
      'DELETE /api/staff/locations/{locationId}/closures/{date}',
    ].map((r) => [r, 'staff session; staff-roles.test.ts']),
  ),
};
const PUBLIC_PREFIXES = [
  '/api/locations',
  '/api/menus',
  '/api/geocode',
  '/api/map',
  '/api/{*}',
  '/api/account/signup',
  '/api/account/signin',
  '/api/account/signout',
  '/api/account/forgot-password',
  '/api/account/reset-password',
  // The e-mailed token is the credential (guest-email-verification.test.ts).
  '/api/account/verify-email',
  '/api/account/oauth',
];
/** (`/api/{*}` is the catch-all that answers 404 for unknown API routes.) */
/** Whole-account calls of the signed-in member (no id: always "me"); covered by the account tests. */
const SELF_ONLY = ['POST /api/account/change-password', 'POST /api/account/delete'];

let t: TestApp;
const callers = {} as Record<Actor, Caller>;
let owner: Shopper;
let host: Shopper;
let participant: Shopper;
let order: string | undefined;

function noCookie(): Caller {
  return {
    async call(method, url, payload, headers = {}) {
      const r = await t.server.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      return { status: r.statusCode, body: r.body ? (JSON.parse(r.body) as unknown) : null };
    },
  };
}

const ok = (r: Reply, what: string) => {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.data;
};

async function build(needs: Needs): Promise<Partial<World>> {
  switch (needs) {
    case 'none':
      return {};
    case 'cart': {
      const cart = await cartWith(owner, [{ product_id: CROISSANT, quantity: 1 }]);
      return { cartId: cart.id, lineId: cart.products[0].id };
    }
    case 'group':
    case 'eachGroup': {
      const group = await createGroup(host, BACK_BAY, needs === 'group' ? 'host' : 'each');
      ok(await participant.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Pat' }), 'participant joins');
      const mine = ok(
        await participant.call('POST', `/api/carts/${group.cart_id}/products/quick-add`, {
          product_id: CROISSANT,
          quantity: 1,
        }),
        'participant adds',
      );
      const all = ok(
        await host.call('POST', `/api/carts/${group.cart_id}/products/quick-add`, { product_id: PAIN, quantity: 1 }),
        'host adds',
      );
      const hostLine = all.products.find((p: { recipient: string | null }) => p.recipient !== 'Pat');
      return {
        groupId: group.id,
        sharedCartId: group.cart_id,
        participantLineId: mine.products[0].id,
        hostLineId: hostLine.id,
      };
    }
    case 'order': {
      // Reading or reordering changes nothing of it: one order serves every caller.
      if (!order) {
        const cart = await cartWith(owner, [{ product_id: CROISSANT, quantity: 1 }]);
        const placed = await owner.call('POST', '/api/checkout', await checkoutBody(cart.id, owner), {
          'idempotency-key': newKey(),
        });
        order = ok(placed, 'owner places an order').order.id as string;
      }
      return { orderId: order };
    }
    case 'payment': {
      // The sandbox card that asks for an extra step (checkout-support TEST_CARDS.confirm).
      const cart = await cartWith(owner, [{ product_id: CROISSANT, quantity: 1 }]);
      const body = { cart_id: cart.id, payment: { token: await tokenOf(owner, '4000002500003155') } };
      const first = ok(
        await owner.call('POST', '/api/checkout', body, { 'idempotency-key': newKey() }),
        'owner submits',
      );
      expect(first.result).toBe('requires_confirmation');
      return { paymentId: first.payment_id as string };
    }
    case 'address':
      return {
        addressId: ok(await owner.call('POST', '/api/account/addresses', HOME), 'owner saves an address').address.id,
      };
    case 'giftCard': {
      const saved = ok(
        await owner.call('POST', '/api/account/gift-cards', DEMO_GIFT.hundred),
        'owner saves a gift card',
      );
      return { giftCardId: saved.gift_cards.find((c: { last4: string }) => c.last4 === '0003').id };
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({
    ...GROUP_ON,
    FEATURE_REWARDS: 'true',
    FEATURE_OFFERS: 'true',
    OUTBOX_DIR: tempOutbox(),
    ACCOUNT_LIMIT_PER_IP: '100000',
    GIFT_CARD_LIMIT_PER_MINUTE: '100000',
    GIFT_CARD_ATTEMPTS_PER_IP: '100000',
    GIFT_CARD_ATTEMPTS_PER_CARD: '100000',
    CARD_TOKENS_PER_IP: '100000',
    GROUP_JOINS_PER_IP: '100000',
  });
  await openAroundTheClock(t, ['bos-back-bay', 'bos-south-end']);
  const stamp = Date.now();
  owner = await memberShopper(t, `matrix-owner-${stamp}@larkspur.example`, { first_name: 'Olga' });
  host = await memberShopper(t, `matrix-host-${stamp}@larkspur.example`, { first_name: 'Hana' });
  participant = await guestShopper(t);
  Object.assign(callers, {
    owner,
    member: await memberShopper(t, `matrix-member-${stamp}@larkspur.example`, { first_name: 'Max' }),
    guest: await guestShopper(t),
    noCookie: noCookie(),
    participant,
    host,
  });
});
afterAll(() => t.close());

const WHAT: Record<Needs, string> = {
  cart: 'the owner’s cart',
  group: 'a host-pays group',
  eachGroup: 'an each-pays group',
  order: 'the owner’s order',
  payment: 'the owner’s payment',
  address: 'the owner’s address',
  giftCard: 'the owner’s gift card',
  none: 'the caller’s own account',
};
const label = (row: Row) => `${row.route} on ${WHAT[row.needs]}`;

describe('authorization matrix (issue 14)', () => {
  it.each(ROWS.map((row) => [label(row), row] as const))('%s', async (_name, row) => {
    // Refused callers first, on one world (a refusal changes nothing); each caller let through gets its own.
    const refused = ACTORS.filter((a) => row.expect[a] >= 300);
    const allowed = ACTORS.filter((a) => row.expect[a] < 300);
    const seen: Partial<Record<Actor, number>> = {};
    const shared = refused.length ? await build(row.needs) : {};
    for (const actor of [...refused, ...allowed]) {
      const world = (refused.includes(actor) ? shared : await build(row.needs)) as World;
      const caller = callers[actor];
      const reply = await caller.call(
        row.route.split(' ')[0] as Method,
        row.path(world),
        row.body ? await row.body(world, actor, caller) : undefined,
        row.headers?.(),
      );
      seen[actor] = reply.status;
      if (reply.status >= 400)
        expect(reply.body, `${actor}: envelope`).toMatchObject({
          status: 'error',
          message: expect.any(String),
          code: expect.any(String),
        });
      else row.check?.(actor, reply);
    }
    expect(seen).toEqual(row.expect);
  });

  it('covers every documented route that acts on someone’s data', async () => {
    const doc = (await t.server.inject({ url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const inTable = new Set(ROWS.map((r) => r.route));
    const missing = documented.filter(
      (r) =>
        !inTable.has(r) &&
        !(r in NOT_IN_MATRIX) &&
        !SELF_ONLY.includes(r) &&
        !PUBLIC_PREFIXES.some((p) => r.split(' ')[1]!.startsWith(p)),
    );
    expect(missing).toEqual([]);
    // And the table names only routes that exist.
    expect([...inTable].filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('makes a participant who left a stranger again: the shared cart is 404, the group only an invitation', async () => {
    const w = (await build('group')) as World;
    ok(await participant.call('POST', `/api/group-orders/${w.groupId}/leave`), 'participant leaves');
    for (const [method, url] of [
      ['GET', `/api/carts/${w.sharedCartId}`],
      ['POST', `/api/carts/${w.sharedCartId}/products/quick-add`],
      ['GET', `/api/carts/${w.sharedCartId}/times`],
    ] as const) {
      const r = await participant.call(
        method,
        url,
        method === 'POST' ? { product_id: CROISSANT, quantity: 1 } : undefined,
      );
      expect(r.status, `${method} ${url}`).toBe(404);
    }
    inviteOnly('guest', await participant.call('GET', `/api/group-orders/${w.groupId}`));
    expect((await participant.call('POST', `/api/group-orders/${w.groupId}/lock`)).status).toBe(404);
  });

  it('answers an unknown id like someone else’s: 404 for every caller', async () => {
    const unknown = randomUUID();
    for (const actor of ACTORS) {
      for (const url of [`/api/carts/${unknown}`, `/api/orders/${unknown}`]) {
        const r = await callers[actor].call('GET', url);
        expect(r.status, `${actor} ${url}`).toBe(404);
      }
    }
  });
});
