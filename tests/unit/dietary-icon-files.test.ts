import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DIETARY_TAGS } from '../../src/domain/menu/dietary-tags.ts';
import { DIETARY_ICONS } from '../../src/web/ui/icons/dietary-icons.tsx';

/** The drawings inside an SVG: its path and circle elements, attributes in a fixed order. */
const shapes = (svg: string) =>
  [...svg.matchAll(/<(path|circle)\b([^>]*?)\/?>/g)].map(
    ([, tag, attrs]) =>
      `${tag} ${[...attrs!.matchAll(/(\w+)="([^"]*)"/g)]
        .map(([, k, v]) => `${k}=${v}`)
        .sort()
        .join(' ')}`,
  );

/**
 * The menu's dietary icons are CSS masks of public/images/dietary/*.svg (decision 141); the
 * /icons page and the design system draw the same icons inline. Both must show one drawing.
 */
describe('dietary icon files', () => {
  it.each(DIETARY_TAGS)('%s.svg draws what the inline icon draws', (tag) => {
    const file = readFileSync(new URL(`../../public/images/dietary/${tag}.svg`, import.meta.url), 'utf8');
    const inline = renderToStaticMarkup(createElement(DIETARY_ICONS[tag]));
    expect(shapes(file).length).toBeGreaterThan(0);
    expect(shapes(file)).toEqual(shapes(inline));
    expect(file).toContain('viewBox="0 0 24 24"');
    expect(file).toContain('stroke-width="1.75"');
  });
});
