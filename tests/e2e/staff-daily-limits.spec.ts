import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * Daily limits for pre-orders (issue 40 item 6) on the staff side: a brand admin sets "24 per
 * day, order by 2:00 PM the day before" for Butter Croissants at Back Bay from the store's card,
 * a bad count is refused at its field, and the board shows the item's count for today.
 */
let server: SpawnedServer;
let password = '';
const NEW_PASSWORD = 'pumpkin-pie-by-two';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(3741, 'limits', [
    '--email',
    'gm@larkspur.example',
    '--role',
    'admin',
    '--name',
    'Gia Manager',
  ]));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

test('an admin sets a daily limit with a cutoff for one store; a bad count is refused at its field; the board shows the count', async ({
  page,
}) => {
  await firstStaffSignIn(page, server.url, 'gm@larkspur.example', password, NEW_PASSWORD);
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Back Bay', level: 3 }) })
    .getByRole('link', { name: 'Daily limits for pre-orders' })
    .click();
  await expect(page.getByRole('heading', { name: 'Daily limits — Back Bay', level: 1 })).toBeVisible();
  await expect(page.getByText('No item has a daily limit at this store.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a daily limit' }).click();
  const form = page.getByRole('form', { name: 'Daily limit' });
  await form.getByLabel('Product').selectOption({ label: 'Butter Croissant' });
  // A bad count: refused at its field by the request's own contract, nothing saved.
  await form.getByLabel('How many per pickup day').fill('-3');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(form.getByText('Enter a whole number from 0 to 9999')).toBeVisible();
  await expect(form.getByLabel('How many per pickup day')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-daily-limits-error', { widths: STAFF_WIDTHS });

  await form.getByLabel('How many per pickup day').fill('24');
  await form.getByLabel('Order by (store time)').fill('14:00');
  await form.getByLabel('On', { exact: true }).selectOption({ label: 'the day before' });
  // Keyboard: Enter in the count submits the form.
  await form.getByLabel('How many per pickup day').press('Enter');
  const row = page.getByRole('row', { name: /Butter Croissant/ });
  await expect(row).toContainText('24');
  await expect(row).toContainText('2:00 PM the day before');
  await expect(row).toContainText('0 ordered, 24 left');
  await expect(page.getByRole('status')).toHaveText('Butter Croissant: 24 a day.');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-daily-limits', { widths: STAFF_WIDTHS });

  // The board: the item's count for today.
  await page.goto(`${server.url}/staff/board/bos-back-bay`);
  const today = page.getByRole('region', { name: 'Daily limits today' });
  await expect(today).toContainText('Butter Croissant 0 of 24');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-board-daily-limits', { widths: STAFF_WIDTHS, fullPage: false });
});
