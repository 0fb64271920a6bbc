import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';
import { asStaff, type StaffSigned } from './staff-support.ts';

/** Shared helpers of the customer lookup API tests. */
export const BACK_BAY = 'bos-back-bay';

/** A member who signed up with this name and phone, with one order at Back Bay unless `orders` is 0. */
export async function customer(
  t: TestApp,
  email: string,
  first: string,
  last: string,
  phone: string,
  orders = 1,
): Promise<{ shopper: Shopper; id: string; numbers: number[] }> {
  const shopper = await memberShopper(t, email, { first_name: first, last_name: last, phone });
  const numbers: number[] = [];
  for (let i = 0; i < orders; i++) {
    const cart = await cartWith(shopper);
    const r = await submit(shopper, newKey(), { cart_id: cart.id, payment: { token: await cardToken(shopper) } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    numbers.push(Number(r.body.data.order.number));
  }
  const { rows } = await query(t, sql`select id from members where email = ${email}`);
  return { shopper, id: String(rows[0]?.id), numbers };
}

export const staffCall = (t: TestApp, who: StaffSigned) => asStaff(t.server, who);

/** A POST of an adjustment with its Idempotency-Key (a fresh one unless given). */
export function adjust(t: TestApp, who: StaffSigned, memberId: string, body: object, key = newKey()) {
  return t.server.inject({
    method: 'POST',
    url: `/api/staff/customers/${memberId}/rewards-adjustments`,
    cookies: { larkspur_staff: who.cookie },
    headers: { 'x-csrf-token': who.csrf, 'idempotency-key': key },
    payload: body,
  });
}

/** What an adjustment may have written: ledger rows and audit rows of the kind, and the stored balance. */
export async function written(t: TestApp, memberId: string) {
  const { rows } = await query(
    t,
    sql`select
      (select count(*)::int from reward_ledger where member_id = ${memberId}::uuid) as ledger,
      (select coalesce(sum(points), 0)::int from reward_ledger where member_id = ${memberId}::uuid) as sum,
      (select balance from reward_accounts where member_id = ${memberId}::uuid) as balance,
      (select count(*)::int from staff_audit_log where action = 'customer.rewards_adjust' and target = ${`member:${memberId}`}) as audits`,
  );
  const r = rows[0] as { ledger: number; sum: number; balance: number | null; audits: number };
  return {
    ledger: Number(r.ledger),
    sum: Number(r.sum),
    balance: r.balance === null ? null : Number(r.balance),
    audits: Number(r.audits),
  };
}
