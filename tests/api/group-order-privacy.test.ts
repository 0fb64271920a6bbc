import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, headsUpMessage } from '../../src/domain/group-order/rules.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, BOYLSTON, newGuest, openAroundTheClock, type Guest } from './cart-support.ts';
import { cardToken, memberShopper, newKey, submit, type Shopper } from './checkout-support.ts';
import { GROUP_ON, createGroup } from './group-order-support.ts';

/**
 * What a participant sees of a group order (issue 14, decision 182): their own seat, the group's
 * frame, never the host's address, instructions, contact details or coupon, nor anyone else's
 * items — in every reply. And names that only look different are the same name.
 */
let t: TestApp;
let people = 0;
beforeAll(async () => {
  t = await createTestApp(GROUP_ON);
  await openAroundTheClock(t, ['bos-back-bay']);
});
afterAll(() => t.close());

const CROISSANT = 'p-butter-croissant';
const PAIN = 'p-pain-au-chocolat';
const HOST_PHONE = '(617) 555-0199';
const DELIVERY = { handoffMode: 'delivery', ...BOYLSTON, building: 'Apt 2', instructions: 'Gate code 4321' };

/** The host's secrets and the other participant's: none may appear in a participant's reply. */
const SECRETS = [
  'Boylston',
  'Apt 2',
  'Gate code',
  '555-0199',
  '5550199',
  'WELCOME10',
  '10% off',
  'Cyrus',
  'pain au chocolat',
];

async function host(first: string): Promise<Shopper & { email: string }> {
  people += 1;
  const email = `privacy-${first.toLowerCase()}-${people}-${Date.now()}@larkspur.example`;
  return { ...(await memberShopper(t, email, { first_name: first, last_name: 'Baker', phone: HOST_PHONE })), email };
}

async function member(first: string): Promise<Shopper> {
  people += 1;
  return memberShopper(t, `privacy-p-${first.toLowerCase()}-${people}-${Date.now()}@larkspur.example`, {
    first_name: first,
  });
}

/** Asserts a participant's reply holds none of the host's or the other participant's details. */
function expectNothingOfOthers(reply: { status: number; body: unknown }, hostEmail: string, where: string) {
  const text = JSON.stringify(reply.body).toLowerCase();
  for (const secret of [...SECRETS, hostEmail])
    expect(text, `${where} leaks "${secret}": ${text}`).not.toContain(secret.toLowerCase());
}

const ok = <T extends { status: number; body: unknown }>(r: T, what: string) => {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(200);
  return r;
};

