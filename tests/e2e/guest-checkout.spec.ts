import path from 'node:path';
import { expect, expectNoSeriousAxeViolations, test, visit } from './support/fixtures.ts';
import {
  addCroissants,
  continuePastSuggestions,
  fillCard,
  freshEmail,
  newestMailTo,
  PASSWORD,
  placeOrderButton,
  planAhead,
} from './support/checkout-helpers.ts';
import { screenshotsAt } from './support/screenshots.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/**
 * Issue 42 §16: a brand that turns `borderless` on (off as shipped) gets a real guest checkout,
 * on our own server with that setting: the sign-in wall offers Continue as Guest, the guest
 * gives contact details, the receipt carries a private order-status link that works in any
 * browser (and only with its token), and signing up later with that e-mail claims the order once
 * the e-mailed verification link is opened.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let server: SpawnedServer;
let outbox: string;
const LIMITS = { ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000', CARD_TOKENS_PER_IP: '1000' };
// The store's order system moves the order (the integration key path the board shares).
const STAFF_KEY = 'guest-checkout-e2e-staff-key-0123456789';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await spawnServer(3531, { ...LIMITS, BORDERLESS: 'true', STAFF_API_KEY: STAFF_KEY });
  outbox = path.join(server.dataDir, 'outbox');
});
test.afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

const url = (p: string) => `${server.url}${p}`;
const linkIn = (text: string) => /https?:\/\/\S+\/order\/status\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';

