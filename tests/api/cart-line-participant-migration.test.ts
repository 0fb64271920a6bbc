import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldName } from '../../src/domain/group-order/name-fold.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock } from './cart-support.ts';
import { GROUP_ON, createGroup, newMember, quickAdd } from './group-order-support.ts';

/**
 * Migration 0014 (decision 192): the data step after the column is added gives existing group
 * lines the seat their recipient names, folded as the server folds names. Here it runs again on
 * lines made the old way (no participant id), in the same database engine as the suite.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GROUP_ON);
  await openAroundTheClock(t, ['bos-back-bay']);
});
afterAll(() => t.close());

const MIGRATION = new URL('../../drizzle/0014_cart_line_participant.sql', import.meta.url);
const statements = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim());
const rows = <T>(q: ReturnType<typeof sql>) => executeRows<T>(t.database.db, q);
const run = (statement: string) => t.database.db.execute(sql.raw(statement));

const CROISSANT = 'p-butter-croissant';

describe('migration 0014: cart line participant ids', () => {
  it('is the column, then the data step: fold function, backfill, drop', () => {
    expect(statements).toHaveLength(4);
    expect(statements[0]).toBe('ALTER TABLE "cart_lines" ADD COLUMN "participant_id" uuid;');
    expect(statements[1]).toContain('CREATE FUNCTION "cart_line_participant_fold"');
    expect(statements[2]).toMatch(/^UPDATE "cart_lines"/);
    expect(statements[3]).toMatch(/^DROP FUNCTION/);
  });

  it('backfills the seat of every old group line by its folded recipient; host lines, strangers, leavers and ordinary carts stay null', async () => {
    const host = await newMember(t.server, 'Ada');
    const group = await createGroup(host, BACK_BAY, 'host');
    const seat: Record<string, string> = {};
    for (const name of ['Bea', 'Cy', 'Dee']) {
      const guest = await newGuest(t);
      expect((await guest.call('POST', `/api/group-orders/${group.id}/join`, { name })).status).toBe(200);
      expect((await quickAdd(guest, group.cart_id, CROISSANT)).status).toBe(200);
      if (name === 'Dee') {
        // Dee leaves after the host submits: their line stays in the cart, and is the host's to pay.
        expect((await host.call('POST', `/api/group-orders/${group.id}/lock`)).status).toBe(200);
        expect((await guest.call('POST', `/api/group-orders/${group.id}/leave`)).status).toBe(200);
      }
      seat[name] = (
        await rows<{ id: string }>(
          sql`select id from group_order_participants where group_order_id = ${group.id} and name = ${name}`,
        )
      )[0]!.id;
    }
    // Lines written the old way: a recipient, no participant id.
    const oldLine = async (cartId: string, recipient: string | null) => {
      const [row] = await rows<{ id: string }>(sql`
        insert into cart_lines (cart_id, position, product_id, quantity, recipient, unit_price_cents)
        values (${cartId}, (select coalesce(max(position), -1) + 1 from cart_lines where cart_id = ${cartId}), ${CROISSANT}, 1, ${recipient}, 375)
        returning id`);
      return row!.id;
    };
    const made = {
      hostOwn: await oldLine(group.cart_id, 'Ada Baker'),
      lookAlikeBea: await oldLine(group.cart_id, '  B\u0435\u0430\u200b '),
      shoutedCy: await oldLine(group.cart_id, 'CY'),
      stranger: await oldLine(group.cart_id, 'Zed'),
      unlabelled: await oldLine(group.cart_id, null),
      leaver: await oldLine(group.cart_id, 'Dee'),
    };
    const own = await newGuest(t);
    const ordinary = (await own.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id as string;
    const ordinaryLine = await oldLine(ordinary, 'Bea');
    const before = await rows<{ id: string; participant_id: string | null }>(
      sql`select id, participant_id from cart_lines where cart_id = ${group.cart_id}`,
    );
    const apiLines = before.filter((l) => l.participant_id !== null);
    expect(apiLines.map((l) => l.participant_id).sort()).toEqual([seat.Bea, seat.Cy, seat.Dee].sort());
    // What the lines looked like before the column: every participant id gone.
    await t.database.db.execute(sql`update cart_lines set participant_id = null where cart_id = ${group.cart_id}`);

    await run(statements[1]!);
    // The SQL fold is the server's foldName (the one known gap: a capital Σ ending a word).
    const names = [
      'Ada Baker',
      '  ada   BAKER ',
      '\u0410da Baker',
      'Ada\u200bBaker',
      '\uff21\uff44\uff41 Baker',
      'Zo\u00eb',
      'ZOE',
      'B\u0435\u0430',
      'B|ll',
      '\ud835\udc00da',
      'Ørjan',
      'İlkay',
      "O'Brien",
      'Jo\u2028Ann',
      'Ⅻ',
    ];
    for (const name of names) {
      const [folded] = await rows<{ f: string }>(sql`select cart_line_participant_fold(${name}) as f`);
      expect(folded!.f, JSON.stringify(name)).toBe(foldName(name));
    }
    await run(statements[2]!);
    await run(statements[3]!);

    const after = new Map(
      (
        await rows<{ id: string; participant_id: string | null }>(
          sql`select id, participant_id from cart_lines where cart_id in (${group.cart_id}, ${ordinary})`,
        )
      ).map((l) => [l.id, l.participant_id]),
    );
    // The API's own lines get back the ids the server gave them (Dee has left: their line is the host's, as before).
    for (const line of apiLines)
      expect(after.get(line.id)).toBe(line.participant_id === seat.Dee ? null : line.participant_id);
    expect(after.get(made.lookAlikeBea)).toBe(seat.Bea);
    expect(after.get(made.shoutedCy)).toBe(seat.Cy);
    for (const id of [made.hostOwn, made.stranger, made.unlabelled, made.leaver, ordinaryLine])
      expect(after.get(id)).toBeNull();
    // The helper function is gone again.
    expect(await rows(sql`select 1 from pg_proc where proname = 'cart_line_participant_fold'`)).toEqual([]);
  });
});
