import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio } from '../../src/domain/contrast.ts';
import { SWATCHES } from '../../src/web/routes/typography-swatches.ts';

const tokens = readFileSync(new URL('../../src/web/styles/tokens.css', import.meta.url), 'utf8');
const tokenValue = (name: string) =>
  new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})`).exec(tokens)?.[1]?.toLowerCase();

describe('contrast ratio (WCAG 2.x)', () => {
  it('is 21:1 for black on white and 1:1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#7a3e1d', '#7a3e1d')).toBeCloseTo(1, 5);
  });
  it('formats rounding down', () => expect(formatRatio(4.49)).toBe('4.4:1'));
});

describe('/typography swatches', () => {
  it.each(SWATCHES.map((s) => [s.token, s]))('%s matches tokens.css and meets AA', (_name, s) => {
    expect(s.value).toBe(tokenValue(s.token));
    expect(s.on.value).toBe(tokenValue(s.on.token));
    expect(contrastRatio(s.on.value, s.value)).toBeGreaterThanOrEqual(4.5);
  });
});
