// Catering boxes and platters (issue 15 part 3).
import { C, GLOSS, circ, dots, ell, leaf, line, path, rect, scatter, shadow } from './kit.ts';
import type { SubjectDrawer } from './subject.ts';

const miniCroissant = (x: number, y: number) =>
  ell(x, y, 22, 12, C.golden) + line(`M${x - 10} ${y - 8}l4 16M${x} ${y - 11}v22M${x + 10} ${y - 8}l-4 16`, C.crust, 3);
const miniMuffin = (x: number, y: number, s: string) =>
  circ(x, y, 15, C.golden) + dots(scatter(s, 4, x, y, 9, 9), 3, C.berry);
const miniSandwich = (x: number, y: number) =>
  path(
    `M${x - 22} ${y + 12}L${x} ${y - 14}L${x + 22} ${y + 12}Z`,
    C.crumb,
    `stroke="${C.golden}" stroke-width="4" stroke-linejoin="round"`,
  ) + line(`M${x - 14} ${y + 8}h28`, C.lettuce, 4);
const miniCookie = (x: number, y: number, s: string) =>
  circ(x, y, 15, C.golden) + dots(scatter(s, 4, x, y, 9, 9), 3, C.choc);

const CONTENTS: Record<string, (seed: string) => string> = {
  pastries: (s) =>
    [...Array(8).keys()]
      .map((i) =>
        i % 2
          ? miniMuffin(96 + (i % 4) * 44, 126 + Math.floor(i / 4) * 34, s + i)
          : miniCroissant(96 + (i % 4) * 44, 126 + Math.floor(i / 4) * 34),
      )
      .join(''),
  'breakfast-sandwiches': () =>
    [...Array(8).keys()]
      .map(
        (i) =>
          rect(78 + (i % 4) * 44, 112 + Math.floor(i / 4) * 34, 38, 28, 6, i % 3 ? '#f1e7d6' : C.golden) +
          rect(78 + (i % 4) * 44, 122 + Math.floor(i / 4) * 34, 38, 6, 0, i % 3 ? C.brand : C.yolk),
      )
      .join(''),
  lunch: (s) =>
    miniSandwich(110, 140) + miniSandwich(140, 140) + rect(176, 116, 36, 44, 6, C.green) + miniCookie(236, 138, s),
};

/** An open kraft box with the brand's band, contents seen from above. */
export const cateringBox: SubjectDrawer = {
  variants: Object.keys(CONTENTS),
  draw(variant, seed) {
    return (
      shadow(160, 198, 128, 12) +
      path('M56 44H264L272 100H48Z', C.kraftDark) +
      rect(130, 56, 60, 28, 4, C.brand) +
      path('M48 100H272L262 190H58Z', C.kraft) +
      path('M60 104H260L254 170H66Z', '#f6ead7') +
      (CONTENTS[variant] ?? CONTENTS.pastries!)(seed) +
      path('M58 170H262V190H58Z', C.kraftDark) +
      rect(140, 172, 40, 14, 3, C.brand)
    );
  },
};

const TRAYS: Record<string, (seed: string) => string> = {
  fruit: (s) =>
    [C.lemon, '#a9d37a', C.orange, C.red, '#7b4a8a', C.lemon, '#a9d37a', C.orange, C.red, '#7b4a8a', C.orange, C.lemon]
      .map((color, i) => {
        const x = 70 + (i % 6) * 36 + (i >= 6 ? 18 : 0);
        const y = 122 + (i >= 6 ? 28 : 0) + ((i * 7) % 3) * 3;
        return i % 3 === 0
          ? rect(x - 17, y - 14, 34, 28, 7, color)
          : circ(x, y, 16, color) + circ(x - 5, y - 5, 4, '#fff', 'opacity=".4"');
      })
      .join('') +
    scatter(s + 'm', 3, 160, 130, 80, 20)
      .map(([x, y], i) => leaf(x, y, 22, C.leaf, i * 80))
      .join(''),
  sandwiches: () =>
    [...Array(5).keys()]
      .map((i) => `<g transform="translate(${84 + i * 38} ${136 + (i % 2) * 14}) scale(1.5)">${miniSandwich(0, 0)}</g>`)
      .join('') +
    dots(
      [
        [70, 160],
        [250, 158],
      ],
      9,
      '#7aa23a',
    ),
  cookies: (s) =>
    [...Array(9).keys()]
      .map((i) =>
        i % 3 === 2
          ? rect(70 + i * 20, 118 + (i % 2) * 22, 26, 22, 3, C.lemon)
          : miniCookie(78 + i * 20, 124 + (i % 2) * 22, s + i),
      )
      .join(''),
};

export const platter: SubjectDrawer = {
  variants: Object.keys(TRAYS),
  draw(variant, seed) {
    return (
      shadow(160, 186, 138, 12) +
      ell(160, 146, 142, 46, C.rim) +
      ell(160, 140, 136, 42, C.china) +
      ell(150, 116, 50, 8, '#fff', GLOSS) +
      (TRAYS[variant] ?? TRAYS.fruit!)(seed)
    );
  },
};
