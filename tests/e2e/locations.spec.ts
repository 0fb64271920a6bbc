import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';
import { chooseAddressByKeyboard } from './support/address-helpers.ts';
import { takeATimeIfClosedNow } from './support/checkout-helpers.ts';
import { spawnServer, type SpawnedServer } from './support/spawn-server.ts';

/** Collects requests that leave the app's own origin: the map and search must work offline. */
function outsideRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') urls.push(request.url());
  });
  return urls;
}

/** The Delivery tab's modal, with `address` chosen by keyboard from its suggestions. */
async function deliveryModalWith(page: Page, address: string) {
  await visit(page, '/locations?type=delivery');
  await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Delivery' });
  await chooseAddressByKeyboard(page, dialog.getByRole('combobox', { name: 'Delivery address' }), address);
  return dialog;
}

test.describe('location search (/locations)', () => {
  test('pickup search by address, keyboard only: combobox → results with distance, status and phone', async ({
    page,
  }) => {
    const outside = outsideRequests(page);
    await visit(page, '/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Pickup' })).toBeVisible();
    const box = page.getByRole('combobox', { name: /Find a location/ });
    await expect(box).toHaveAttribute('placeholder', 'Search Address');
    await box.focus();
    await chooseAddressByKeyboard(page, box, '214 Newbury Street, Boston, MA 02116');
    await expect(page).toHaveURL(/lat=.*lng=/);
    const results = page.getByRole('heading', {
      level: 2,
      name: /locations near 214 Newbury Street, Boston, MA 02116/,
    });
    await expect(results).toBeFocused();
    const first = page.getByRole('article').first();
    await expect(first.getByRole('heading', { name: 'Back Bay' })).toBeVisible();
    await expect(first.getByText(/^\d+\.\d{2} mi$/)).toBeVisible();
    await expect(first.getByText(/^(Open Now|Closed)$/)).toBeVisible();
    await expect(first.getByRole('link', { name: /\(617\) 555-0101/ })).toHaveAttribute('href', 'tel:+16175550101');
    await expect(first.getByRole('link', { name: /Directions to Back Bay/ })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/.*214%20Newbury%20Street/,
    );
    await expect(first.getByRole('link', { name: 'Start Order at Back Bay' })).toBeVisible();
    // Guests get no favorite heart (members only, spec §2).
    await expect(first.getByRole('button', { name: /favou?rite/i })).toHaveCount(0);
    // Tab order reaches the first card's Start Order from the results heading.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if (
        await first
          .getByRole('link', { name: 'Start Order at Back Bay' })
          .evaluate((el) => el === document.activeElement)
      )
        break;
    }
    await expect(first.getByRole('link', { name: 'Start Order at Back Bay' })).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'locations-list');
    expect(outside).toEqual([]);
  });

  test('search by state then city; the header is titled with the state name', async ({ page }) => {
    await visit(page, '/locations');
    await page.getByRole('link', { name: /^Massachusetts/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Massachusetts' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Cities' })
      .getByRole('link', { name: /^Boston/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: '4 locations in Boston' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('map view draws pins offline; a pin is a button that shows its location', async ({ page }) => {
    const outside = outsideRequests(page);
    await visit(page, '/locations?q=Boston%2C%20MA');
    await page.getByRole('navigation', { name: 'Results view' }).getByRole('link', { name: 'Map' }).click();
    const map = page.getByRole('group', { name: /Map of \d+ locations near Boston, MA/ });
    await expect(map).toBeVisible();
    await expect(map.locator('path').first()).toBeAttached(); // state outlines of the shipped basemap
    const pin = map.getByRole('button', { name: /^Back Bay, 214 Newbury Street/ });
    await expect(pin).toBeAttached();
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('article').getByRole('heading', { name: 'Back Bay' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'locations-map');
    expect(outside).toEqual([]);
  });

  test('Back: clears the state, then closes the address form, then goes home', async ({ page }) => {
    await visit(page, '/locations?state=MA');
    const back = page.getByRole('banner').or(page.locator('main header')).getByRole('link', { name: /^Back/ }).last();
    await back.click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order Pickup' })).toBeFocused();
    await expect(page.getByRole('combobox', { name: /Find a location/ })).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/locations\?form=closed$/);
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Search by Address' })).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Delivery tab keeps the search and lists delivering stores only', async ({ page }) => {
    await visit(page, '/locations?state=MA&city=boston');
    await page.getByRole('navigation', { name: 'Handoff' }).getByRole('link', { name: 'Delivery' }).click();
    await expect(page).toHaveURL(/type=delivery/);
    await expect(page.getByRole('heading', { level: 1, name: 'Massachusetts' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Beacon Hill' })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(3);
  });

  test('a coming-soon location cannot be chosen: the unavailable message shows in the error banner', async ({
    page,
  }) => {
    await visit(page, '/locations?state=MA&city=quincy');
    const card = page.getByRole('article').filter({ hasText: 'Quincy Center' });
    await expect(card.getByText('Coming Soon')).toBeVisible();
    await card.getByRole('link', { name: 'Start Order at Quincy Center' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Quincy Center is currently unavailable, please check back later.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/locations\?state=MA&city=quincy$/);
  });

  test('Start Order selects the location, stores its menu id and goes to its menu', async ({ page }) => {
    await visit(page, '/locations?state=MA&city=boston');
    await page.getByRole('link', { name: 'Start Order at Back Bay' }).click();
    await expect(page).toHaveURL(/\/menu\/10101$/);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('larkspur.location') ?? 'null') as { menu_id: string } | null,
    );
    expect(stored?.menu_id).toBe('10101');
  });

  test('a stored location is refreshed from the server on load (spec §4)', async ({ page }) => {
    await page.goto('/locations');
    await page.evaluate(() =>
      localStorage.setItem('larkspur.location', JSON.stringify({ menu_id: '10104', name: 'Stale name' })),
    );
    const refreshed = page.waitForResponse(
      (r) => r.url().includes('/api/locations/10104?byMenuId=true') && r.status() === 200,
    );
    await visit(page, '/locations');
    await refreshed;
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('larkspur.location') ?? '{}') as { name?: string }).name),
      )
      .toBe('Seaport');
  });
});

test.describe('location pages', () => {
  test('location page: name, hours per handoff, services, map, JSON-LD, no CSP errors; axe clean', async ({ page }) => {
    const response = await page.goto('/locations/ma/boston/214-newbury-street');
    expect(response?.status()).toBe(200);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: 'Back Bay' })).toBeVisible();
    const hours = page.getByRole('table', { name: 'Hours' });
    await expect(hours.getByRole('columnheader', { name: 'Pickup' })).toBeVisible();
    await expect(hours.getByRole('columnheader', { name: 'Delivery' })).toBeVisible();
    await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('6:30 AM – 10:00 PM');
    await expect(page.getByRole('list').filter({ hasText: 'Curbside pickup' })).toBeVisible();
    await expect(page.getByRole('group', { name: /Map showing Back Bay/ })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      name: string;
    };
    expect(jsonLd['@type']).toBe('Bakery');
    expect(jsonLd.name).toContain('Back Bay');
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'location-page');
  });

  test('state and city index pages; unknown pages answer 404', async ({ page }) => {
    await visit(page, '/locations/dc');
    await expect(page.getByRole('heading', { level: 1, name: 'Locations in District of Columbia' })).toBeVisible();
    // Anchored: the map's store pins are links named "…, Washington, Open Now" too (decision 201).
    await page.getByRole('link', { name: /^Washington/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Locations in Washington, DC' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const path of ['/locations/zz', '/locations/ma/atlantis', '/locations/ma/boston/no-such-store']) {
      expect((await page.goto(path))?.status()).toBe(404);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the location page shows the name and hours', async ({ page }) => {
    await page.goto('/locations/dc/washington/1345-wisconsin-avenue-nw');
    await expect(page.getByRole('heading', { level: 1, name: 'Georgetown' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Hours' }).getByRole('row', { name: /Sunday/ })).toContainText(
      '8:00 AM – 2:00 PM, 5:00 PM – 9:00 PM',
    );
  });

  test('the search form works: a typed ZIP submits and lists nearby stores', async ({ page }) => {
    await page.goto('/locations');
    await page.getByRole('combobox').fill('02138');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /locations near Cambridge, MA 02138/ })).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('heading', { name: 'Harvard Square' })).toBeVisible();
  });
});

