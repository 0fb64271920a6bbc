// Plated breakfasts and dinners, griddle stacks and skillets (issue 15 part 3).
import {
  C,
  GLOSS,
  SHADE,
  blocks,
  circ,
  dots,
  ell,
  leaf,
  line,
  path,
  plate,
  rect,
  scatter,
  shadow,
  steam,
} from './kit.ts';
import type { SubjectDrawer } from './subject.ts';

const friedEgg = (x: number, y: number) =>
  path(
    `M${x - 30} ${y}q-4-18 18-20q14-10 30 2q18 2 14 18q2 14-20 14q-30 4-42-14z`,
    C.egg,
    `stroke="${C.rim}" stroke-width="2"`,
  ) +
  circ(x + 2, y - 4, 11, C.yolk) +
  circ(x - 2, y - 8, 3.5, '#fff', 'opacity=".6"');
const potatoes = (seed: string, cx: number, cy: number, n = 9) => {
  const at = scatter(seed, n, cx, cy, 34, 12);
  return (
    blocks(at, 16, 14, 5, '#e8b25a') +
    blocks(
      at.map(([x, y]) => [x, y + 4]),
      16,
      6,
      3,
      C.crust,
      'opacity=".6"',
    ) +
    dots(scatter(seed + 'r', 6, cx, cy, 30, 10), 1.6, C.leaf)
  );
};
const toast = (x: number, y: number) =>
  path(`M${x} ${y + 30}l10-26q4-10 16-8q8-8 18 0q12 0 10 12l-6 22z`, C.crust) +
  path(`M${x + 6} ${y + 26}l8-20q4-6 12-5q6-6 13 0q9 1 7 9l-5 16z`, '#eab45c');

const PLATES: Record<string, (seed: string) => string> = {
  eggs: (s) => friedEgg(120, 150) + friedEgg(170, 166) + potatoes(s, 214, 148) + toast(96, 112),
  scramble: (s) =>
    path('M84 156q-6-22 22-24q14-16 38-6q26-4 28 16q10 18-14 24q-40 10-74-10z', '#f7d35a') +
    dots(scatter(s, 10, 128, 150, 34, 10), 3, C.tomato) +
    dots(scatter(s + 'g', 10, 128, 150, 34, 10), 2.5, C.leaf) +
    dots(scatter(s + 'h', 6, 128, 150, 30, 8), 3.5, C.ham) +
    potatoes(s, 206, 156) +
    toast(160, 110),
  benedict: (s) =>
    [110, 196]
      .map(
        (x) =>
          ell(x, 160, 40, 14, '#d9a766') +
          ell(x, 152, 38, 12, C.salmon) +
          ell(x, 142, 30, 14, C.egg) +
          path(`M${x - 32} ${x > 150 ? 140 : 138}q32-18 64 0q-4 16-18 10q-14 10-28 0q-14 8-18-10z`, '#f6c94a'),
      )
      .join('') +
    dots(scatter(s, 8, 154, 134, 70, 10), 2, C.leaf) +
    dots(scatter(s + 'p', 6, 154, 130, 70, 10), 1.6, C.tomato),
  bacon: () =>
    [0, 1, 2]
      .map(
        (i) =>
          line(`M${92 + i * 10} ${134 + i * 16}q20-12 40 0t40 0t40 0`, C.bacon, 14) +
          line(`M${92 + i * 10} ${134 + i * 16}q20-12 40 0t40 0t40 0`, '#f1b8a0', 4),
      )
      .join(''),
  potatoes: (s) => {
    const at = scatter(s, 20, 160, 146, 62, 18);
    return (
      blocks(at, 24, 20, 7, '#e8b25a') +
      blocks(
        at.map(([x, y]) => [x, y + 6]),
        24,
        8,
        4,
        C.crust,
        'opacity=".6"',
      ) +
      dots(scatter(s + 'r', 14, 160, 144, 60, 16), 2, C.leaf) +
      dots(scatter(s + 'g', 10, 160, 144, 60, 16), 1.5, '#fff')
    );
  },
  chicken: (s) =>
    path('M96 150q-8-40 40-48q40-8 64 14q20 20 0 40q-40 16-104-6z', '#c8792f') +
    line('M110 132q20-24 60-20', '#f0b25a', 6, 'opacity=".8"') +
    path('M196 152q30-6 34 10q-4 12-30 6', '#c8792f') +
    potatoes(s, 214, 166, 6) +
    scatter(s + 'g', 5, 108, 170, 22, 6)
      .map(([x, y], i) => leaf(x, y, 20, C.leaf, i * 70))
      .join('') +
    dots(scatter(s + 'h', 10, 150, 126, 40, 12), 2, C.leaf),
  salmon: (s) =>
    path('M94 146q0-26 40-30h60q24 4 22 26q-2 20-30 22h-60q-32-2-32-18z', C.salmon) +
    line('M120 122l10 40M146 120l10 44M172 120l10 44', '#fbc0a5', 3) +
    line('M100 138q40-20 110-16', '#b5532a', 5, 'opacity=".7"') +
    line(
      scatter(s, 6, 200, 170, 30, 6)
        .map(([x, y]) => `M${x - 12} ${y}l24-6`)
        .join(''),
      C.leaf,
      5,
    ) +
    potatoes(s + 'p', 116, 172, 5),
  'short-rib': (s) =>
    ell(160, 156, 92, 26, '#f5d27a') +
    ell(150, 152, 50, 10, '#fbe6a6') +
    rect(104, 110, 112, 50, 16, C.meat) +
    path('M104 146h112v10q0 8-16 8h-80q-16 0-16-8z', '#5a2818') +
    line('M118 122q40-10 84 0M120 136q40-8 80 0', '#9c5236', 4) +
    dots(scatter(s, 18, 160, 116, 44, 6), 2.4, C.leaf) +
    dots(scatter(s + 'l', 6, 160, 116, 40, 6), 2, C.lemon),
};

