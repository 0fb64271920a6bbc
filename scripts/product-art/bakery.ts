// Pastries, breads and sweets (issue 15 part 3; the kit in kit.ts keeps one style).
import { C, GLOSS, SHADE, dots, ell, line, path, rect, scatter, shadow } from './kit.ts';
import type { SubjectDrawer } from './subject.ts';

/** Croissant: five laminated lobes, the middle one on top. */
const lobe = (cx: number, cy: number, rx: number, ry: number, angle: number) =>
  `<g transform="rotate(${angle} ${cx} ${cy})">${ell(cx, cy, rx, ry, C.golden)}${ell(cx, cy + ry * 0.35, rx, ry * 0.65, C.crust, 'opacity=".55"')}${line(`M${cx - rx * 0.75} ${cy + ry * 0.2}Q${cx} ${cy - ry * 0.55} ${cx + rx * 0.75} ${cy + ry * 0.2}`, C.crustDark, 2.5, 'opacity=".4"')}${ell(cx - rx * 0.25, cy - ry * 0.45, rx * 0.55, ry * 0.22, '#fff', GLOSS)}</g>`;
/** The crescent of lobes alone (a croissant sandwich uses it as its top). */
export const croissantLobes = () =>
  lobe(60, 164, 30, 13, 48) +
  lobe(260, 164, 30, 13, -48) +
  lobe(98, 144, 40, 24, 30) +
  lobe(222, 144, 40, 24, -30) +
  lobe(160, 130, 50, 34, 0);

export const croissant: SubjectDrawer = {
  variants: ['butter', 'almond', 'ham-cheese'],
  draw(variant, seed) {
    let top = '';
    if (variant === 'almond') {
      top =
        scatter(seed, 12, 160, 128, 64, 22)
          .map(
            ([x, y], i) =>
              `<ellipse cx="${x}" cy="${y}" rx="7" ry="3.6" transform="rotate(${(i * 47) % 180} ${x} ${y})"/>`,
          )
          .join('')
          .replace(/^/, `<g fill="${C.crumb}" stroke="${C.crustDark}" stroke-width="1">`) +
        '</g>' +
        dots(scatter(seed + 's', 14, 160, 126, 80, 26), 1.6, '#fff', 'opacity=".9"');
    } else if (variant === 'ham-cheese') {
      top =
        path('M118 168q14 14 30 4q10 12 26 2q12 10 28-2l-6-14h-72z', C.cheese) +
        path('M132 172q10 8 22 0', C.ham) +
        dots(scatter(seed, 12, 160, 126, 60, 24), 2, C.cheese);
    }
    return shadow(160, 184, 118, 12) + croissantLobes() + top;
  },
};

export const painAuChocolat: SubjectDrawer = {
  variants: ['chocolate'],
  draw() {
    return (
      shadow(160, 184, 104, 12) +
      rect(70, 96, 180, 84, 30, C.golden) +
      path('M70 150q90 40 180 0v0q0 30-30 30H100q-30 0-30-30z', C.crust, 'opacity=".6"') +
      line('M92 118h136M86 138h148', C.crustDark, 3, 'opacity=".45"') +
      ell(78, 136, 9, 20, C.choc) +
      ell(242, 136, 9, 20, C.choc) +
      ell(130, 106, 44, 7, '#fff', GLOSS)
    );
  },
};

export const muffin: SubjectDrawer = {
  variants: ['blueberry', 'morning-glory'],
  draw(variant, seed) {
    const wrapper =
      path('M94 128H226L208 196H112Z', C.brand) +
      line('M124 132l6 60M150 132l2 62M176 132l-2 62M202 132l-6 60', C.brandDark, 3, 'opacity=".45"');
    const dome =
      path('M78 134Q66 60 160 56Q254 60 242 134Q160 150 78 134Z', C.golden) +
      path('M150 138Q236 142 242 134Q250 80 200 64Q236 104 150 138Z', C.crust, 'opacity=".45"') +
      ell(128, 78, 34, 12, '#fff', GLOSS);
    const toppings =
      variant === 'blueberry'
        ? dots(scatter(seed, 11, 160, 100, 66, 26), 6, C.berry) +
          dots(scatter(seed + 'z', 26, 160, 96, 70, 28), 1.8, '#fff')
        : dots(scatter(seed, 8, 160, 100, 66, 26), 4, C.orange) +
          dots(scatter(seed + 'r', 7, 160, 100, 66, 26), 4.5, C.choc) +
          dots(scatter(seed + 'w', 5, 160, 96, 60, 22), 6, C.crumb);
    return shadow(160, 198, 78, 10) + wrapper + dome + toppings;
  },
};

