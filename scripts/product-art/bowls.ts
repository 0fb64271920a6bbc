// Salads, grain bowls, soups, pasta, oats and cups of fruit (issue 15 part 3).
import { C, blocks, bowl, circ, dots, ell, leaf, line, path, rect, scatter, shadow, steam } from './kit.ts';
import type { SubjectDrawer } from './subject.ts';

type Toppings = (seed: string) => string;
const greens = (seed: string, dark: string = C.leaf, light: string = C.lettuce) =>
  scatter(seed, 14, 160, 104, 92, 20)
    .map(([x, y], i) => leaf(x - 14, y, 34, i % 2 ? dark : light, (i * 67) % 360))
    .join('');
const cubes = (seed: string, n: number, color: string, size = 9) =>
  blocks(scatter(seed, n, 160, 100, 80, 16), size, size, 2, color);
const bits = (seed: string, n: number, color: string, r = 5) => dots(scatter(seed, n, 160, 100, 82, 16), r, color);

const SALADS: Record<string, Toppings> = {
  caesar: (s) =>
    greens(s) +
    cubes(s + 'c', 6, C.golden, 12) +
    scatter(s + 'k', 4, 160, 98, 70, 12)
      .map(([x, y]) => rect(x - 16, y - 4, 32, 9, 4, '#e9c08a'))
      .join('') +
    line(
      scatter(s + 'p', 5, 160, 100, 70, 14)
        .map(([x, y]) => `M${x} ${y}l12-4`)
        .join(''),
      '#fff6dc',
      4,
    ),
  greek: (s) =>
    greens(s) +
    bits(s + 't', 6, C.tomato, 7) +
    bits(s + 'o', 6, C.bean, 5) +
    cubes(s + 'f', 6, C.egg, 10) +
    scatter(s + 'c', 4, 160, 100, 70, 14)
      .map(([x, y]) => circ(x, y, 8, '#cfe3a8') + circ(x, y, 5, '#eef4d8'))
      .join(''),
  harvest: (s) =>
    greens(s) +
    cubes(s + 'q', 8, C.orange, 10) +
    scatter(s + 'a', 4, 160, 100, 70, 14)
      .map(([x, y]) => path(`M${x - 10} ${y}a10 6 0 0 0 20 0z`, '#f4efd2', `stroke="${C.red}" stroke-width="2"`))
      .join('') +
    bits(s + 'p', 6, C.crustDark, 4),
  cobb: (s) =>
    greens(s) +
    [C.egg, C.bacon, C.avocado, C.tomato, '#dfe6ee'].map((c, i) => rect(86 + i * 30, 88, 26, 16, 4, c)).join('') +
    circ(102, 96, 5, C.yolk),
  kale: (s) =>
    greens(s, C.kale, C.leaf) +
    bits(s + 'q', 26, '#b0503a', 2.2) +
    bits(s + 'c', 7, C.golden, 5) +
    bits(s + 'r', 7, C.red, 4) +
    bits(s + 'a', 5, C.almond, 4),
  sesame: (s) =>
    greens(s, C.lettuce, '#dfe9b0') +
    bits(s + 'm', 6, C.orange, 7) +
    bits(s + 'e', 8, '#8cbf3f', 4) +
    line(
      scatter(s + 'w', 5, 160, 98, 70, 12)
        .map(([x, y]) => `M${x} ${y}l16-6`)
        .join(''),
      C.golden,
      4,
    ) +
    bits(s + 's', 20, '#fff', 1.4),
  side: (s) =>
    greens(s) +
    scatter(s + 'c', 4, 160, 100, 70, 14)
      .map(([x, y]) => circ(x, y, 8, '#cfe3a8') + circ(x, y, 5, '#eef4d8'))
      .join('') +
    bits(s + 't', 4, C.tomato, 6) +
    bits(s + 'r', 4, C.pink, 5),
  family: (s) =>
    greens(s) + bits(s + 't', 8, C.tomato, 7) + cubes(s + 'c', 6, C.golden, 10) + bits(s + 'o', 5, C.bean, 5),
};

export const saladBowl: SubjectDrawer = {
  variants: Object.keys(SALADS),
  draw(variant, seed) {
    const toppings = (SALADS[variant] ?? SALADS.side!)(seed);
    const tongs = variant === 'family' ? line('M246 40l-34 70M262 46l-38 66', '#b77a45', 7) : '';
    return bowl(ell(160, 108, 100, 22, C.leaf) + toppings, { rx: variant === 'family' ? 122 : 112 }) + tongs;
  },
};

const GRAIN: Record<string, { base: string; parts: string[] }> = {
  goddess: { base: '#c8a46a', parts: [C.leaf, '#cfe3a8', C.avocado, C.egg, '#f3f0e2'] },
  shawarma: { base: '#b08150', parts: ['#c9772f', '#efe0c0', C.tomato, '#9c4a7a', '#cfe3a8'] },
  salmon: { base: C.rice, parts: [C.salmon, '#8cbf3f', '#cfe3a8', C.pink, C.avocado] },
  baja: { base: '#eef2d8', parts: [C.bean, C.corn, C.tomato, C.avocado, '#f0b08a'] },
};