test.describe('delivery modal', () => {
  test('full address → nearest delivering store → extra fields → Order Delivery → menu', async ({ page }) => {
    // The cart is started and its delivery handoff applied before Order Delivery (decision 100): more calls than 30 s allows on a busy machine.
    test.setTimeout(90_000);
    await visit(page, '/locations?type=delivery');
    await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Delivery' });
    await expect(dialog).toBeVisible();
    const orderDelivery = dialog.getByRole('button', { name: 'Order Delivery' });
    await expect(orderDelivery).toBeDisabled();
    const box = dialog.getByRole('combobox', { name: 'Delivery address' });
    await expect(box).toBeFocused();
    // A city is not a full address (spec §5).
    await page.keyboard.type('Boston, MA', { delay: 10 });
    await dialog.getByRole('option', { name: 'Boston, MA' }).first().click();
    await expect(dialog.getByRole('alert')).toHaveText('Please use a full address');
    await box.fill('');
    await chooseAddressByKeyboard(page, box, '214 Newbury Street, Boston, MA 02116');
    await expect(dialog.getByText('Delivered from')).toContainText('Back Bay');
    await expect(orderDelivery).toBeEnabled();
    const apt = dialog.getByRole('textbox', { name: /Apt\/Suite\/Door/ });
    await apt.fill('Apt 2, ring the bell twice please');
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Apt/Suite/Door updated')).toBeVisible();
    await expect(dialog.getByText('Apt/Suite/Door updated')).toBeHidden({ timeout: 4000 });
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'delivery-modal');
    await orderDelivery.click();
    await expect(page).toHaveURL(/\/menu\/10101$/);
  });

  test('keyboard only: open the modal, pick a full address, fill both extra fields, Order Delivery', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await visit(page, '/locations?type=delivery');
    const opener = page.getByRole('button', { name: 'Enter a Delivery Address' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Order Delivery' });
    await expect(dialog.getByRole('combobox', { name: 'Delivery address' })).toBeFocused();
    await chooseAddressByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'Delivery address' }),
      '214 Newbury Street, Boston, MA 02116',
    );
    await expect(dialog.getByText('Delivered from')).toContainText('Back Bay');
    // Tab through the panel: every field on the way is reached, typed into and left with Tab.
    const tabTo = async (name: RegExp | string, role: 'textbox' | 'button') => {
      const target = dialog.getByRole(role, { name });
      for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
    };
    await tabTo(/Apt\/Suite\/Door/, 'textbox');
    await page.keyboard.type('Apt 4');
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Apt/Suite/Door updated')).toBeVisible();
    await tabTo(/Special Instructions/, 'textbox');
    await page.keyboard.type('Leave it with the concierge');
    await page.keyboard.press('Tab');
    await expect(dialog.getByText('Special Instructions updated')).toBeVisible();
    await tabTo('Order Delivery', 'button');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/menu\/10101$/);
  });

  test('the time picker waits for the cart to turn to delivery (a day chosen before would be dropped)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The new cart is pickup until its delivery handoff is applied: hold that call until checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const handoffAsked = new Promise<void>((resolve) => (reached = resolve));
    await page.route('**/api/carts/*/handoff/delivery', async (route) => {
      reached();
      await held;
      await route.continue();
    });
    const dialog = await deliveryModalWith(page, '214 Newbury Street, Boston, MA 02116');
    await handoffAsked;
    await expect(dialog.getByRole('status').filter({ hasText: 'Preparing your order…' })).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Order time' })).toHaveCount(0);
    release();
    await expect(dialog.getByRole('group', { name: 'Order time' })).toBeVisible();
    await takeATimeIfClosedNow(dialog);
    await dialog.getByRole('button', { name: 'Order Delivery' }).click();
    await expect(page).toHaveURL(/\/menu\/10101$/);
  });

  test('no store delivers there: the spec message and Change Delivery Address', async ({ page }) => {
    const dialog = await deliveryModalWith(page, '100 Main Street, Wichita, KS 67202');
    await expect(dialog.getByRole('heading', { name: 'No Nearby Locations Available' })).toBeVisible();
    await expect(dialog.getByText('Please try again or enter a different address.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Change Delivery Address' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Delivery address' })).toBeVisible();
  });
});

