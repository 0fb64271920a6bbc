// Hot and cold drinks (issue 15 part 3).
import { C, GLOSS, SHADE, circ, dots, ell, leaf, line, path, rect, scatter, shadow, steam } from './kit.ts';
import type { SubjectDrawer } from './subject.ts';

const HOT: Record<string, { drink: string; top: string }> = {
  latte: { drink: C.crema, top: path('M160 116q-22-14-10-22q10-4 10 6q0-10 10-6q12 8-10 22z', C.foam) },
  cappuccino: {
    drink: C.foam,
    top:
      ell(160, 96, 54, 12, '#fff') +
      dots(
        [
          [140, 96],
          [156, 92],
          [172, 98],
          [184, 94],
          [150, 100],
          [166, 102],
        ],
        2.2,
        C.chocLight,
      ),
  },
  coffee: { drink: C.coffee, top: ell(148, 96, 30, 6, C.crema, 'opacity=".5"') },
  lavender: {
    drink: C.crema,
    top:
      path('M160 116q-22-14-10-22q10-4 10 6q0-10 10-6q12 8-10 22z', C.foam) +
      dots(
        [
          [252, 66],
          [258, 74],
          [250, 82],
          [258, 90],
          [252, 98],
        ],
        4,
        C.purple,
      ) +
      line('M254 70l-4 76', C.leaf, 2),
  },
  'hot-chocolate': { drink: C.chocLight, top: rect(140, 84, 26, 18, 6, '#fff') + rect(162, 88, 22, 16, 6, '#f4ecdf') },
  chai: {
    drink: '#c99a6a',
    top:
      dots(
        [
          [146, 94],
          [160, 98],
          [174, 94],
          [158, 90],
        ],
        2,
        C.crustDark,
      ) + `<g transform="rotate(-30 228 80)">${rect(200, 74, 70, 10, 5, C.crustDark)}</g>`,
  },
};

/** A cup and saucer, the brand's band around the cup. */
export const hotCup: SubjectDrawer = {
  variants: Object.keys(HOT),
  draw(variant) {
    const { drink, top } = HOT[variant] ?? HOT.latte!;
    return (
      shadow(160, 200, 104, 10) +
      ell(160, 186, 108, 20, C.rim) +
      ell(160, 182, 104, 17, C.china) +
      line('M228 112q40-4 36 28q-4 26-40 26', C.china, 12) +
      path('M90 98H230L218 168Q214 184 196 184H124Q106 184 102 168Z', C.china) +
      path('M96 126H226L222 146H98Z', C.brand) +
      path('M160 184H196Q214 184 218 168L230 98H210Q206 170 160 184Z', C.brandDark, SHADE) +
      ell(160, 98, 70, 16, C.rim) +
      ell(160, 99, 62, 12, drink) +
      top +
      steam(160, 70)
    );
  },
};

export const tea: SubjectDrawer = {
  variants: ['cup', 'service'],
  draw(variant) {
    if (variant === 'service') {
      return (
        shadow(160, 196, 110, 11) +
        ell(150, 140, 76, 56, C.china) +
        path('M150 196Q226 188 226 140Q226 110 208 96Q224 170 150 196Z', C.brandDark, SHADE) +
        line('M226 130q40-10 50-40', C.china, 12) +
        line('M76 120q-30 0-30 30t30 24', C.china, 10) +
        rect(112, 76, 76, 12, 6, C.green) +
        circ(150, 70, 8, C.green) +
        path('M86 140H214V150H86Z', C.green) +
        `<g>${ell(254, 186, 28, 8, C.lemon)}${ell(254, 184, 22, 5, '#fbeaa0')}</g>` +
        ell(120, 116, 22, 10, '#fff', GLOSS) +
        steam(290, 80)
      );
    }
    return (
      shadow(160, 200, 96, 10) +
      ell(160, 186, 100, 18, C.rim) +
      ell(160, 182, 96, 15, C.china) +
      line('M222 118q36-2 32 24q-4 22-36 22', C.china, 11) +
      path('M96 106H224L212 168Q208 182 192 182H128Q112 182 108 168Z', C.china) +
      path('M160 182H192Q208 182 212 168L224 106H206Q202 170 160 182Z', C.brandDark, SHADE) +
      ell(160, 106, 64, 14, C.rim) +
      ell(160, 107, 56, 10, '#b8742a') +
      line('M196 104q14 20 8 50', '#bdb5aa', 1.5) +
      rect(196, 150, 18, 22, 2, C.green) +
      steam(160, 78)
    );
  },
};

const ICED: Record<string, { body: string; layer?: string; ice: boolean; garnish?: 'lemon' | 'orange' }> = {
  'iced-latte': { body: '#e7cfae', layer: C.crema, ice: true },
  'cold-brew': { body: '#4a2716', ice: true },
  lemonade: { body: '#f8e58a', ice: true, garnish: 'lemon' },
  'iced-tea': { body: '#b8601e', ice: true, garnish: 'lemon' },
  smoothie: { body: '#a0457a', ice: false },
  'orange-juice': { body: C.orange, ice: false, garnish: 'orange' },
};

