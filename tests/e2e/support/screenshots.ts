import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** A phone, a counter tablet and a desktop: the widths every page is looked at. */
export const PHONE = 390;
export const TABLET = 1024;
export const DESKTOP = 1280;

const DESKTOP_HEIGHT = 800;
const HEIGHTS: Record<number, number> = { [PHONE]: 844, [TABLET]: 768, [DESKTOP]: DESKTOP_HEIGHT };

/**
 * Screenshots of the page at each width as artifacts/screenshots/<name>-<width>.png, to be looked
 * at; the page is left at the desktop size the tests run in.
 */
export async function screenshotsAt(
  page: Page,
  name: string,
  { widths = [PHONE, DESKTOP], fullPage = true }: { widths?: number[]; fullPage?: boolean } = {},
) {
  mkdirSync('artifacts/screenshots', { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHTS[width] ?? DESKTOP_HEIGHT });
    await page.screenshot({ path: `artifacts/screenshots/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: DESKTOP, height: DESKTOP_HEIGHT });
}

/** Staff pages are also looked at on the counter tablet. */
export const STAFF_WIDTHS = [PHONE, TABLET, DESKTOP];