export const platedMeal: SubjectDrawer = {
  variants: Object.keys(PLATES),
  draw(variant, seed) {
    // The food is drawn at plate scale, then enlarged so it fills the card like a served plate.
    return (
      plate(160, 162, 140, 50) +
      `<g transform="matrix(1.3 0 0 1.3 -48 -44)">${(PLATES[variant] ?? PLATES.eggs!)(seed)}</g>`
    );
  },
};

export const griddleStack: SubjectDrawer = {
  variants: ['pancakes', 'french-toast'],
  draw(variant, seed) {
    if (variant === 'french-toast') {
      const slice = (x: number, y: number, a: number) =>
        `<g transform="rotate(${a} ${x} ${y})">${rect(x - 52, y - 34, 104, 72, 22, C.crustDark)}${rect(x - 46, y - 30, 92, 60, 18, '#e0a04a')}${ell(x - 18, y - 14, 22, 6, '#fff', GLOSS)}</g>`;
      return (
        plate(160, 162, 134, 42) +
        slice(128, 132, -10) +
        slice(192, 120, 12) +
        dots(scatter(seed, 7, 170, 110, 50, 14), 6, C.red) +
        dots(scatter(seed + 'b', 7, 160, 118, 60, 16), 5, C.berry) +
        dots(scatter(seed + 's', 40, 160, 118, 70, 24), 1.4, '#fff') +
        line('M104 118q30 20 60 0t60 4', '#9a4a12', 5, 'opacity=".8"')
      );
    }
    let s = plate(160, 170, 130, 40);
    for (let i = 0; i < 3; i += 1) {
      const y = 156 - i * 22;
      s += ell(160, y + 6, 84, 24, C.crust) + ell(160, y, 84, 22, '#eab86a');
    }
    return (
      s +
      path('M100 110q60-26 120 0q10 14-4 24q-4 18-12 2q-40 12-80 0q-8 22-14-6q-16-10-10-20z', C.lemon) +
      dots(scatter(seed, 9, 160, 108, 44, 10), 6, C.berry) +
      dots(scatter(seed + 's', 30, 160, 104, 60, 14), 1.4, '#fff')
    );
  },
};

