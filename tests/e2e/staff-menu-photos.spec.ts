import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures.ts';
import type { SpawnedServer } from './support/spawn-server.ts';
import { firstStaffSignIn, spawnStaffServer } from './support/staff-server.ts';
import { STAFF_WIDTHS, screenshotsAt } from './support/screenshots.ts';

/**
 * A product photo from the menu editor to the customer: a brand admin uploads a photo of the
 * Butter Croissant (refused first without alt text), saves and publishes to one store; that store's
 * product page shows it as a <picture> with AVIF and WebP sizes, another store keeps the drawing.
 */
let server: SpawnedServer;
let password = '';
const PORT = 3695;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  ({ server, password } = await spawnStaffServer(PORT, 'staffphotos', [
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

/** A warm, golden picture 1600 × 1200, as a phone camera's JPEG would be. */
async function croissantPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><radialGradient id="g" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#f3c27a"/>
    <stop offset="0.6" stop-color="#c7792f"/><stop offset="1" stop-color="#5c3317"/></radialGradient></defs>
    <rect width="1600" height="1200" fill="#efe6d8"/><ellipse cx="800" cy="620" rx="560" ry="300" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

test('an admin uploads a photo with alt text and publishes; the customer product page shows it', async ({
  page,
  browser,
}) => {
  await firstStaffSignIn(page, server.url, 'gm@larkspur.example', password, 'croissant-lamination-42');
  await page.getByRole('link', { name: 'Menu' }).click();
  await page.getByLabel('Product', { exact: true }).selectOption({ label: 'Butter Croissant' });
  await expect(page.getByRole('heading', { name: 'Butter Croissant', level: 2 })).toBeVisible();

  const photo = page.getByRole('group', { name: 'Photo' });
  await photo
    .getByLabel('Photo file')
    .setInputFiles({ name: 'croissant.jpg', mimeType: 'image/jpeg', buffer: await croissantPhoto() });
  // No alt text: refused at its field, nothing uploaded.
  await photo.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photo.getByText('Describe the photo for people who cannot see it')).toBeVisible();
  await photo.getByLabel('Describe the photo (alt text)').fill('A golden butter croissant on a linen cloth');
  await photo.getByRole('button', { name: 'Upload photo' }).click();
  // Eight encodings on a shared machine: give the upload time.
  await expect(page.getByText('Photo uploaded. Save to the draft to keep it.')).toBeVisible({ timeout: 30_000 });
  await expect(photo.getByRole('img', { name: 'A golden butter croissant on a linen cloth' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'staff-menu-photo', { widths: STAFF_WIDTHS });

  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Changed the photo of Butter Croissant' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Back Bay, Boston/ }).check();
  await page.getByRole('button', { name: 'Publish to 1 store' }).click();
  await expect(page.getByText(/Published menu version \d+ to 1 store\./)).toBeVisible();

  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`${server.url}/menu/10101/product/butter-croissant`);
  const picture = customer.getByRole('img', { name: 'A golden butter croissant on a linen cloth' });
  await expect(picture).toBeVisible();
  await expect(customer.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /-1120\.avif 1120w/);
  // The browser really fetched and decoded a size (AVIF or WebP).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\/media\/photos\/[a-f0-9]{24}-\d+\.(avif|webp)$/);
  const file = await customer.request.get(chosen);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await expectNoSeriousAxeViolations(customer);
  await screenshotsAt(customer, 'menu-product-photo', { widths: STAFF_WIDTHS });

  // A store the draft was not published to keeps the drawn illustration.
  await customer.goto(`${server.url}/menu/10104/product/butter-croissant`);
  await expect(customer.locator('picture source[type="image/avif"]')).toHaveCount(0);
  await expect(customer.locator('img[src$=".svg"]').first()).toBeVisible();
});

test('an admin downloads the products CSV, raises a price in it, checks the changes and applies them', async ({
  page,
}) => {
  await page.goto(`${server.url}/staff/sign-in`);
  await page.getByLabel('Email').fill('gm@larkspur.example');
  await page.getByLabel('Password').fill('croissant-lamination-42');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Menu' }).click();
  const panel = page.getByRole('region', { name: 'Products as CSV' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: /Download the draft’s products/ }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  const edited = csv.replace(/^(p-butter-croissant,[^,]*,"?[^\n]*?"?,)3\.75,/m, '$14.10,');
  expect(edited).not.toBe(csv);
  await panel
    .getByLabel('Edited products CSV')
    .setInputFiles({ name: 'menu-products.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
  await panel.getByRole('button', { name: 'Check the changes' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: /Butter Croissant, price 3\.75 → 4\.10/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await panel.scrollIntoViewIfNeeded();
  for (const width of STAFF_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: `artifacts/screenshots/staff-menu-csv-${width}.png` });
  }
  await panel.getByRole('button', { name: 'Apply 1 change to the draft' }).click();
  await expect(page.getByText("The CSV's 1 change went into the draft.")).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Raised Butter Croissant to $4.10' })).toBeVisible();
});