/** A grain bowl: the base with five toppings in wedges, the way they are served. */
export const grainBowl: SubjectDrawer = {
  variants: Object.keys(GRAIN),
  draw(variant, seed) {
    const g = GRAIN[variant] ?? GRAIN.goddess!;
    const wedges = g.parts
      .map((color, i) => {
        const x = 84 + i * 38;
        return blocks(scatter(`${seed}${i}`, 5, x, 104, 14, 10), 12, 10, 4, color);
      })
      .join('');
    const egg = variant === 'goddess' ? ell(198, 100, 16, 10, C.egg) + circ(198, 100, 7, C.yolk) : '';
    const fish =
      variant === 'salmon'
        ? rect(82, 90, 50, 22, 6, C.salmon) + line('M92 92l6 18M104 92l6 18M116 92l6 18', '#fbc0a5', 2)
        : '';
    return bowl(
      ell(160, 108, 100, 22, g.base) +
        dots(scatter(seed, 16, 160, 106, 90, 18), 2, '#fff', 'opacity=".4"') +
        wedges +
        egg +
        fish +
        dots(scatter(seed + 's', 14, 160, 104, 80, 14), 1.4, C.bean),
    );
  },
};

const SOUPS: Record<string, { color: string; top: Toppings }> = {
  tomato: {
    color: '#c8452a',
    top: (s) =>
      line('M120 106q20-12 40 0t40 0', '#fbe8d6', 4) +
      leaf(176, 96, 22, C.basil, -20) +
      leaf(174, 100, 18, C.leaf, 40) +
      dots(scatter(s, 6, 160, 104, 60, 10), 2, '#f4a08a'),
  },
  'broccoli-cheddar': {
    color: '#e9a93a',
    top: (s) =>
      scatter(s, 6, 160, 104, 70, 12)
        .map(([x, y]) => circ(x, y, 7, C.leaf) + circ(x + 5, y - 3, 5, C.kale))
        .join('') + bits(s + 'c', 5, C.orange, 4),
  },
  'chicken-noodle': {
    color: '#eac46a',
    top: (s) =>
      line(
        scatter(s, 6, 160, 104, 70, 12)
          .map(([x, y]) => `M${x - 12} ${y}q6-6 12 0t12 0`)
          .join(''),
        '#fff3c8',
        4,
      ) +
      bits(s + 'c', 6, C.orange, 4) +
      bits(s + 'p', 6, C.leaf, 2.5) +
      cubes(s + 'k', 4, '#f3e3c3', 8),
  },
  lentil: {
    color: '#c9762f',
    top: (s) =>
      dots(scatter(s, 30, 160, 104, 84, 14), 2, '#e59a4a') +
      path('M196 94l24 6l-18 14z', C.lemon) +
      dots(scatter(s + 'h', 6, 160, 102, 60, 10), 2.5, C.leaf),
  },
  chowder: {
    color: '#f3ead6',
    top: (s) =>
      cubes(s, 6, '#f2dda0', 9) +
      bits(s + 'b', 8, C.bacon, 3) +
      dots(scatter(s + 't', 12, 160, 104, 70, 12), 1.8, C.leaf) +
      scatter(s + 'c', 3, 160, 102, 60, 10)
        .map(([x, y]) => ell(x, y, 8, 5, '#e9cfae'))
        .join(''),
  },
};

export const soupBowl: SubjectDrawer = {
  variants: Object.keys(SOUPS),
  draw(variant, seed) {
    const soup = SOUPS[variant] ?? SOUPS.tomato!;
    return (
      bowl(
        ell(160, 108, 100, 22, soup.color) +
          ell(130, 102, 36, 6, '#fff', 'opacity=".2"') +
          soup.top(seed) +
          steam(160, 70),
        { depth: 70, rx: 108 },
      ) +
      `<g transform="rotate(28 262 86)">${rect(240, 40, 12, 80, 6, '#c7c2bb')}${ell(246, 122, 16, 20, '#c7c2bb')}</g>`
    );
  },
};

const PASTA: Record<string, { sauce: string; piece: (x: number, y: number, i: number) => string; garnish: Toppings }> =
  {
    bolognese: {
      sauce: '#a83a22',
      piece: (x, y, i) =>
        `<g transform="rotate(${i * 37} ${x} ${y})">${rect(x - 14, y - 7, 28, 14, 5, '#f1c777')}${ell(x + 13, y, 3, 6, '#a0602a')}</g>`,
      garnish: (s) =>
        dots(scatter(s, 5, 160, 100, 60, 12), 8, C.egg) + dots(scatter(s + 'h', 6, 160, 100, 70, 12), 2.5, C.leaf),
    },
    'pesto-tortellini': {
      sauce: '#7aa23a',
      piece: (x, y, i) =>
        path(`M${x - 12} ${y + 4}a12 10 0 1 1 24 0q-12 8-24 0z`, '#f3d591', `transform="rotate(${i * 41} ${x} ${y})"`),
      garnish: (s) =>
        dots(scatter(s, 6, 160, 100, 70, 12), 6, C.tomato) +
        line(
          scatter(s + 'p', 5, 160, 100, 60, 10)
            .map(([x, y]) => `M${x} ${y}l12-3`)
            .join(''),
          '#fff6dc',
          3,
        ),
    },
  };