/** A cast-iron skillet with eggs baked in. */
export const skillet: SubjectDrawer = {
  variants: ['shakshuka', 'sweet-potato-hash'],
  draw(variant, seed) {
    const hash = variant === 'sweet-potato-hash';
    const base = hash ? '#3a5a2a' : '#b8361e';
    const bitsOf = hash
      ? scatter(seed, 14, 160, 130, 70, 22)
          .map(([x, y]) => rect(x - 7, y - 7, 14, 14, 4, C.orange))
          .join('') +
        scatter(seed + 'a', 4, 200, 120, 30, 10)
          .map(([x, y]) => ell(x, y, 14, 6, C.avocado))
          .join('')
      : dots(scatter(seed, 10, 160, 132, 74, 22), 5, C.egg) +
        dots(scatter(seed + 'p', 8, 160, 132, 74, 22), 4, '#e8742a');
    return (
      shadow(160, 186, 118, 12) +
      line('M252 138l50-26', '#2b2422', 16) +
      ell(160, 146, 112, 42, '#2b2422') +
      ell(160, 136, 104, 36, '#3b3331') +
      ell(160, 136, 94, 30, base) +
      bitsOf +
      friedEgg(124, 134) +
      friedEgg(186, 146) +
      dots(scatter(seed + 'h', 12, 160, 130, 80, 24), 2.5, hash ? '#8cbf3f' : C.leaf) +
      (hash
        ? ''
        : rect(40, 120, 12, 0, 0, 'none') +
          `<g transform="rotate(-10 60 170)">${rect(20, 160, 60, 30, 12, C.crust)}${rect(24, 164, 52, 22, 10, C.crumb)}</g>`) +
      steam(160, 82)
    );
  },
};

export const chips: SubjectDrawer = {
  variants: ['kettle'],
  draw() {
    return (
      shadow(160, 198, 96, 10) +
      path('M92 44H212L216 60Q206 120 218 192H86Q98 120 88 60Z', C.green) +
      path('M92 44H212L214 54H90Z', C.greenLight) +
      path('M86 192L88 182H216L218 192Z', C.greenLight) +
      ell(152, 118, 40, 30, C.golden) +
      ell(152, 118, 30, 22, C.lemon, 'opacity=".7"') +
      rect(108, 68, 88, 14, 4, C.egg, 'opacity=".9"') +
      path('M178 44H212L216 60Q206 120 218 192H192Q184 120 178 44Z', C.brandDark, SHADE) +
      ell(238, 186, 26, 14, C.lemon, 'transform="rotate(-20 238 186)"') +
      ell(250, 176, 22, 12, '#e9b84a', 'transform="rotate(18 250 176)"') +
      ell(74, 190, 22, 12, '#e9b84a', 'transform="rotate(-12 74 190)"')
    );
  },
};

export const apple: SubjectDrawer = {
  variants: ['red'],
  draw() {
    return (
      shadow(160, 196, 74, 10) +
      path('M160 80Q120 56 94 86Q64 124 92 170Q118 206 160 192Q202 206 228 170Q256 124 226 86Q200 56 160 80Z', C.red) +
      path('M160 192Q202 206 228 170Q256 124 226 86Q244 150 160 192Z', C.brandDark, SHADE) +
      ell(118, 104, 16, 26, '#fff', 'opacity=".3" transform="rotate(20 118 104)"') +
      line('M160 84q-2-24 10-34', C.meat, 6) +
      leaf(168, 60, 40, C.leaf, -20)
    );
  },
};

export const utensils: SubjectDrawer = {
  variants: ['set'],
  draw() {
    return (
      shadow(160, 190, 104, 10) +
      path('M74 80L232 68L252 180L92 190Z', C.china) +
      path('M74 80L232 68L238 98L80 112Z', C.rim, 'opacity=".6"') +
      line('M136 86l10 94M124 84l2 30M136 82l2 30M148 82l2 30', '#a9a39b', 6) +
      line('M182 80q20 40 10 100', '#a9a39b', 10) +
      rect(262, 110, 24, 62, 10, C.china) +
      rect(262, 100, 24, 16, 6, '#bdb5aa') +
      rect(40, 116, 24, 58, 10, C.china) +
      rect(40, 106, 24, 16, 6, '#3b3331')
    );
  },
};
