// Sandwiches, wraps, bagels, toasts and flatbreads (issue 15 part 3).
import { C, GLOSS, SHADE, circ, dots, ell, leaf, line, path, rect, scatter, shadow } from './kit.ts';
import { croissantLobes } from './bakery.ts';
import type { SubjectDrawer } from './subject.ts';

const FILLINGS: Record<string, string[]> = {
  club: [C.lettuce, C.tomato, '#f0d2b0', C.bacon, C.avocado],
  'roast-beef': [C.lettuce, C.meat, C.cheese, '#c98a4a'],
  tuna: [C.lettuce, C.tomato, '#efe0bd'],
  veggie: [C.lettuce, '#f2e6c9', '#a7cf7a', C.tomato, C.egg],
  blt: [C.lettuce, C.tomato, C.bacon, C.bacon],
};

/** Two stacked halves seen from the side: bread, wavy fillings, bread. */
export const sandwich: SubjectDrawer = {
  variants: Object.keys(FILLINGS),
  draw(variant) {
    const layers = FILLINGS[variant] ?? FILLINGS.club!;
    const bread = variant === 'tuna' || variant === 'veggie' ? '#b9824c' : C.golden;
    const half = (x: number, y: number, w: number) => {
      let s =
        rect(x, y + 12 + layers.length * 11, w, 22, 10, bread) +
        rect(x + 4, y + 12 + layers.length * 11, w - 8, 8, 4, C.crumb);
      layers.forEach((color, i) => {
        const ly = y + 18 + (layers.length - 1 - i) * 11;
        s += path(`M${x - 4} ${ly + 12}q8-10 16 0${'t16 0'.repeat(Math.ceil(w / 16))}V${ly - 2}H${x - 4}Z`, color);
      });
      return (
        s +
        path(`M${x} ${y + 20}Q${x} ${y - 6} ${x + w / 2} ${y - 6}Q${x + w} ${y - 6} ${x + w} ${y + 20}Z`, bread) +
        rect(x + 2, y + 10, w - 4, 10, 4, C.crumb) +
        ell(x + w * 0.3, y + 2, w * 0.2, 4, '#fff', GLOSS) +
        (variant === 'veggie' || variant === 'tuna'
          ? dots(scatter(`${x}${variant}`, 10, x + w / 2, y + 2, w / 2 - 10, 5), 1.6, C.crumb)
          : '')
      );
    };
    return shadow(160, 192, 120, 12) + half(150, 62, 124) + half(50, 92, 136);
  },
};

/** A pressed or griddled sandwich cut on the diagonal: two toasted slabs, the melt at their sides. */
export const pressed: SubjectDrawer = {
  variants: ['grilled-cheese', 'panini', 'melt', 'croque'],
  draw(variant, seed) {
    const topColor = variant === 'croque' ? '#f3ddb0' : variant === 'panini' ? C.golden : '#d98f3c';
    const half = (pts: Array<[number, number]>) => {
      const [a, b, c] = pts as [[number, number], [number, number], [number, number]];
      const cx = (a[0] + b[0] + c[0]) / 3;
      const cy = (a[1] + b[1] + c[1]) / 3;
      const inset = pts
        .map(([x, y]) => `${Math.round(cx + (x - cx) * 0.8)} ${Math.round(cy + (y - cy) * 0.8)}`)
        .join('L');
      const side = `M${a[0]} ${a[1]}L${b[0]} ${b[1]}v26L${a[0]} ${a[1] + 26}Z`;
      const filling = variant === 'melt' ? C.tomato : C.cheese;
      let top = '';
      if (variant === 'panini')
        top = line(`M${cx - 30} ${cy - 10}l50 6M${cx - 34} ${cy + 8}l50 6`, C.crustDark, 6, 'opacity=".7"');
      if (variant === 'croque') top = dots(scatter(`${seed}${a[0]}`, 6, cx, cy, 22, 10), 5, C.crust, 'opacity=".6"');
      return (
        path(side, C.crumb) +
        path(`M${a[0]} ${a[1] + 9}L${b[0]} ${b[1] + 9}v8L${a[0]} ${a[1] + 17}Z`, filling) +
        path(`M${(a[0] + b[0]) / 2 - 10} ${(a[1] + b[1]) / 2 + 14}q6 16 12 0z`, filling) +
        path(`M${a[0]} ${a[1]}L${b[0]} ${b[1]}v6L${a[0]} ${a[1] + 6}Z`, C.crust) +
        path(`M${a[0]} ${a[1] + 20}L${b[0]} ${b[1] + 20}v6L${a[0]} ${a[1] + 26}Z`, C.crust) +
        path(`M${a[0]} ${a[1]}L${b[0]} ${b[1]}L${c[0]} ${c[1]}Z`, C.crustDark) +
        path(`M${inset}Z`, topColor) +
        top
      );
    };
    const egg =
      variant === 'croque'
        ? ell(210, 112, 34, 16, C.egg) + circ(212, 110, 11, C.yolk) + circ(208, 106, 3.5, '#fff', 'opacity=".6"')
        : '';
    const basil = variant === 'melt' ? leaf(196, 110, 30, C.basil, -30) + leaf(204, 112, 24, C.leaf, 30) : '';
    return (
      shadow(160, 196, 120, 12) +
      half([
        [44, 132],
        [150, 150],
        [98, 66],
      ]) +
      half([
        [150, 168],
        [278, 150],
        [238, 76],
      ]) +
      egg +
      basil
    );
  },
};