/** A clear cup with the drink, ice and a green straw. */
export const icedDrink: SubjectDrawer = {
  variants: Object.keys(ICED),
  draw(variant, seed) {
    const d = ICED[variant] ?? ICED['iced-latte']!;
    const ice = d.ice
      ? scatter(seed, 5, 160, 112, 34, 40)
          .map(([x, y], i) =>
            rect(x - 11, y - 11, 22, 22, 5, C.ice, `opacity=".55" transform="rotate(${i * 23} ${x} ${y})"`),
          )
          .join('')
      : '';
    const garnish = d.garnish
      ? circ(208, 72, 22, d.garnish === 'lemon' ? C.lemon : C.orange) +
        circ(208, 72, 17, d.garnish === 'lemon' ? '#fbeaa0' : '#fbc27a') +
        line('M208 56v32M192 72h32M197 61l22 22M219 61l-22 22', '#fff', 1.5, 'opacity=".7"')
      : '';
    return (
      shadow(160, 200, 72, 9) +
      line('M176 70L204 14', C.green, 9) +
      path('M104 60H216L202 192Q200 198 192 198H128Q120 198 118 192Z', C.glass, 'opacity=".9"') +
      path('M108 80H212L202 192Q200 196 192 196H128Q120 196 118 192Z', d.body) +
      (d.layer ? path('M114 150H206L202 192Q200 196 192 196H128Q120 196 118 192Z', d.layer, 'opacity=".8"') : '') +
      ice +
      path('M112 84L124 190', '#fff', 'stroke="#fff" stroke-width="6" opacity=".35"') +
      path('M160 196H192Q200 196 202 190L214 80H200Z', C.brandDark, SHADE) +
      ell(160, 60, 58, 9, C.glass) +
      line('M102 60H218', '#fff', 3, 'opacity=".8"') +
      garnish
    );
  },
};

export const can: SubjectDrawer = {
  variants: ['sparkling'],
  draw(_v, seed) {
    return (
      shadow(160, 200, 60, 9) +
      path('M116 60H204V186Q204 198 192 198H128Q116 198 116 186Z', '#dfe9ee') +
      rect(116, 92, 88, 74, 0, C.green) +
      path('M184 60H204V186Q204 198 192 198H184Z', C.brandDark, SHADE) +
      ell(160, 60, 44, 9, '#c9d4d9') +
      ell(160, 58, 36, 6, '#eef3f5') +
      rect(154, 54, 18, 6, 3, '#b4c0c6') +
      dots(scatter(seed, 9, 148, 128, 22, 28), 3, '#fff', 'opacity=".8"') +
      line('M124 100v58', '#fff', 5, 'opacity=".35"')
    );
  },
};

export const jug: SubjectDrawer = {
  variants: ['lemonade'],
  draw() {
    return (
      shadow(160, 200, 96, 10) +
      path('M98 60H198L214 92V186Q214 198 202 198H94Q82 198 82 186V92Z', C.glass) +
      path('M86 96H210V186Q210 194 202 194H94Q86 194 86 186Z', '#f8e58a') +
      line('M214 100q40 4 36 40q-4 30-36 34', C.glass, 12) +
      path('M150 194H202Q210 194 210 186V96H190Z', C.brandDark, SHADE) +
      circ(124, 150, 20, C.lemon) +
      circ(124, 150, 15, '#fbeaa0') +
      circ(170, 130, 18, C.lemon) +
      circ(170, 130, 13, '#fbeaa0') +
      rect(104, 48, 88, 14, 5, C.green) +
      line('M96 104v80', '#fff', 6, 'opacity=".4"')
    );
  },
};

export const juiceBottle: SubjectDrawer = {
  variants: ['orange'],
  draw() {
    return (
      shadow(160, 200, 62, 9) +
      path('M140 40H180V62Q206 78 206 104V188Q206 198 196 198H124Q114 198 114 188V104Q114 78 140 62Z', C.orange) +
      rect(138, 28, 44, 18, 4, C.green) +
      rect(114, 118, 92, 52, 0, C.egg) +
      circ(160, 144, 16, C.orange) +
      leaf(170, 128, 14, C.leaf, -40) +
      path('M186 198H196Q206 198 206 188V104Q206 80 182 64Q196 90 186 198Z', C.brandDark, SHADE) +
      line('M126 96v80', '#fff', 6, 'opacity=".35"') +
      circ(236, 184, 22, C.orange) +
      circ(236, 184, 16, '#fbc27a') +
      leaf(242, 160, 20, C.leaf, -60)
    );
  },
};

/** A coffee (or hot water) traveler box with cups. */
export const traveler: SubjectDrawer = {
  variants: ['coffee', 'tea'],
  draw(variant) {
    const label = variant === 'tea' ? C.green : C.brand;
    return (
      shadow(150, 198, 110, 11) +
      path('M64 70L164 56L200 74V188L96 198L64 180Z', C.kraft) +
      path('M164 56L200 74V188L164 176Z', C.kraftDark) +
      path('M64 70L164 56L200 74L100 88Z', '#ddb689') +
      rect(78, 110, 70, 44, 4, label, 'transform="skewY(-5)"') +
      rect(92, 176, 14, 16, 3, '#3b2a2c') +
      path('M224 130H266L260 194H230Z', C.china) +
      path('M222 124H268V132H222Z', C.brand) +
      path('M236 142H276L270 196H242Z', C.china, 'opacity=".9"')
    );
  },
};
