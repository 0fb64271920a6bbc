import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadAfterChunkError } from '../../src/domain/chunk-reload.ts';
import { pageTitle } from '../../src/domain/page-title.ts';
import { PROGRESS_CAP, isProgressVisible, progressAt } from '../../src/domain/progress-bar.ts';

describe('chunk reload guard (spec §4, §9: once per 60 s)', () => {
  const now = 1_700_000_000_000;
  it('reloads when it never reloaded', () => expect(shouldReloadAfterChunkError(now, null)).toBe(true));
  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError(now, now - 1)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - CHUNK_RELOAD_GUARD_MS + 1)).toBe(false);
  });
  it('reloads again after 60 s', () =>
    expect(shouldReloadAfterChunkError(now, now - CHUNK_RELOAD_GUARD_MS)).toBe(true));
  it('treats a future or bad timestamp as none', () => {
    expect(shouldReloadAfterChunkError(now, now + 10_000)).toBe(true);
    expect(shouldReloadAfterChunkError(now, Number.NaN)).toBe(true);
  });
  it("recognises the browsers' chunk failure messages only", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('progress bar timing (spec §9: starts after 200 ms, 5 s total)', () => {
  it('stays hidden for the first 200 ms', () => {
    expect(isProgressVisible(0)).toBe(false);
    expect(isProgressVisible(200)).toBe(false);
    expect(progressAt(200)).toBe(0);
    expect(isProgressVisible(201)).toBe(true);
  });
  it('grows monotonically and reaches the cap at 5 s, never 100 %', () => {
    let previous = 0;
    for (let ms = 250; ms <= 5_000; ms += 250) {
      const p = progressAt(ms);
      expect(p).toBeGreaterThan(previous);
      previous = p;
    }
    expect(progressAt(5_000)).toBe(PROGRESS_CAP);
    expect(progressAt(60_000)).toBe(PROGRESS_CAP);
  });
  it('is half-way to the cap well before half the time (ease-out)', () =>
    expect(progressAt(1_500)).toBeGreaterThan(PROGRESS_CAP / 2));
});

describe('page title template (spec §2)', () => {
  it('is "{page} | {product name}"', () =>
    expect(pageTitle('Order', 'Larkspur Bakery & Cafe')).toBe('Order | Larkspur Bakery & Cafe'));
  it('is the product name alone without a page', () => {
    expect(pageTitle(null, 'Larkspur Bakery & Cafe')).toBe('Larkspur Bakery & Cafe');
    expect(pageTitle('  ', 'Larkspur Bakery & Cafe')).toBe('Larkspur Bakery & Cafe');
  });
});
