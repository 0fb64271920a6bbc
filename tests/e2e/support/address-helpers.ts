import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Types an address into an address combobox and picks its suggestion by keyboard (↓, Enter).
 * Waits for the suggestions of the whole text first: on a loaded machine a pause between
 * keystrokes lets an earlier, partial query answer, and its reply list is replaced (and the
 * highlight reset) when the final one lands, so ↓ then Enter on the early list chose nothing.
 */
export async function chooseAddressByKeyboard(page: Page, combobox: Locator, address: string): Promise<void> {
  const finalSuggestions = page.waitForResponse((r) => {
    const url = new URL(r.url());
    // The delivery address asks the geocoder; the store search also names stores and neighbourhoods.
    const suggests = url.pathname.endsWith('/geocode/autocomplete') || url.pathname.endsWith('/locations/suggestions');
    return suggests && url.searchParams.get('q') === address;
  });
  await combobox.pressSequentially(address, { delay: 5 });
  await finalSuggestions;
  const option = page.getByRole('option', { name: address }).first();
  await expect(option).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
}