export const scone: SubjectDrawer = {
  variants: ['cranberry-orange'],
  draw(_v, seed) {
    return (
      shadow(160, 192, 112, 12) +
      path('M62 168L170 74Q184 64 196 76L262 150Q268 166 252 170L80 186Q58 186 62 168Z', C.golden) +
      path('M62 168L252 150Q270 152 262 168L252 176L80 190Q58 188 62 168Z', C.crust) +
      dots(scatter(seed, 9, 172, 136, 70, 22), 6, C.red) +
      line('M110 140q20-14 40 0t40-4t36-10M130 116q18-10 34 0t30-2', '#fff', 5, 'opacity=".9"') +
      ell(150, 110, 30, 8, '#fff', GLOSS)
    );
  },
};

/** A boule: domed crust with an ear and flour dust. */
export const boule: SubjectDrawer = {
  variants: ['sourdough', 'seeded'],
  draw(variant, seed) {
    const seeds =
      variant === 'seeded'
        ? dots(scatter(seed, 40, 160, 110, 86, 40), 2.5, C.crumb) +
          dots(scatter(seed + 'd', 20, 160, 112, 84, 40), 2.4, C.bean)
        : '';
    return (
      shadow(160, 192, 116, 13) +
      path('M48 180Q44 70 160 64Q276 70 272 180Q160 196 48 180Z', variant === 'seeded' ? C.crustDark : C.crust) +
      path('M160 190Q264 184 272 176Q278 96 212 70Q262 130 160 190Z', C.brandDark, SHADE) +
      line('M104 136Q150 84 218 98', C.crumb, 10) +
      line('M96 108q16-20 36-26', '#fff', 8, 'opacity=".25"') +
      seeds +
      (variant === 'sourdough' ? dots(scatter(seed, 24, 140, 100, 60, 24), 2, '#fff', 'opacity=".6"') : '')
    );
  },
};

/** A pan loaf with its first slice cut, showing the crumb. */
export const panLoaf: SubjectDrawer = {
  variants: ['sandwich', 'cinnamon-swirl', 'banana', 'coffee-cake'],
  draw(variant, seed) {
    const crust = variant === 'banana' ? C.chocLight : variant === 'sandwich' ? C.golden : C.crust;
    const crumb = variant === 'banana' ? '#d9a766' : C.crumb;
    let face = '';
    if (variant === 'cinnamon-swirl')
      face = line('M224 136a8 8 0 1 1 -8 -8a18 18 0 1 1 -16 20a28 28 0 1 1 30 -32', C.chocLight, 5);
    if (variant === 'banana') face = dots(scatter(seed, 8, 214, 140, 22, 20), 2.6, C.choc);
    let top = '';
    if (variant === 'banana') top = ell(130, 80, 40, 9, '#f4dc7a') + ell(130, 78, 36, 6, '#fbeeb3');
    if (variant === 'coffee-cake')
      top =
        dots(scatter(seed, 26, 126, 84, 70, 12), 5, C.crumb) + line('M70 92q60-20 110 0', '#fff', 4, 'opacity=".8"');
    return (
      shadow(160, 190, 116, 12) +
      path('M52 96Q52 70 90 70H190V182H58Q52 182 52 176Z', crust) +
      path('M52 150H190V182H58Q52 182 52 176Z', C.brandDark, SHADE) +
      rect(176, 92, 84, 90, 10, C.crustDark) +
      path('M184 100Q186 78 218 78Q250 78 252 100V174H184Z', crumb) +
      face +
      top +
      ell(100, 82, 36, 6, '#fff', GLOSS)
    );
  },
};