test.describe('delivery modal for members', () => {
  test('saved addresses as cards: choose one, or delete it through the Delete Address? popup', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `e2e-delivery-${Date.now()}@larkspur.example`;
    const password = 'crumb-and-crust-42';
    const signup = await page.request.post('/api/account/signup', {
      data: { first_name: 'Sam', last_name: 'Baker', email, password, newsletter: false },
    });
    expect(signup.ok()).toBe(true);
    await visit(page, '/account/signin');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('link', { name: 'Account, signed in as Sam' })).toBeVisible();
    const csrf = ((await (await page.request.get('/api/session')).json()) as { data: { csrf_token: string } }).data
      .csrf_token;
    for (const body of [
      {
        address: '214 Newbury Street',
        city: 'Boston',
        state: 'MA',
        zip: '02116',
        lat: 42.3497,
        lng: -71.0826,
        building: 'Apt 2',
      },
      { address: '1 Beacon Street', city: 'Boston', state: 'MA', zip: '02108', lat: 42.3578, lng: -71.0617 },
    ]) {
      const saved = await page.request.post('/api/account/addresses', {
        data: body,
        headers: { 'x-csrf-token': csrf },
      });
      expect(saved.ok()).toBe(true);
    }

    await visit(page, '/locations?type=delivery');
    await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Delivery' });
    await expect(dialog.getByRole('heading', { name: 'Saved Addresses' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^214 Newbury Street/ })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'delivery-modal-saved-addresses');

    // Delete: the popup, Go Back keeps it; Yes, Delete Address removes it (also on the server).
    await dialog.getByRole('button', { name: 'Delete address 1 Beacon Street, Boston, MA 02108' }).click();
    const popup = page.getByRole('dialog', { name: 'Delete Address?' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Go Back' }).click();
    await expect(popup).toBeHidden();
    await expect(dialog.getByRole('button', { name: /^1 Beacon Street/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete address 1 Beacon Street, Boston, MA 02108' }).click();
    await popup.getByRole('button', { name: 'Yes, Delete Address' }).click();
    await expect(popup).toBeHidden();
    await expect(dialog.getByRole('button', { name: /^1 Beacon Street/ })).toHaveCount(0);
    const left = (await (await page.request.get('/api/account/addresses')).json()) as {
      data: { addresses: { address: string }[] };
    };
    expect(left.data.addresses.map((a) => a.address)).toEqual(['214 Newbury Street']);

    // A new address is an alternative view; a saved one skips the full-address check.
    await dialog.getByRole('button', { name: 'Add a New Address' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Delivery address' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Use a Saved Address' }).click();
    await dialog.getByRole('button', { name: /^214 Newbury Street/ }).click();
    await expect(dialog.getByText('Delivered from')).toContainText('Back Bay');
    await expect(dialog.getByText('Apt 2').first()).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Order time' })).toBeVisible();
    await takeATimeIfClosedNow(dialog);
    await dialog.getByRole('button', { name: 'Order Delivery' }).click();
    await expect(page).toHaveURL(/\/menu\/10101$/);

    // Ordering delivery to a new address saves it for next time (spec §3 "a saved address also has an id").
    await visit(page, '/locations?type=delivery');
    await page.getByRole('button', { name: 'Enter a Delivery Address' }).click();
    const editAddress = dialog.getByRole('button', { name: 'Edit delivery address' });
    if (await editAddress.isVisible()) await editAddress.click();
    await dialog.getByRole('button', { name: 'Add a New Address' }).click();
    await chooseAddressByKeyboard(
      page,
      dialog.getByRole('combobox', { name: 'Delivery address' }),
      '300 Boylston Street, Boston, MA 02116',
    );
    // The bag is at Back Bay and South End delivers there: said first, moved only when confirmed.
    await expect(dialog.getByRole('heading', { name: 'Your Delivery Comes From South End' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Deliver From South End' }).click();
    await expect(dialog.getByText('Delivered from')).toBeVisible();
    await takeATimeIfClosedNow(dialog);
    await dialog.getByRole('button', { name: 'Order Delivery' }).click();
    // Placed on Boylston Street at Arlington (decision 197), South End is the nearer store.
    await expect(page).toHaveURL(/\/menu\/10103$/);
    const savedNow = async () =>
      (
        (await (await page.request.get('/api/account/addresses')).json()) as {
          data: { addresses: { address: string }[] };
        }
      ).data.addresses
        .map((a) => a.address)
        .sort();
    await expect.poll(savedNow).toEqual(['214 Newbury Street', '300 Boylston Street']);
  });
});

test.describe('location search failure (address service down)', () => {
  let server: SpawnedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The Radar adapter pointed at a closed port: every address lookup fails.
    server = await spawnServer(3294, {
      RADAR_API_KEY: 'prj_test_unreachable',
      RADAR_API_URL: 'http://127.0.0.1:9',
      RATE_LIMIT_PER_MINUTE: '10000',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    server?.cleanup();
  });

  test("shows the server's message in the global error banner, which Dismiss closes (spec §8)", async ({ page }) => {
    await visit(page, `${server!.url}/locations?q=${encodeURIComponent('214 Newbury Street, Boston, MA')}`);
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Address search is unavailable right now. Please try again.' });
    await expect(banner).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
  });
});