test('guest checkout end to end: wall → Continue as Guest → receipt with a private status link → sign-up, then the verification link claims the order', async ({
  page,
  browser,
}) => {
  const email = freshEmail('e2e-guest');
  await addCroissants(page, server.url);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^My Bag, / })
    .click();
  await continuePastSuggestions(
    page.getByRole('dialog', { name: 'Your Bag' }),
    /\/account\/signin\?redirectTo=%2Forder%2Fcheckout$/,
  );

  // The wall: sign in, create an account, or continue as a guest.
  const guest = page.getByRole('link', { name: 'Continue as Guest' });
  await expect(guest).toBeVisible();
  await expect(page.getByText('we e-mail your receipt and a private link to follow your order')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your bag · 1 item' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'guest-wall');
  await guest.click();
  await expect(page).toHaveURL(/\/order\/checkout$/);

  // Contact details, a time and a card.
  await page.getByLabel('First Name').fill('Gia');
  await page.getByLabel('Last Name').fill('Guest');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone').fill('6175550142');
  await planAhead(page);
  await fillCard(page, '4242424242424242');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'guest-checkout');
  await placeOrderButton(page).click();
  await expect(page).toHaveURL(/\/order\/confirm\/[0-9a-f-]{36}$/);
  const orderId = page.url().slice(-36);
  await expect(page.getByRole('heading', { name: 'Thank you, Gia!' })).toBeVisible();
  const number = ((await page.getByText(/^Order #\d+$/).textContent()) ?? '').slice(7);

  // The receipt, with the private link.
  await expect.poll(() => newestMailTo(outbox, email)?.subject ?? '').toContain(`order #${number}`);
  const link = linkIn(newestMailTo(outbox, email)!.text);
  expect(link).not.toBe('');

  // Another browser with no session: the link opens the order; a changed token opens nothing.
  const other = await browser.newContext({ baseURL: server.url });
  const phone = await other.newPage();
  await visit(phone, link.replace(/^https?:\/\/[^/]+/, server.url));
  await expect(phone.getByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
  await expect(phone.getByText(`Order #${number}`)).toBeVisible();
  await expect(phone.getByRole('heading', { name: /^Order Status: / })).toBeVisible();
  await expect(phone.getByText('1 × Butter Croissant')).toBeVisible();
  await expectNoSeriousAxeViolations(phone);
  await screenshotsAt(phone, 'guest-status-link');

  // The store starts the order: the open status page shows the new step without a reload.
  await phone.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const moved = await fetch(url(`/api/staff/orders/${orderId}/status`), {
    method: 'POST',
    body: JSON.stringify({ status: 'in_progress' }),
    headers: { authorization: `Bearer ${STAFF_KEY}`, 'content-type': 'application/json' },
  });
  expect(moved.ok, await moved.text()).toBe(true);
  const card = phone.getByRole('region', { name: /^Order Status: / });
  await expect(card).toHaveAccessibleName('Order Status: Being prepared', { timeout: 20_000 });
  await expect(card.getByRole('listitem').filter({ hasText: 'Being prepared' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(card.getByRole('status')).toHaveText(`Order #${number}: Being prepared. Your order is being prepared.`);
  expect(await phone.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expectNoSeriousAxeViolations(phone);
  await screenshotsAt(phone, 'guest-status-live');
  const token = link.slice(-43);
  const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  await visit(phone, `${server.url}/order/status/${tampered}`);
  // The layout keeps an empty alert region ready: the one with words is the page's.
  await expect(phone.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'This order status link is not valid. Please use the link in your receipt.',
  );
  await expectNoSeriousAxeViolations(phone);

  // Later, in that browser, the guest creates an account with the same e-mail.
  await visit(phone, `${server.url}/account/signup`);
  await phone.getByLabel('First name').fill('Gia');
  await phone.getByLabel('Last name').fill('Guest');
  await phone.getByLabel('Email', { exact: true }).fill(email);
  await phone.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phone.getByRole('button', { name: 'Create Account' }).click();
  await expect(phone.getByRole('link', { name: 'Account, signed in as Gia' })).toBeVisible();

  // Not yet theirs: the guest order waits for a verified e-mail, and the account page says so.
  await visit(phone, `${server.url}/account?section=orders`);
  const notice = phone.getByRole('region', { name: 'Verify your e-mail to add your earlier guest orders.' });
  await expect(notice).toBeVisible();
  await expect(phone.getByText('You have no orders yet.')).toBeVisible();
  await expect(phone.getByText(`Order #${number}`)).toHaveCount(0);
  await expectNoSeriousAxeViolations(phone);
  await screenshotsAt(phone, 'guest-verify-notice');

  // The welcome mail's verification link, opened from the outbox: the order joins the account.
  await expect.poll(() => newestMailTo(outbox, email)?.subject ?? '').toMatch(/^Welcome/);
  const verifyLink = /https?:\/\/\S+\/account\/verifyemail\?token=[A-Za-z0-9_-]{43}/.exec(
    newestMailTo(outbox, email)!.text,
  )?.[0];
  expect(verifyLink).toBeTruthy();
  await visit(phone, verifyLink!.replace(/^https?:\/\/[^/]+/, server.url));
  await expect(phone.getByRole('heading', { level: 1, name: 'E-mail Verified' })).toBeVisible();
  await expect(phone.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    'Your e-mail is verified. 1 earlier guest order was added to your orders.',
  );
  await expectNoSeriousAxeViolations(phone);
  await screenshotsAt(phone, 'guest-email-verified');
  await phone.getByRole('link', { name: 'See Your Orders' }).click();
  const item = phone.getByRole('list', { name: 'Your orders' }).getByRole('listitem').first();
  await expect(item).toContainText(`Order #${number}`);
  await expect(notice).toHaveCount(0);
  await expectNoSeriousAxeViolations(phone);
  await screenshotsAt(phone, 'guest-claimed-history');
  // The link works once.
  await visit(phone, verifyLink!.replace(/^https?:\/\/[^/]+/, server.url));
  await expect(phone.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'This verification link is invalid, used or has expired. Sign in and send a new one from your account.',
  );
  await other.close();
});

test('a signed-out guest can still choose to sign in at the wall (the choice is theirs)', async ({ page }) => {
  await addCroissants(page, server.url);
  await visit(page, url('/account/signin?redirectTo=%2Forder%2Fcheckout'));
  await expect(page.getByRole('link', { name: 'Continue as Guest' })).toHaveAttribute('href', '/order/checkout');
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Keyboard: the guest option is reachable and opens checkout.
  await page.getByRole('link', { name: 'Continue as Guest' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await expect(page.getByLabel('First Name')).toBeVisible();
});
