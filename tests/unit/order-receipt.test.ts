import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/order-schema.ts';
import { formatReadyTime, receiptEmail } from '../../src/server/modules/orders/receipt-email.ts';

const order: Order = {
  id: 'o1',
  number: '1042',
  menu_id: '10101',
  status: 'placed',
  catering: false,
  handoff: 'pickup',
  address: null,
  vehicle: null,
  time: { mode: 'asap', ready: '20261122 09:05', ready_at: '2026-11-22T14:05:00.000Z' },
  location: {
    id: 'bos-back-bay',
    name: 'Back Bay',
    address: '1 Boylston St',
    city: 'Boston',
    state: 'MA',
    zip: '02116',
    phone: '(617) 555-0100',
    path: '/locations/ma/boston/1-boylston-st',
    time_zone: 'America/New_York',
  },
  products: [
    {
      id: 'l1',
      product_id: 'p',
      pdp_id: 'p',
      name: 'Butter <Croissant>',
      image: null,
      quantity: 2,
      quantities: { min: 1, max: 12, increments: 1 },
      choices: [{ id: 'c', name: 'Warmed', quantity: 1 }],
      cost: { total: 790, unit: 395 },
      recipient: null,
      instructions: null,
    },
  ],
  coupon: 'WELCOME10',
  discounts: [{ label: '10% off your order' }],
  totals: { subtotal: 790, tax: 44, fees: 0, handoff: 0, discount: 79, tip: 119, total: 874 },
  payments: [
    { kind: 'gift_card', brand: 'gift_card', last4: '0002', amount: 500 },
    { kind: 'card', brand: 'visa', last4: '4242', amount: 374 },
  ],
  contact: { first_name: 'Ada', last_name: 'Baker', email: 'ada@larkspur.example', phone: null },
  created: '2026-11-22T14:00:00.000Z',
};

describe('receipt e-mail (issue 6)', () => {
  it("formats the ready time on the location's wall clock", () => {
    expect(formatReadyTime('20261122 09:05')).toBe('Sunday, November 22 at 9:05 AM');
    expect(formatReadyTime('20261122 12:30')).toBe('Sunday, November 22 at 12:30 PM');
    expect(formatReadyTime('20261122 00:15')).toBe('Sunday, November 22 at 12:15 AM');
  });

  it('has the number, lines, totals, ready time, location and payments (brand and last 4 only), HTML escaped', () => {
    const mail = receiptEmail(order, 'Larkspur');
    expect(mail.to).toBe('ada@larkspur.example');
    expect(mail.subject).toBe('Larkspur order #1042: ready Sunday, November 22 at 9:05 AM');
    expect(mail.text).toContain('2 × Butter <Croissant> (Warmed)  $7.90');
    expect(mail.text).toContain('Discount: -$0.79');
    expect(mail.text).toContain('Tip: $1.19');
    expect(mail.text).toContain('Total: $8.74');
    expect(mail.text).toContain('Pickup at Back Bay, 1 Boylston St, Boston, MA 02116');
    expect(mail.text).toContain('Gift Card •••• 0002: $5.00');
    expect(mail.text).toContain('VISA •••• 4242: $3.74');
    expect(mail.html).toContain('Butter &lt;Croissant&gt;');
    expect(mail.html).not.toContain('<Croissant>');
  });

  it('names the delivery address for a delivery', () => {
    const mail = receiptEmail(
      {
        ...order,
        handoff: 'delivery',
        address: {
          address: '214 Newbury St',
          building: 'Apt 3',
          city: 'Boston',
          state: 'MA',
          zip: '02116',
          lat: 0,
          lng: 0,
          instructions: '',
        },
      },
      'Larkspur',
    );
    expect(mail.text).toContain('Delivering to: 214 Newbury St, Apt 3, Boston, MA 02116');
  });

  it("a guest's receipt carries the private status link and the delivery instructions; a member's has no link", () => {
    const link = 'https://larkspur.example/order/status/AbC_-123';
    const mail = receiptEmail(
      {
        ...order,
        handoff: 'delivery',
        address: {
          address: '200 Newbury Street',
          building: '',
          city: 'Boston',
          state: 'MA',
          zip: '02116',
          lat: 0,
          lng: 0,
          instructions: 'Ring twice',
        },
      },
      'Larkspur',
      link,
    );
    expect(mail.text).toContain(`Follow your order: ${link}`);
    expect(mail.html).toContain(`<a href="${link}">Follow your order</a>`);
    expect(mail.text).toContain('Delivering to: 200 Newbury Street, Boston, MA 02116 (Ring twice)');
    expect(receiptEmail(order, 'Larkspur').text).not.toContain('Follow your order');
  });
});
