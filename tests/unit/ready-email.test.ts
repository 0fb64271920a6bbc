import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/orders/order-schema.ts';
import { readyEmail } from '../../src/server/modules/orders/ready-email.ts';

const order = (handoff: Order['handoff']) =>
  ({
    number: '1043',
    handoff,
    vehicle: null,
    contact: { first_name: 'Ada', email: 'ada@example.com' },
    location: { name: 'Back Bay', address: '123 Boylston St', phone: '(617) 555-0101' },
  }) as unknown as Order;

describe('the ready e-mail', () => {
  it('tells a pickup guest the order is ready and where to collect it', () => {
    const mail = readyEmail(order('pickup'), 'Larkspur');
    expect(mail.subject).toBe('Your order is ready: Larkspur order #1043');
    expect(mail.text).toContain('Pick it up at the counter at Back Bay');
  });

  it('tells a delivery guest the order is on its way, not ready for collection', () => {
    const mail = readyEmail(order('delivery'), 'Larkspur');
    expect(mail.subject).toBe('Your order is on its way: Larkspur order #1043');
    expect(mail.text).toContain('Ada, your order #1043 is on its way.');
    expect(mail.html).not.toContain('is ready');
  });
});