export const challah: SubjectDrawer = {
  variants: ['plain'],
  draw(_v, seed) {
    let braid = '';
    for (let i = 0; i < 5; i += 1) {
      const x = 76 + i * 42;
      const y = 138 - Math.sin((i / 4) * Math.PI) * 26;
      braid += `<g transform="rotate(${i % 2 ? 28 : -28} ${x} ${y})">${ell(x, y + 10, 30, 22, C.crust)}${ell(x, y - 8, 30, 22, C.golden)}${ell(x - 8, y - 16, 14, 6, '#fff', GLOSS)}</g>`;
    }
    return shadow(160, 184, 120, 12) + braid + dots(scatter(seed, 34, 160, 124, 104, 30), 1.8, '#fff8e8');
  },
};

export const baguette: SubjectDrawer = {
  variants: ['plain'],
  draw() {
    const slash = (x: number) => ell(x, 120, 20, 7, C.crumb, `transform="rotate(-30 ${x} 120)"`);
    return (
      shadow(160, 176, 130, 12) +
      `<g transform="rotate(-14 160 130)">${rect(28, 100, 264, 58, 29, C.crust)}${path('M40 140H280Q290 158 262 158H58Q30 158 40 140Z', C.crustDark, 'opacity=".5"')}${[86, 136, 186, 236].map(slash).join('')}${ell(110, 108, 60, 5, '#fff', GLOSS)}</g>`
    );
  },
};

export const cookie: SubjectDrawer = {
  variants: ['chocolate-chunk', 'oatmeal-raisin', 'ginger-molasses'],
  draw(variant, seed) {
    const base = variant === 'ginger-molasses' ? C.chocLight : variant === 'oatmeal-raisin' ? C.grain : C.golden;
    const one = (cx: number, cy: number, s: string) => {
      let t = '';
      if (variant === 'chocolate-chunk')
        t = scatter(s, 7, cx, cy, 50, 22)
          .map(([x, y]) => rect(x - 6, y - 5, 12, 10, 3, C.choc))
          .join('');
      if (variant === 'oatmeal-raisin')
        t = dots(scatter(s, 8, cx, cy, 50, 22), 5, C.choc) + dots(scatter(s + 'o', 14, cx, cy, 52, 24), 3, C.crumb);
      if (variant === 'ginger-molasses')
        t =
          line(
            `M${cx - 40} ${cy}q20-10 30 4t30-6M${cx - 20} ${cy - 14}l14 10M${cx + 10} ${cy + 10}l16-8`,
            '#e9c79b',
            3,
          ) + dots(scatter(s, 30, cx, cy, 56, 24), 1.6, '#fff');
      return (
        ell(cx, cy + 6, 66, 30, C.crustDark) +
        ell(cx, cy, 66, 30, base) +
        t +
        ell(cx - 24, cy - 14, 22, 6, '#fff', GLOSS)
      );
    };
    return shadow(160, 184, 110, 12) + one(196, 120, seed + 'b') + one(130, 150, seed);
  },
};

/** Lemon bars: two squares of curd on shortbread under powdered sugar. */
export const bar: SubjectDrawer = {
  variants: ['lemon'],
  draw(_v, seed) {
    const square = (x: number, y: number) =>
      path(`M${x} ${y}l56-18l56 18l-56 20z`, C.lemon) +
      path(`M${x} ${y}v26l56 20v-26z`, C.golden) +
      path(`M${x + 112} ${y}v26l-56 20v-26z`, C.crust) +
      path(`M${x} ${y + 10}l56 20l56-20`, '#f7e08a', 'opacity=".6"') +
      dots(scatter(`${seed}${x}`, 22, x + 56, y, 44, 10), 2, '#fff');
    return shadow(160, 190, 116, 12) + square(44, 122) + square(152, 134);
  },
};

export const macarons: SubjectDrawer = {
  variants: ['assorted'],
  draw() {
    const mac = (y: number, color: string, fill: string) =>
      ell(160, y + 14, 58, 14, color) +
      rect(108, y - 6, 104, 14, 7, fill) +
      ell(160, y - 8, 58, 16, color) +
      ell(142, y - 14, 24, 5, '#fff', GLOSS);
    return (
      shadow(160, 196, 80, 10) + mac(168, '#b9d38f', C.egg) + mac(124, C.pink, '#fff0f4') + mac(80, C.purple, C.egg)
    );
  },
};