/** A delivery group at Back Bay with the host's address, instructions, coupon and tip, and two participants. */
async function deliveryGroup(payment: 'host' | 'each', bea: Guest | Shopper) {
  const ada = await host('Ada');
  const group = await createGroup(ada, BACK_BAY, payment);
  ok(await ada.call('PUT', `/api/carts/${group.cart_id}/handoff/delivery`, DELIVERY), 'delivery address');
  ok(
    await ada.call('POST', `/api/carts/${group.cart_id}/products/quick-add`, { product_id: PAIN, quantity: 3 }),
    'host adds',
  );
  ok(await ada.call('POST', `/api/carts/${group.cart_id}/coupon`, { code: 'WELCOME10' }), 'coupon');
  ok(await ada.call('PUT', `/api/carts/${group.cart_id}/tip`, { percent: 20 }), 'tip');
  const cyrus = await newGuest(t);
  ok(await cyrus.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Cyrus' }), 'Cyrus joins');
  ok(
    await cyrus.call('POST', `/api/carts/${group.cart_id}/products/quick-add`, { product_id: PAIN, quantity: 2 }),
    'Cyrus adds',
  );
  const joined = ok(await bea.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Bea' }), 'Bea joins');
  return { ada, group, cyrus, joined };
}

describe('group order privacy (issue 14)', () => {
  it('host-pays: every reply a participant gets holds only their own lines and nothing of the host’s', async () => {
    const bea = await newGuest(t);
    const { ada, group, joined } = await deliveryGroup('host', bea);
    const cart = `/api/carts/${group.cart_id}`;

    const replies: [string, { status: number; body: ReturnType<typeof JSON.parse> }][] = [['join', joined]];
    const added = ok(
      await bea.call('POST', `${cart}/products/quick-add`, { product_id: CROISSANT, quantity: 2 }),
      'Bea adds',
    );
    replies.push(['quick add', added]);
    const lineId = added.body.data.products[0].id as string;
    replies.push([
      'add configured',
      ok(
        await bea.call('POST', `${cart}/products`, { product_id: CROISSANT, quantity: 1, choices: [] }),
        'Bea adds again',
      ),
    ]);
    replies.push([
      'update line',
      ok(await bea.call('PUT', `${cart}/products/${lineId}`, { quantity: 3 }), 'Bea updates'),
    ]);
    replies.push(['get cart', ok(await bea.call('GET', cart), 'Bea reads cart')]);
    replies.push(['get group', ok(await bea.call('GET', `/api/group-orders/${group.id}`), 'Bea reads group')]);
    replies.push(['times', ok(await bea.call('GET', `${cart}/times`), 'Bea reads times')]);
    replies.push(['upsells', ok(await bea.call('GET', `${cart}/upsells`), 'Bea reads upsells')]);
    // Refusals say nothing of the host's cart either.
    const refusals: [string, { status: number; body: ReturnType<typeof JSON.parse> }, number][] = [
      ['validate', await bea.call('POST', `${cart}/validate`), 403],
      ['tip', await bea.call('PUT', `${cart}/tip`, { percent: 10 }), 403],
      ['coupon', await bea.call('POST', `${cart}/coupon`, { code: 'FIVEOFF' }), 403],
      ['address', await bea.call('PUT', `${cart}/handoff/delivery`, DELIVERY), 403],
      [
        'someone else’s line',
        await bea.call('DELETE', `${cart}/products/${(await ada.call('GET', cart)).body.data.products[0].id}`),
        404,
      ],
    ];
    for (const [where, reply, status] of refusals) {
      expect(reply.status, where).toBe(status);
      replies.push([where, reply]);
    }
    expect(refusals[0]![1].body.message).toBe(headsUpMessage('Ada Baker'));
    for (const [where, reply] of replies) expectNothingOfOthers(reply, ada.email, where);

    // The cart: own lines, no address, no coupon; totals are her items and their tax only.
    const seen = replies.find(([w]) => w === 'get cart')![1].body.data;
    expect(seen.products.map((p: { recipient: string }) => p.recipient)).toEqual(['Bea', 'Bea']);
    expect(seen).toMatchObject({
      handoff: 'delivery',
      address: null,
      coupon: null,
      discounts: [],
      tips: { allow: false, percent: null, custom: null },
    });
    expect(seen.totals).toMatchObject({ fees: 0, handoff: 0, discount: 0, tip: 0 });
    expect(seen.totals.total).toBe(seen.totals.subtotal + seen.totals.tax);
    // The group: her seat only.
    const view = replies.find(([w]) => w === 'get group')![1].body.data;
    expect(view).toMatchObject({
      role: 'participant',
      name: 'Bea',
      hostfullname: 'Ada Baker',
      cart_id: group.cart_id,
      location: { name: 'Back Bay' },
    });
    expect(view.participants).toEqual([{ name: 'Bea', is_host: false, items: expect.any(Array), paid: false }]);
    expect(view.participants[0].items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 1]);
    expect(view.submissions.map((s: { name: string }) => s.name)).toEqual(['Bea']);

    // The host still sees everything.
    const hostCart = ok(await ada.call('GET', cart), 'host cart').body.data;
    expect(hostCart.address).toMatchObject({ address: '300 Boylston Street', instructions: 'Gate code 4321' });
    expect(hostCart.coupon).toBe('WELCOME10');
    expect(hostCart.products).toHaveLength(4);
    const hostView = ok(await ada.call('GET', `/api/group-orders/${group.id}`), 'host group').body.data;
    expect(hostView.participants.map((p: { name: string }) => p.name)).toEqual(['Ada Baker', 'Cyrus', 'Bea']);
  });

  it('each-pays: a participant’s bag, group view and paid order hold their part only, with no delivery address', async () => {
    const bea = await member('Bea');
    const { ada, group } = await deliveryGroup('each', bea);
    const cart = `/api/carts/${group.cart_id}`;
    ok(await bea.call('POST', `${cart}/products/quick-add`, { product_id: CROISSANT, quantity: 1 }), 'Bea adds');
    const replies = [
      ['get cart', ok(await bea.call('GET', cart), 'cart')],
      ['tip', ok(await bea.call('PUT', `${cart}/tip`, { percent: 10 }), 'own tip')],
      ['validate', ok(await bea.call('POST', `${cart}/validate`), 'validate')],
      ['get group', ok(await bea.call('GET', `/api/group-orders/${group.id}`), 'group')],
    ] as const;
    for (const [where, reply] of replies) expectNothingOfOthers(reply, ada.email, where);
    const validated = replies[2][1].body.data;
    expect(validated.valid).toBe(true);
    expect(validated.cart).toMatchObject({
      address: null,
      coupon: null,
      discounts: [],
      tips: { allow: true, percent: 10 },
    });
    expect(validated.cart.totals).toMatchObject({ fees: 0, handoff: 0, discount: 0 });
    expect(replies[3][1].body.data.participants.map((p: { name: string }) => p.name)).toEqual(['Bea']);

    // Her paid order carries her lines and no delivery address; the host's part keeps it.
    const paid = await submit(bea, newKey(), { cart_id: group.cart_id, payment: { token: await cardToken(bea) } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expectNothingOfOthers(paid, ada.email, 'her order');
    expect(paid.body.data.order.address).toBeNull();
    const order = ok(await bea.call('GET', `/api/orders/${paid.body.data.order.id}`), 'her order read');
    expectNothingOfOthers(order, ada.email, 'her order read');
    const afterPay = ok(await bea.call('GET', `/api/group-orders/${group.id}`), 'group after paying');
    expectNothingOfOthers(afterPay, ada.email, 'group after paying');
    expect(afterPay.body.data.submissions).toEqual([expect.objectContaining({ name: 'Bea', paid: true })]);
    const hostPart = await submit(ada, newKey(), { cart_id: group.cart_id, payment: { token: await cardToken(ada) } });
    expect(hostPart.status, JSON.stringify(hostPart.body)).toBe(200);
    expect(hostPart.body.data.order.address).toMatchObject({
      address: '300 Boylston Street',
      instructions: 'Gate code 4321',
    });
  });
});

describe('participant names that look alike (issue 14)', () => {
  it('refuses a look-alike of the host’s or another participant’s name with the name-taken message', async () => {
    const ada = await host('Ada');
    const group = await createGroup(ada, BACK_BAY, 'host');
    const join = async (name: string) =>
      (await newGuest(t)).call('POST', `/api/group-orders/${group.id}/join`, { name });
    ok(await join('Bea'), 'Bea joins');
    for (const lookAlike of [
      '\u0410da Baker',
      '\u0391da \u0392aker',
      '\uff21\uff44\uff41 Baker',
      'ada  BAKER',
      'B\u0435a',
      'BE\u0391',
      'Be\u0301a',
    ]) {
      const r = await join(lookAlike);
      expect(r.status, `${lookAlike}: ${JSON.stringify(r.body)}`).toBe(409);
      expect(r.body).toMatchObject({ status: 'error', message: MESSAGES.nameTaken, code: 'CONFLICT' });
    }
    // A name that only looks different in the prompt's eyes is refused; a different name is not.
    ok(await join('Bee'), 'Bee joins');
    const seen = ok(await ada.call('GET', `/api/group-orders/${group.id}`), 'host view').body.data;
    expect(seen.participants.map((p: { name: string }) => p.name)).toEqual(['Ada Baker', 'Bea', 'Bee']);
  });

  it('a participant cannot claim another’s lines by a look-alike recipient', async () => {
    const ada = await host('Ada');
    const group = await createGroup(ada, BACK_BAY, 'host');
    const bea = await newGuest(t);
    ok(await bea.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Bea' }), 'Bea joins');
    const cy = await newGuest(t);
    ok(await cy.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Cy' }), 'Cy joins');
    const added = ok(
      await bea.call('POST', `/api/carts/${group.cart_id}/products/quick-add`, { product_id: CROISSANT, quantity: 1 }),
      'Bea adds',
    ).body.data;
    // Cy's line is always made for Cy, whatever recipient is sent; a look-alike of Bea is refused on update.
    const cyLine = ok(
      await cy.call('POST', `/api/carts/${group.cart_id}/products`, {
        product_id: CROISSANT,
        quantity: 1,
        choices: [],
        recipient: 'B\u0435a',
      }),
      'Cy adds',
    ).body.data.products[0];
    expect(cyLine.recipient).toBe('Cy');
    const claim = await cy.call('PUT', `/api/carts/${group.cart_id}/products/${cyLine.id}`, {
      quantity: 1,
      recipient: 'B\u0435a',
    });
    expect(claim.status).toBe(403);
    const touch = await cy.call('PUT', `/api/carts/${group.cart_id}/products/${added.products[0].id}`, { quantity: 5 });
    expect(touch.status).toBe(404);
    // A line the host made for a look-alike of Bea is Bea's (one name), never someone new's.
    ok(
      await ada.call('POST', `/api/carts/${group.cart_id}/products`, {
        product_id: PAIN,
        quantity: 1,
        choices: [],
        recipient: 'B\u0435a',
      }),
      'host adds for Bea',
    );
    expect(ok(await bea.call('GET', `/api/carts/${group.cart_id}`), 'Bea cart').body.data.products).toHaveLength(2);
    expect(ok(await cy.call('GET', `/api/carts/${group.cart_id}`), 'Cy cart').body.data.products).toHaveLength(1);
  });
});
