import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { cutBrandFont } from '../../scripts/fonts/subset-plugin.ts';

/**
 * Decision 337: how the build cuts the brand faces. Fraunces becomes two static weights, Source
 * Sans stays variable, and both keep only the OpenType features a browser applies by default.
 * The fonts are read back as sfnt tables (the site gets the same cut as woff2).
 */
const require = createRequire(import.meta.url);
const FRAUNCES = require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2');
const SOURCE_SANS = require.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2');
const TEXT = 'Larkspur Bakery & Cafe: Crème brûlée, 12 × $3.50 — “fresh” office waffles';

/** The table tags of an sfnt font, with each table's bytes. */
function tables(font: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    found.set(
      font.toString('latin1', record, record + 4),
      font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    );
  }
  return found;
}

/** The feature tags of a GSUB or GPOS table (its FeatureList). */
function features(table: Buffer | undefined): string[] {
  if (!table) return [];
  const list = table.readUInt16BE(6);
  const count = table.readUInt16BE(list);
  return [
    ...new Set(Array.from({ length: count }, (_, i) => table.toString('latin1', list + 2 + 6 * i, list + 6 + 6 * i))),
  ];
}

describe('brand font cut (decision 337)', () => {
  it('makes Fraunces two static faces whose weight class is the weight the styles ask for', async () => {
    for (const [name, weight] of [
      ['fraunces-700.woff2', 700],
      ['fraunces-400.woff2', 400],
    ] as const) {
      const font = tables(await cutBrandFont(name, TEXT, 'sfnt'));
      expect(font.has('fvar')).toBe(false);
      expect(font.has('gvar')).toBe(false);
      // OS/2 usWeightClass: what the browser matches `font-weight` against.
      expect(font.get('OS/2')!.readUInt16BE(4)).toBe(weight);
    }
  });

  it('keeps Source Sans variable, with kerning and ligatures but without the features no page turns on', async () => {
    const whole = tables(await subsetFont(readFileSync(SOURCE_SANS), TEXT, { targetFormat: 'sfnt' }));
    const font = tables(await cutBrandFont('source-sans-3-latin-wght-normal.woff2', TEXT, 'sfnt'));
    expect(font.has('fvar')).toBe(true);
    expect(features(font.get('GPOS'))).toContain('kern');
    const substitutions = features(font.get('GSUB'));
    expect(substitutions).toContain('liga');
    // Fractions and proportional figures: in the whole cut, not in ours.
    for (const dropped of ['frac', 'numr', 'dnom', 'pnum']) {
      expect(features(whole.get('GSUB'))).toContain(dropped);
      expect(substitutions).not.toContain(dropped);
    }
  });

  it('sends fewer bytes than the variable files cut with every feature', async () => {
    const wholeCut = (source: string) => subsetFont(readFileSync(source), TEXT, { targetFormat: 'woff2' });
    const fraunces = (await cutBrandFont('fraunces-700.woff2', TEXT)).length;
    const sourceSans = (await cutBrandFont('source-sans-3-latin-wght-normal.woff2', TEXT)).length;
    // A static weight is about half the variable file (whose weight deltas are gone).
    expect(fraunces).toBeLessThan((await wholeCut(FRAUNCES)).length * 0.6);
    expect(sourceSans).toBeLessThan((await wholeCut(SOURCE_SANS)).length);
  });
});
