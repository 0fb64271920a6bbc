import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, screenshotBothWidths, test, visit } from './support/fixtures.ts';

/** Back Bay's menu (seed/locations.ts): a location is chosen when its menu id is in the path. */
const MID = '10101';
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const addButton = (page: Page) => page.getByRole('button', { name: /^(Add to Bag|Update Bag) – \$/ });

test.describe('menu page', () => {
  test('browses master categories with tabs (click and arrow keys) and category routes', async ({ page }) => {
    await visit(page, `/menu/${MID}`);
    await expect(page).toHaveTitle(/^Order \| Larkspur Bakery & Cafe$/);
    await expect(tab(page, 'Breakfast')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Breakfast Sandwiches' })).toBeVisible();

    await tab(page, 'Lunch').click();
    await expect(tab(page, 'Lunch')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Sandwiches', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Breakfast Sandwiches' })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/menu/${MID}/category/`));

    // Keyboard: arrows move between tabs and switch the panel.
    await tab(page, 'Lunch').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Dinner')).toBeFocused();
    await expect(tab(page, 'Dinner')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tab(page, 'Catering')).toHaveAttribute('aria-selected', 'true');

    // A category route opens its master category; sub-categories are listed under their parent.
    await visit(page, `/menu/${MID}/category/croissants`);
    await expect(tab(page, 'Bakery')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Croissants' })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Butter Croissant' }) });
    await expect(card).toContainText('$3.75');
    await expect(card).toContainText('310 Cal');
    await expect(
      card.getByRole('list', { name: 'Dietary' }).getByRole('listitem').filter({ hasText: 'Vegetarian' }),
    ).toBeVisible();
    // Spec §2 link rule with a location chosen.
    await expect(card.getByRole('link', { name: 'Butter Croissant' })).toHaveAttribute(
      'href',
      `/menu/${MID}/product/butter-croissant`,
    );
    await expectNoSeriousAxeViolations(page);
  });

  test('searches by text, with dietary filters requiring all tags; empty term resets', async ({ page }) => {
    await visit(page, `/menu/${MID}`);
    const search = page.getByRole('searchbox', { name: 'Search the menu' });
    await search.fill('croissant');
    const results = page.getByRole('region', { name: /items? found/ });
    await expect(results.getByRole('heading', { name: 'Butter Croissant' })).toBeVisible();
    await expect(results.getByRole('heading', { name: 'Turkey Avocado Club' })).toHaveCount(0);

    await search.fill('salad');
    const before = await results.getByRole('article').count();
    // Issue 15 §8: the diet chips sit behind one button.
    await expect(page.getByRole('checkbox', { name: 'Vegetarian' })).toBeHidden();
    await page.getByText('Dietary Filters').click();
    await page.getByRole('checkbox', { name: 'Vegetarian' }).check();
    await page.getByRole('checkbox', { name: 'Gluten-free' }).check();
    await expect.poll(() => results.getByRole('article').count()).toBeLessThan(before);
    for (const article of await results.getByRole('article').all()) {
      const tags = article.getByRole('list', { name: 'Dietary' });
      await expect(tags.getByRole('listitem').filter({ hasText: 'Vegetarian' })).toBeVisible();
      await expect(tags.getByRole('listitem').filter({ hasText: 'Gluten-free' })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('checkbox', { name: 'Vegetarian' }).uncheck();
    await page.getByRole('checkbox', { name: 'Gluten-free' }).uncheck();
    await search.fill('');
    await expect(results).toHaveCount(0);
    await expect(tab(page, 'Breakfast')).toHaveAttribute('aria-selected', 'true');

    await search.fill('zzzz-no-such-thing');
    await expect(page.getByRole('heading', { name: /No menu items match/ })).toBeVisible();
  });

  test('without a location: default menu, /menu?product links, adding asks for a location', async ({ page }) => {
    await visit(page, '/menu');
    await expect(page.getByText('Browsing our full menu.')).toBeVisible();
    await tab(page, 'Bakery').click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Butter Croissant' }) });
    await expect(card.getByRole('link', { name: 'Butter Croissant' })).toHaveAttribute(
      'href',
      '/menu?product=butter-croissant',
    );
    await card.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a Location' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Find a Location' })).toHaveAttribute('href', '/locations');
    // The text sits inside the dialog's padding, clear of the close button.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const box = (await dialog.boundingBox())!;
      const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
      // The heading's words, not its block box (which runs under the button by design).
      const title = await dialog.getByRole('heading', { name: 'Choose a Location' }).evaluate((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        const r = range.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width };
      });
      const text = (await dialog.getByText(/choose the bakery-cafe/).boundingBox())!;
      expect(text.x - box.x).toBeGreaterThanOrEqual(16);
      expect(title.x + title.width <= close.x || title.y >= close.y + close.height).toBe(true);
      expect(text.y).toBeGreaterThanOrEqual(close.y + close.height);
      await page.screenshot({ path: `artifacts/screenshots/location-prompt-${width}.png` });
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await visit(page, '/menu?product=turkey-avocado-club');
    await expect(page.getByRole('heading', { level: 1, name: 'Turkey Avocado Club' })).toBeVisible();
    await addButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Choose a Location' })).toBeVisible();
  });

  test('quick add puts the item in the bag and announces it', async ({ page }) => {
    await visit(page, `/menu/${MID}/category/croissants`);
    await page.getByRole('button', { name: 'Quick Add Butter Croissant' }).click();
    await expect(page.locator('#added-to-cart-alert')).toHaveText(/Added 1 × Butter Croissant to your bag/);
    await expect(page.getByTestId('added-to-cart-alert')).toBeInViewport();
  });
});

test.describe('product page', () => {
  test('customises nested options with a live price, adds, then edits the line', async ({ page }) => {
    await visit(page, `/menu/${MID}/product/turkey-avocado-club`);
    await expect(page).toHaveTitle(/^Customize It \| Larkspur Bakery & Cafe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Turkey Avocado Club' })).toBeVisible();
    await expect(addButton(page)).toHaveText('Add to Bag – $8.49');

    // Calories follow the choices (spec §3 nutrition.calories): Whole adds 380.
    const calories = page.locator('[aria-live="polite"]').filter({ hasText: / Cal$/ });
    const calorieCount = async () => Number(((await calories.textContent()) ?? '').replace(/[^\d]/g, ''));
    const halfCalories = await calorieCount();
    const size = page.getByRole('group', { name: 'Choose a Size' });
    await size.getByRole('radio', { name: /Whole/ }).check();
    await expect(addButton(page)).toHaveText('Add to Bag – $12.49');
    await expect.poll(calorieCount).toBe(halfCalories + 380);

    // A nested group appears only with its parent choice: combo → side → dressing.
    await expect(page.getByRole('group', { name: 'Choose a Side' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Make it a Combo/ }).check();
    const side = page.getByRole('group', { name: 'Choose a Side' });
    await expect(side).toBeVisible();
    await expect(addButton(page)).toHaveText('Add to Bag – $15.98');
    await side.getByRole('radio', { name: /Side Salad/ }).check();
    await page
      .getByRole('group', { name: 'Choose a Dressing' })
      .getByRole('radio', { name: /Green Goddess/ })
      .check();

    // Up to 3 extras: once three are ticked, a fourth box is unavailable (and Add to Bag stays ready).
    const extras = page.getByRole('group', { name: 'Add Extras' });
    for (const name of ['Avocado', 'Applewood Bacon', 'Fried Egg'])
      await extras.getByRole('checkbox', { name: new RegExp(name) }).check();
    await expect(extras).toContainText('Optional · up to 3');
    await expect(extras.getByRole('checkbox', { name: /Extra Cheese/ })).toBeDisabled();
    await expect(addButton(page)).toBeEnabled();
    await extras.getByRole('checkbox', { name: /Fried Egg/ }).uncheck();
    await expect(extras.getByRole('checkbox', { name: /Extra Cheese/ })).toBeEnabled();
    await extras.getByRole('checkbox', { name: /Fried Egg/ }).check();
    // 849 + 400 whole + 349 combo + 175 + 200 + 150 extras = 2123
    await expect(addButton(page)).toHaveText('Add to Bag – $21.23');

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(addButton(page)).toHaveText('Add to Bag – $42.46');
    await page.getByLabel('Made For').fill('Ada');
    await page.getByLabel('Special Instructions').fill('Extra napkins, please');
    await expectNoSeriousAxeViolations(page);
    await addButton(page).click();
    await expect(page.locator('#added-to-cart-alert')).toHaveText(/Added 2 × Turkey Avocado Club to your bag/);
    // The product page is gone: the focus goes to the alert's View Bag, never to the page body.
    await expect(page.locator('#added-to-cart-alert').getByRole('button', { name: 'View Bag' })).toBeFocused();

    // Edit the line from the cart (spec §2 edit={product_id}&position={index}), client-side so the store persists.
    await page.evaluate((mid) => {
      window.history.pushState(
        {},
        '',
        `/menu/${mid}/product/turkey-avocado-club?edit=p-turkey-avocado-club&position=0`,
      );
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, MID);
    await expect(page).toHaveTitle(/^Customize \| Larkspur Bakery & Cafe$/);
    await expect(addButton(page)).toHaveText('Update Bag – $42.46');
    await expect(page.getByLabel('Made For')).toHaveValue('Ada');
    await expect(page.getByRole('radio', { name: /Green Goddess/ })).toBeChecked();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByRole('button', { name: 'Remove Turkey Avocado Club' })).toBeVisible();
    await addButton(page).click();
    await expect(page.locator('#added-to-cart-alert')).toHaveText(/Updated Turkey Avocado Club in your bag/);
    // An edit starts in the bag and ends there.
    await expect(page.getByRole('dialog', { name: 'Your Bag' })).toBeVisible();
  });

  test('per-choice quantity steppers: count up to the group total, priced per shot, and added to the bag', async ({
    page,
  }) => {
    await visit(page, `/menu/${MID}/product/americano`);
    const cents = async () =>
      Math.round(Number(((await addButton(page).textContent()) ?? '').replace(/^.*\$/, '')) * 100);
    const base = await cents();
    const shots = page.getByRole('group', { name: 'Extra Espresso Shots' });
    const addShot = shots.getByRole('button', { name: 'Add one Espresso Shot', exact: true });
    const addDecaf = shots.getByRole('button', { name: 'Add one Decaf Espresso Shot' });
    await addShot.click();
    await addShot.click();
    await expect(shots.getByLabel('Espresso Shot quantity', { exact: true })).toHaveText('2');
    await expect.poll(cents).toBe(base + 200);
    await addDecaf.click();
    // The group holds at most 3 shots in all: every plus button stops there.
    await expect(addShot).toBeDisabled();
    await expect(addDecaf).toBeDisabled();
    await expect.poll(cents).toBe(base + 300);
    await shots.getByRole('button', { name: 'Remove one Espresso Shot', exact: true }).click();
    await expect(shots.getByLabel('Espresso Shot quantity', { exact: true })).toHaveText('1');
    await expect(addShot).toBeEnabled();
    await expect.poll(cents).toBe(base + 200);
    await addButton(page).click();
    await expect(page.locator('#added-to-cart-alert')).toHaveText(/Added 1 × Americano to your bag/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^My Bag, / })
      .click();
    const line = page.getByRole('dialog', { name: 'Your Bag' }).getByTestId('cart-line');
    await expect(line).toContainText('Espresso Shot');
    await expect(line).toContainText('Decaf Espresso Shot');
  });

  test('keyboard only: choose options, custom text and add', async ({ page }) => {
    await visit(page, `/menu/${MID}/product/celebration-cake`);
    const size = page.getByRole('radio', { name: /6" \(serves 8\)/ });
    await size.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /8" \(serves 12\)/ })).toBeChecked();
    await expect(addButton(page)).toHaveText('Add to Bag – $52.00');
    const message = page.getByRole('checkbox', { name: /Add a Message/ });
    await message.focus();
    await page.keyboard.press('Space');
    await expect(addButton(page)).toBeDisabled();
    await expect(page.locator('#add-reason')).toHaveText('Enter your message');
    await page.keyboard.press('Tab');
    const text = page.getByLabel('Your message (up to 40 characters)');
    await expect(text).toBeFocused();
    await expect(text).toHaveAttribute('maxlength', '40');
    await page.keyboard.type('Happy Birthday, Ada!');
    await expect(addButton(page)).toBeEnabled();
    await addButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#added-to-cart-alert')).toHaveText(/Added 1 × Celebration Cake/);
    await expect(page.locator('#added-to-cart-alert').getByRole('button', { name: 'View Bag' })).toBeFocused();
  });

  test('quantity steps: plus disabled at max; at min a new item has a disabled minus, not a trash', async ({
    page,
  }) => {
    await visit(page, `/menu/${MID}/product/french-macarons`);
    await expect(page.getByRole('button', { name: 'Decrease quantity of French Macarons' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove French Macarons' })).toHaveCount(0);
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 7; i++) await plus.click();
    await expect(page.getByRole('group', { name: 'Quantity of French Macarons' })).toContainText('24');
    await expect(plus).toBeDisabled();
  });

  test('allergen tags egg and nuts carry their own drawn icon and name, like the dietary tags', async ({ page }) => {
    await visit(page, `/menu/${MID}/product/french-macarons`);
    const tags = page.getByRole('main').getByRole('list', { name: 'Dietary' });
    await expect(tags.getByRole('listitem')).toHaveText(['Gluten-free', 'Vegetarian', 'Dairy', 'Egg', 'Nuts']);
    // Each tag's drawing is its ::before mask, from its own file.
    const masks = await tags
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => getComputedStyle(li, '::before').maskImage));
    expect(masks.slice(3)).toEqual([
      expect.stringContaining('/images/dietary/egg.svg'),
      expect.stringContaining('/images/dietary/nuts.svg'),
    ]);
    for (const file of ['egg', 'nuts']) expect((await page.request.get(`/images/dietary/${file}.svg`)).ok()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await screenshotBothWidths(page, 'product-allergen-icons');
    // The style reference names them too.
    await visit(page, '/icons');
    for (const name of ['Egg', 'Nuts']) await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
  });

  test('screenshots of the menu and a product page', async ({ page }) => {
    await visit(page, `/menu/${MID}`);
    await screenshotBothWidths(page, 'menu-page');
    await visit(page, `/menu/${MID}/product/turkey-avocado-club`);
    await page.getByRole('checkbox', { name: /Make it a Combo/ }).check();
    await screenshotBothWidths(page, 'menu-product');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the menu HTML lists products with prices and descriptions; search works as a form', async ({ page }) => {
    const response = await page.goto(`/menu/${MID}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    for (const text of [
      'Turkey Avocado Club',
      '$8.49',
      'Roasted turkey breast, applewood bacon',
      'Butter Croissant',
      'Celebration Cake',
    ])
      expect(html).toContain(text);
    await expect(page.getByRole('heading', { name: 'Breakfast Sandwiches' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('latte');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/q=latte/);
    await expect(page.getByRole('heading', { name: 'Caffè Latte' })).toBeVisible();
    const product = await page.goto(`/menu/${MID}/product/turkey-avocado-club`);
    expect(await product!.text()).toContain('Choose a Size');
  });

  test('/menu/category/{cid} opens that category of the default menu, with /menu?product links', async ({ page }) => {
    const response = await page.goto('/menu/category/croissants');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('tab', { name: 'Bakery' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 3, name: 'Croissants' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Butter Croissant' })).toHaveAttribute(
      'href',
      '/menu?product=butter-croissant',
    );
    const product = await page.goto('/menu?product=butter-croissant');
    expect(product?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Butter Croissant' })).toBeVisible();
  });

  test('unknown menu and product answer 404', async ({ page }) => {
    expect((await page.goto('/menu/99999'))?.status()).toBe(404);
    expect((await page.goto(`/menu/${MID}/product/no-such-thing`))?.status()).toBe(404);
  });
});
