import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardColors } from '../../src/domain/content.ts';

/** Reads the real CSS: each card colour class must pair token colours with ≥ 4.5:1 contrast (WCAG AA). */
const root = path.resolve(import.meta.dirname, '../..');
const tokens = new Map(
  [
    ...readFileSync(path.join(root, 'src/web/styles/tokens.css'), 'utf8').matchAll(
      /(--color-[a-z-]+):\s*(#[0-9a-f]{6})/gi,
    ),
  ].map((m) => [m[1]!, m[2]!]),
);
const cardCss = readFileSync(path.join(root, 'src/web/features/content/content-card.module.css'), 'utf8');

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('content card colours', () => {
  it.each(cardColors)('%s pairs a token background with readable token text', (colour) => {
    const rule = new RegExp(`\\.${colour}\\s*\\{([^}]*)\\}`).exec(cardCss)?.[1];
    expect(rule, `no .${colour} rule`).toBeDefined();
    const background = tokens.get(/background:\s*var\((--color-[a-z-]+)\)/.exec(rule!)?.[1] ?? '');
    const text = tokens.get(/[^-]color:\s*var\((--color-[a-z-]+)\)/.exec(rule!)?.[1] ?? '');
    expect(background && text).toBeTruthy();
    expect(contrast(background!, text!)).toBeGreaterThanOrEqual(4.5);
  });

  it('buttons: labels readable (4.5:1) and fills distinct from the card (WCAG 1.4.11, 3:1)', () => {
    const t = (name: string) => tokens.get(`--color-${name}`)!;
    // solid = white label on primary; light = primary label on white.
    expect(contrast(t('white'), t('primary'))).toBeGreaterThanOrEqual(4.5);
    // Light cards carry the solid primary button, dark cards the white one (content-card.tsx buttonTone).
    for (const card of ['primary-light', 'secondary-light', 'neutral', 'white'])
      expect(contrast(t(card), t('primary')), card).toBeGreaterThanOrEqual(3);
    for (const card of ['primary', 'secondary', 'black'])
      expect(contrast(t(card), t('white')), card).toBeGreaterThanOrEqual(3);
  });
});
