import { afterAll, beforeAll, expect, it } from 'vitest';
import { menuReply } from '../../src/domain/menu/menu-contract.ts';
import { twoInstances, type TwoInstances } from './limits-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Issue 16: a sold-out change made through one app instance reaches customers of another at once
 * (the `availability` channel of the realtime bus, decisions 224 and 228). On PostgreSQL the two
 * instances share one database and talk over LISTEN/NOTIFY; on PGlite (one process, one instance in
 * production) both names point at one database and the check is the same instance's invalidation.
 */
const BACK_BAY = 'bos-back-bay';
const MENU = '10101';
const ALMOND = 'p-almond-croissant';

let two: TwoInstances;
let manager: StaffSigned;

beforeAll(async () => {
  two = await twoInstances({ ACCOUNT_LIMIT_PER_IP: '1000' });
  manager = await staffReady(two.a.server, two.a.database, 'cross.instance@larkspur.example', 'manager', [BACK_BAY]);
});
afterAll(() => two.close());

const reader = () => (process.env.TEST_DB === 'postgres' ? two.b : two.a.server);
async function almondAvailable(): Promise<boolean | undefined> {
  const reply = await reader().inject({ url: `/api/menus/${MENU}` });
  const menu = menuReply.parse(reply.json()).data;
  return menu.master_categories
    .flatMap((mc) => mc.categories.flatMap((c) => [...c.products, ...c.sub_categories.flatMap((s) => s.products)]))
    .find((p) => p.product_id === ALMOND)?.available;
}

it('86 through instance A: instance B’s menu shows it sold out, and back on sale, without a restart', async () => {
  expect(await almondAvailable()).toBe(true);
  const put = asStaff(two.a.server, manager);
  expect(
    (
      await put('PUT', `/api/staff/locations/${BACK_BAY}/availability`, {
        product_id: ALMOND,
        available: false,
        until: 'further_notice',
      })
    ).statusCode,
  ).toBe(200);
  await expect.poll(almondAvailable).toBe(false);
  expect(
    (await put('PUT', `/api/staff/locations/${BACK_BAY}/availability`, { product_id: ALMOND, available: true }))
      .statusCode,
  ).toBe(200);
  await expect.poll(almondAvailable).toBe(true);
});