export const pasta: SubjectDrawer = {
  variants: Object.keys(PASTA),
  draw(variant, seed) {
    const p = PASTA[variant] ?? PASTA.bolognese!;
    return bowl(
      ell(160, 108, 100, 22, p.sauce) +
        scatter(seed, 12, 160, 102, 80, 14)
          .map(([x, y], i) => p.piece(x, y, i))
          .join('') +
        p.garnish(seed + 'g'),
      { color: C.china, depth: 64 },
    );
  },
};

/** Mac and cheese in a small cast-iron skillet under toasted crumbs. */
export const macAndCheese: SubjectDrawer = {
  variants: ['baked'],
  draw(_v, seed) {
    return (
      shadow(160, 184, 116, 12) +
      line('M248 130l50-24', '#2b2422', 16) +
      ell(160, 146, 108, 40, '#2b2422') +
      ell(160, 136, 100, 34, '#3b3331') +
      ell(160, 136, 90, 28, '#f0b83c') +
      line(
        scatter(seed, 18, 160, 136, 74, 20)
          .map(([x, y]) => `M${x - 8} ${y}q4-8 8 0t8 0`)
          .join(''),
        '#f7d57a',
        4,
      ) +
      dots(scatter(seed + 'c', 40, 160, 134, 80, 22), 2.4, C.crust) +
      dots(scatter(seed + 'h', 8, 160, 134, 60, 16), 2, C.leaf)
    );
  },
};

export const oats: SubjectDrawer = {
  variants: ['oatmeal', 'overnight'],
  draw(variant, seed) {
    if (variant === 'overnight') {
      return (
        shadow(160, 200, 66, 9) +
        path('M108 58H212V186Q212 198 200 198H120Q108 198 108 186Z', C.glass) +
        path('M112 96H208V186Q208 194 200 194H120Q112 194 112 186Z', '#eadbc0') +
        dots(scatter(seed, 50, 160, 150, 44, 40), 1.6, '#3b2a2c') +
        path('M112 96H208V112H112Z', '#d9a766') +
        cubes(seed + 'a', 0, C.red) +
        [
          [136, 90],
          [164, 86],
          [188, 92],
        ]
          .map(([x, y]) => rect(x! - 9, y! - 9, 18, 16, 4, '#f6efd8', `stroke="${C.red}" stroke-width="3"`))
          .join('') +
        rect(104, 46, 112, 16, 5, C.green) +
        line('M118 70v110', '#fff', 6, 'opacity=".4"')
      );
    }
    return bowl(
      ell(160, 108, 100, 22, '#e6d1a8') +
        dots(scatter(seed, 40, 160, 108, 88, 18), 2.4, '#cdb38a') +
        dots(scatter(seed + 'b', 7, 150, 100, 40, 10), 6, C.berry) +
        scatter(seed + 'n', 4, 190, 104, 30, 8)
          .map(([x, y]) => circ(x, y, 9, '#f6e8b0') + circ(x, y, 3, '#d9c27a'))
          .join('') +
        steam(160, 70),
    );
  },
};

/** A clear cup of yogurt, granola and berries, or of cut fruit. */
export const fruitCup: SubjectDrawer = {
  variants: ['parfait', 'fruit'],
  draw(variant, seed) {
    const layers =
      variant === 'parfait'
        ? path('M116 160H204L200 192H120Z', C.egg) +
          path('M114 134H206L204 160H116Z', C.red, 'opacity=".85"') +
          path('M112 108H208L206 134H114Z', C.egg) +
          dots(scatter(seed, 18, 160, 96, 46, 8), 5, C.grain) +
          dots(scatter(seed + 'b', 6, 160, 88, 40, 6), 7, C.berry) +
          dots(scatter(seed + 'r', 4, 160, 86, 40, 6), 7, C.red)
        : scatter(seed, 16, 160, 136, 34, 52)
            .map(([x, y], i) =>
              i % 4 === 1
                ? circ(x, y, 10, '#7b4a8a')
                : i % 4 === 3
                  ? circ(x, y, 9, C.red)
                  : rect(x - 11, y - 10, 22, 20, 5, i % 4 === 0 ? C.lemon : '#f5a05a'),
            )
            .join('') + leaf(164, 74, 26, C.leaf, -30);
    return (
      shadow(160, 200, 64, 9) +
      path('M106 76H214L202 192Q200 198 192 198H128Q120 198 118 192Z', C.glass, 'opacity=".9"') +
      layers +
      ell(160, 76, 54, 9, C.glass) +
      line('M112 84L124 190', '#fff', 6, 'opacity=".35"')
    );
  },
};