/** A long roll (banh mi). */
export const sub: SubjectDrawer = {
  variants: ['banh-mi'],
  draw() {
    return (
      shadow(160, 188, 130, 12) +
      `<g transform="rotate(-8 160 130)">${rect(30, 136, 260, 34, 17, C.golden)}${line('M40 134h240', C.orange, 8)}${line('M44 126h232', '#f7f2e4', 8)}${[60, 100, 150, 200, 250].map((x) => leaf(x, 122, 24, C.leaf, -30)).join('')}${line('M48 136h220', '#d9e8a6', 5)}${path('M30 130Q30 82 160 82Q290 82 290 130Z', C.golden)}${path('M200 84Q290 86 290 130H250Q250 96 200 84Z', C.crust, 'opacity=".5"')}${line('M84 100l18-8M134 94l18-8M184 94l18-8M234 100l18-8', C.crumb, 5)}</g>`
    );
  },
};

const BUNS: Record<string, { bun: 'croissant' | 'biscuit' | 'ciabatta' | 'muffin'; filling: string[] }> = {
  'croissant-egg': { bun: 'croissant', filling: [C.egg, C.yolk, C.cheese] },
  'croissant-bacon': { bun: 'croissant', filling: [C.yolk, C.bacon, C.cheese] },
  'biscuit-sausage': { bun: 'biscuit', filling: [C.yolk, C.meat, C.cheese] },
  'ciabatta-frittata': { bun: 'ciabatta', filling: ['#f2d36b', C.leaf, C.tomato] },
};

/** A breakfast sandwich: bun, egg, cheese, maybe meat. */
export const eggSandwich: SubjectDrawer = {
  variants: Object.keys(BUNS),
  draw(variant) {
    const b = BUNS[variant] ?? BUNS['croissant-egg']!;
    const base = b.bun === 'biscuit' ? '#e3ae62' : b.bun === 'ciabatta' ? '#dcb07a' : C.golden;
    let y = 150;
    let s =
      shadow(160, 194, 112, 12) +
      path('M64 160Q64 190 160 190Q256 190 256 160Z', base) +
      path('M160 190Q256 190 256 160H222Q222 186 160 190Z', C.crustDark, SHADE);
    for (const color of b.filling) {
      s += path(`M56 ${y + 10}q12-14 26 0t26 0t26 0t26 0t26 0t26 0t26 0t26 -2V${y - 6}H56Z`, color);
      y -= 12;
    }
    if (b.filling[0] === C.egg) s += circ(120, 150, 10, C.yolk);
    const top =
      b.bun === 'croissant'
        ? `<g transform="translate(0 -46)">${croissantLobes()}</g>`
        : b.bun === 'biscuit'
          ? path('M70 132Q70 70 160 68Q250 70 250 132Z', '#e3ae62') +
            rect(74, 104, 172, 10, 4, '#f4dcaa', 'opacity=".7"')
          : path('M54 130Q60 76 160 74Q260 76 266 130Z', base) +
            dots(scatter(variant, 30, 160, 100, 86, 16), 2, '#fff', 'opacity=".6"');
    return s + top + (b.bun === 'croissant' ? '' : ell(120, 82, 30, 7, '#fff', GLOSS));
  },
};

export const bagel: SubjectDrawer = {
  variants: ['salmon'],
  draw(_v, seed) {
    return (
      shadow(160, 192, 120, 12) +
      ell(160, 148, 118, 46, C.crust) +
      ell(160, 138, 118, 46, C.golden) +
      ell(160, 134, 100, 36, C.egg) +
      path(
        'M86 132q20-26 44-4q20-24 42-2q22-22 44 2q16-16 28 4q-20 24-46 10q-22 20-44 0q-22 18-44 2q-14 8-24-12z',
        C.salmon,
      ) +
      line('M100 126q20-10 30 4M150 124q20-10 30 4M196 126q16-8 24 4', '#fbc0a5', 3) +
      dots(scatter(seed, 8, 160, 136, 80, 24), 3.5, C.leaf) +
      line('M100 146a14 8 0 1 0 28 0a14 8 0 1 0 -28 0M190 148a14 8 0 1 0 28 0', '#9c4a7a', 3) +
      dots(scatter(seed + 's', 26, 160, 160, 110, 18), 1.6, '#3b2a2c')
    );
  },
};

