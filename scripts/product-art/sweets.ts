// Cakes, tarts and sweet rolls (issue 15 part 3).
import { C, GLOSS, SHADE, circ, dots, ell, leaf, line, path, plate, rect, scatter, shadow } from './kit.ts';
import type { SubjectDrawer } from './subject.ts';

/** A wedge of layer cake on a plate, point toward the viewer's left. */
export const cakeSlice: SubjectDrawer = {
  variants: ['carrot', 'chocolate-torte'],
  draw(variant) {
    const torte = variant === 'chocolate-torte';
    const sponge = torte ? C.choc : '#c9854a';
    const frosting = torte ? C.chocLight : C.egg;
    const side = torte
      ? path('M70 126L236 98V168L70 178Z', sponge)
      : path('M70 126L236 98V118L70 146Z', frosting) +
        path('M70 146L236 118V140L70 162Z', sponge) +
        path('M70 162L236 140V152L70 170Z', frosting) +
        path('M70 170L236 152V168L70 178Z', sponge);
    const top =
      path('M70 126L236 98L262 112L96 142Z', torte ? C.chocLight : frosting) +
      path('M236 98L262 112V180L236 168Z', C.brandDark, SHADE);
    const garnish = torte
      ? ell(190, 104, 20, 9, C.egg) + ell(186, 100, 8, 3, '#fff') + leaf(196, 104, 14, C.leaf, -30)
      : ell(196, 108, 10, 6, C.crustDark) + line('M190 106l12 4', C.crumb, 2);
    return plate(160, 176, 128, 30) + side + top + path('M236 98V168L262 180V112Z', torte ? C.choc : C.egg) + garnish;
  },
};

/** A whole celebration cake on a stand, with piping and berries. */
export const wholeCake: SubjectDrawer = {
  variants: ['celebration'],
  draw(_v, seed) {
    return (
      shadow(160, 202, 96, 10) +
      rect(146, 166, 28, 30, 4, C.rim) +
      ell(160, 196, 48, 8, C.rim) +
      ell(160, 166, 116, 20, C.china) +
      path('M66 92V152Q160 184 254 152V92Z', C.egg) +
      path('M160 170Q232 164 254 152V92Q250 140 160 170Z', C.brandDark, SHADE) +
      ell(160, 92, 94, 24, '#fff') +
      dots(
        [...Array(9).keys()].map((i) => [72 + i * 22, 150 + Math.sin((i / 8) * Math.PI) * 12] as [number, number]),
        7,
        C.pink,
      ) +
      dots(scatter(seed, 7, 160, 90, 66, 14), 6, C.red) +
      dots(scatter(seed + 'b', 5, 160, 92, 60, 12), 4.5, C.berry) +
      rect(156, 48, 8, 36, 3, C.purple) +
      ell(160, 40, 5, 9, C.lemon)
    );
  },
};

export const tart: SubjectDrawer = {
  variants: ['fruit'],
  draw(_v, seed) {
    const fluted = [...Array(22).keys()]
      .map((i) => {
        const a = (i / 22) * Math.PI * 2;
        return circ(160 + Math.cos(a) * 104, 130 + Math.sin(a) * 42, 9, C.golden);
      })
      .join('');
    const fruit =
      scatter(seed, 6, 160, 128, 70, 24)
        .map(([x, y]) => ell(x, y, 11, 8, C.red) + circ(x - 3, y - 3, 2.5, '#fff', 'opacity=".5"'))
        .join('') +
      scatter(seed + 'k', 4, 160, 128, 66, 22)
        .map(([x, y]) => circ(x, y, 11, '#8cbf3f') + circ(x, y, 4, '#f3f0c8'))
        .join('') +
      dots(scatter(seed + 'b', 10, 160, 130, 80, 28), 5, C.berry);
    return (
      shadow(160, 190, 106, 12) +
      ell(160, 148, 110, 44, C.crust) +
      fluted +
      ell(160, 130, 94, 36, '#f6e2a6') +
      fruit +
      ell(120, 112, 30, 6, '#fff', GLOSS)
    );
  },
};

export const cremeBrulee: SubjectDrawer = {
  variants: ['vanilla'],
  draw() {
    return (
      shadow(160, 194, 100, 11) +
      path('M62 112V168Q160 204 258 168V112Z', C.china) +
      line('M80 122v50M104 126v54M130 128v56M160 128v58M190 128v56M216 126v54M240 122v50', C.rim, 4) +
      path('M160 188Q236 184 258 168V112Q240 170 160 188Z', C.brandDark, SHADE) +
      ell(160, 112, 98, 28, C.china) +
      ell(160, 114, 86, 22, '#c8822e') +
      ell(148, 110, 52, 12, '#e0a24a') +
      line('M118 112l22 6l16-10M176 106l14 10l22-4', C.crustDark, 2, 'opacity=".7"') +
      `<g transform="rotate(-24 240 80)">${rect(186, 74, 90, 8, 4, '#c7c2bb')}${ell(286, 78, 16, 10, '#c7c2bb')}</g>`
    );
  },
};

/** A cinnamon roll (or morning bun) seen from above at the shared angle. */
export const sweetRoll: SubjectDrawer = {
  variants: ['cinnamon', 'morning-bun'],
  draw(variant, seed) {
    const bun = variant === 'morning-bun';
    const spiral = line(
      'M160 124a10 6 0 1 1 10 4a24 14 0 1 1 -28 -10a40 24 0 1 1 48 18a58 34 0 1 1 -70 -24',
      C.crustDark,
      6,
    );
    const top = bun
      ? dots(scatter(seed, 50, 160, 124, 80, 34), 1.8, '#fff') +
        dots(scatter(seed + 'z', 14, 160, 124, 70, 30), 2.4, C.orange)
      : line('M96 110q30 30 60 0t60 10M92 140q40 20 80-6t60 2M120 96q30 16 70-4', C.egg, 7);
    const height = bun ? 40 : 24;
    return (
      shadow(160, 178 + height / 2, 108, 12) +
      path(`M64 124V${124 + height}Q160 ${176 + height} 256 ${124 + height}V124Z`, C.crust) +
      path(`M160 ${164 + height}Q236 ${160 + height} 256 ${124 + height}V124Q240 150 160 164Z`, C.brandDark, SHADE) +
      ell(160, 124, 96, 44, C.golden) +
      spiral +
      top
    );
  },
};

export const danish: SubjectDrawer = {
  variants: ['cherry'],
  draw() {
    const petal = (a: number) => ell(160, 86, 34, 44, C.golden, `transform="rotate(${a} 160 130)"`);
    return (
      shadow(160, 192, 104, 12) +
      ell(160, 138, 100, 46, C.crust) +
      `<g transform="translate(0 8) scale(1 .7) translate(0 48)">${[0, 90, 180, 270].map(petal).join('')}</g>` +
      ell(160, 128, 44, 22, C.egg) +
      dots(
        [
          [148, 124],
          [170, 122],
          [158, 134],
          [176, 132],
          [142, 132],
        ],
        8,
        C.red,
      ) +
      ell(110, 110, 20, 5, '#fff', GLOSS)
    );
  },
};
