import type { Page } from '@playwright/test';
import {
  BOARD_STORE as STORE,
  boardStaffFirstSignIn,
  customerOrder as orderOf,
  startBoardServer,
} from './support/board-e2e.ts';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';
import type { SpawnedServer } from './support/spawn-server.ts';

/**
 * The board's chime in a rush (issue 41): with sound on, a new order chimes when it lands and
 * again every 15 s while it waits untouched; focusing its ticket stops it, and so does Silence.
 * The chime is observed where it is made: each WebAudio oscillator the page starts (two a chime).
 * The page's clock is Playwright's, paused: 15 s pass when the test says, without waiting them out.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const DB = `larkspur_e2e_chime_${process.env.E2E_PORT ?? 3210}`;
let server: SpawnedServer;
let oneTimePassword = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ server, oneTimePassword } = await startBoardServer(DB, 3711));
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

/** Counts the oscillators the page starts: the board's chime is two tones. */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { oscillators: number };
    counted.oscillators = 0;
    const original = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      counted.oscillators += 1;
      return original.call(this);
    };
  });
}
const chimes = (page: Page) => page.evaluate(() => (window as unknown as { oscillators: number }).oscillators / 2);

test('a new order chimes again every 15 s until its ticket is touched; Silence stops the next one', async ({
  page,
  browser,
}) => {
  await countChimes(page);
  await page.clock.install();
  await boardStaffFirstSignIn(page, server.url, oneTimePassword);
  await visit(page, `${server.url}/staff/board/${STORE}`);
  await expect(page.getByRole('status')).toHaveText('Live');
  // From here the page's timers run only when the test moves its clock.
  await page.clock.pauseAt(new Date(Date.now() + 2_000));
  await expect(page.getByRole('checkbox', { name: 'Repeat until a new order is touched' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Sound on new orders' }).check();
  const repeat = page.getByRole('checkbox', { name: 'Repeat until a new order is touched' });
  await expect(repeat).toBeChecked();
  // Switching sound on plays it once (and unlocks audio: a user gesture).
  expect(await chimes(page)).toBe(1);

  const number = await orderOf(browser, server.url);
  const ticket = page.locator(`article[aria-label^="Order ${number}, Hana,"]`);
  await expect(ticket).toBeVisible();
  await expect(ticket).toHaveAttribute('data-new', 'waiting');
  await expect.poll(() => chimes(page)).toBe(2);
  const silence = page.getByRole('button', { name: 'Silence 1 new order' });
  await expect(silence).toBeVisible();

  // Untouched, it chimes again every 15 s.
  await page.clock.runFor(14_000);
  expect(await chimes(page)).toBe(2);
  await page.clock.runFor(1_000);
  await expect.poll(() => chimes(page)).toBe(3);
  await page.clock.runFor(15_000);
  await expect.poll(() => chimes(page)).toBe(4);

  // Touched (the keyboard lands on it): no more chimes, the ring and Silence go.
  await ticket.focus();
  await expect(ticket).not.toHaveAttribute('data-new', 'waiting');
  await expect(silence).toHaveCount(0);
  await page.clock.runFor(45_000);
  expect(await chimes(page)).toBe(4);

  // Another order: Silence acknowledges it without touching the ticket.
  const second = await orderOf(browser, server.url);
  const next = page.locator(`article[aria-label^="Order ${second}, Hana,"]`);
  await expect(next).toHaveAttribute('data-new', 'waiting');
  await expect.poll(() => chimes(page)).toBe(5);
  // Axe waits for animation frames: the clock runs by itself again from here.
  await page.clock.resume();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-board-chime-waiting', { widths: STAFF_WIDTHS });
  await silence.click();
  await expect(next).not.toHaveAttribute('data-new', 'waiting');
  await page.clock.runFor(45_000);
  expect(await chimes(page)).toBe(5);

  // Repeat off on this tablet (kept across reloads): a new order chimes once only.
  await repeat.uncheck();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Repeat until a new order is touched' })).not.toBeChecked();
  const before = await chimes(page);
  const third = await orderOf(browser, server.url);
  await expect(page.locator(`article[aria-label^="Order ${third}, Hana,"]`)).toHaveAttribute('data-new', 'waiting');
  await expect.poll(() => chimes(page)).toBe(before + 1);
  await expect(page.getByRole('button', { name: 'Clear 1 new order' })).toBeVisible();
  await page.clock.runFor(45_000);
  expect(await chimes(page)).toBe(before + 1);
});