export const wrap: SubjectDrawer = {
  variants: ['egg-white'],
  draw(_v, seed) {
    const half = (x: number, y: number, a: number) =>
      `<g transform="rotate(${a} ${x} ${y})">${rect(x - 90, y - 32, 96, 64, 32, '#d7b27a')}${rect(x - 90, y - 12, 96, 44, 22, C.brandDark, SHADE)}${ell(x, y, 26, 32, '#c79d63')}${ell(x, y, 21, 27, C.egg)}${dots(scatter(seed + x, 5, x, y, 14, 18), 5, C.leaf)}${dots(scatter(seed + y, 3, x, y, 12, 16), 4, C.tomato)}${dots(scatter(seed + a, 3, x, y, 12, 16), 4, C.avocado)}</g>`;
    return shadow(160, 190, 120, 12) + half(150, 108, -12) + half(250, 150, 8);
  },
};

export const avocadoToast: SubjectDrawer = {
  variants: ['classic'],
  draw(_v, seed) {
    return (
      shadow(160, 190, 116, 12) +
      path('M56 150Q48 96 88 86Q120 60 160 70Q206 58 238 84Q276 96 266 152Q262 180 160 184Q60 182 56 150Z', C.crust) +
      path(
        'M68 146Q62 104 94 96Q124 74 160 82Q204 72 230 94Q258 104 254 148Q248 168 160 170Q74 168 68 146Z',
        C.avocado,
      ) +
      dots(scatter(seed, 12, 160, 124, 76, 32), 4, C.avocadoDark) +
      dots(scatter(seed + 'c', 14, 160, 122, 80, 34), 2, C.tomato) +
      dots(scatter(seed + 'e', 26, 160, 122, 82, 34), 1.5, '#2b2220') +
      [
        [120, 110],
        [196, 134],
      ]
        .map(([x, y]) => circ(x!, y!, 12, '#f6d9df') + circ(x!, y!, 8, '#fff', 'opacity=".8"'))
        .join('') +
      leaf(150, 100, 16, C.leaf, -20) +
      leaf(210, 108, 14, C.leaf, 30)
    );
  },
};

const FLAT: Record<string, { sauce: string; top: (s: string) => string }> = {
  margherita: {
    sauce: C.tomato,
    top: () =>
      [
        [96, 112],
        [140, 140],
        [170, 106],
        [212, 136],
        [226, 104],
      ]
        .map(([x, y], i) => ell(x!, y!, 17, 11, C.egg) + leaf(x! + 14, y! + 10, 20, C.basil, i * 50 - 40))
        .join(''),
  },
  mushroom: {
    sauce: '#f1e1bd',
    top: (s) =>
      scatter(s, 9, 160, 124, 80, 28)
        .map(([x, y]) => path(`M${x - 9} ${y}a9 7 0 0 1 18 0z`, '#8a5a3a') + rect(x - 3, y, 6, 6, 2, '#d9c0a0'))
        .join('') + dots(scatter(s + 't', 16, 160, 124, 84, 30), 2, C.leaf),
  },
  'prosciutto-fig': {
    sauce: '#f3e6d0',
    top: (s) =>
      scatter(s, 5, 160, 124, 76, 26)
        .map(([x, y]) => path(`M${x - 14} ${y}q14-12 28 0q-14 10-28 0z`, C.ham))
        .join('') +
      dots(scatter(s + 'f', 6, 160, 124, 76, 26), 6, '#6a2d4a') +
      scatter(s + 'a', 7, 160, 124, 84, 30)
        .map(([x, y], i) => leaf(x, y, 14, C.leaf, i * 50))
        .join(''),
  },
  bbq: {
    sauce: '#8e3a1e',
    top: (s) =>
      dots(scatter(s, 12, 160, 124, 80, 28), 6, '#e0b58a') +
      line(
        scatter(s + 'o', 4, 160, 124, 70, 24)
          .map(([x, y]) => `M${x - 8} ${y}q8-8 16 0`)
          .join(''),
        '#9c4a7a',
        3,
      ) +
      dots(scatter(s + 'c', 12, 160, 124, 84, 30), 2.5, C.leaf),
  },
};

/** A flatbread on a wooden board. */
export const flatbread: SubjectDrawer = {
  variants: Object.keys(FLAT),
  draw(variant, seed) {
    const f = FLAT[variant] ?? FLAT.margherita!;
    return (
      shadow(160, 192, 124, 12) +
      rect(26, 110, 268, 76, 20, '#b77a45', 'transform="skewX(-8)"') +
      rect(40, 106, 250, 70, 18, '#d39a62', 'transform="skewX(-8)"') +
      rect(52, 80, 216, 92, 44, C.golden) +
      rect(64, 90, 192, 72, 36, f.sauce) +
      dots(scatter(seed + 'blister', 10, 160, 126, 106, 44), 3, C.crustDark, 'opacity=".5"') +
      f.top(seed)
    );
  },
};
