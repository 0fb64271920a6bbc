// The drawing kit every product illustration shares (issue 15 part 3, decision 204): one palette
// (brand tokens from src/web/styles/tokens.css plus food colours), one light from the top left
// (highlights white, shade brown, both translucent), one table spot and one ground shadow.

export const C = {
  bg: '#f6eadf', // --color-primary-light
  spot: '#fcf6ef',
  brand: '#7a3e1d', // --color-primary
  brandDark: '#5c2d13',
  green: '#2f5d46', // --color-secondary
  greenLight: '#e4efe7',
  china: '#fffdf9',
  rim: '#e7ddd1',
  crust: '#c8762f',
  crustDark: '#95511f',
  golden: '#e4a650',
  crumb: '#f4dcaa',
  choc: '#4a2816',
  chocLight: '#744127',
  coffee: '#5e341b',
  crema: '#c4874f',
  foam: '#f7ead7',
  egg: '#fffaf0',
  yolk: '#f4ae1f',
  cheese: '#f3c34c',
  tomato: '#d94f30',
  lettuce: '#8fbd52',
  leaf: '#4d8a38',
  kale: '#2f6b3a',
  basil: '#3f7a35',
  avocado: '#b3c95f',
  avocadoDark: '#627f2b',
  berry: '#45408f',
  red: '#c8354a',
  orange: '#ee8d2b',
  lemon: '#f2cf3c',
  salmon: '#ee8964',
  ham: '#e49a93',
  bacon: '#b0432d',
  meat: '#7b3a25',
  rice: '#fbf7ee',
  grain: '#d8b67c',
  bean: '#3b2a2c',
  glass: '#e3eff3',
  almond: '#f1dcb6',
  corn: '#f2c94c',
  ice: '#ffffff',
  kraft: '#c99a66',
  kraftDark: '#a7784a',
  purple: '#8a6bb8',
  pink: '#ef9fb0',
} as const;

const n = (v: number) => Math.round(v * 10) / 10;
type Extra = string;

export const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const circ = (cx: number, cy: number, r: number, fill: string, extra: Extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const path = (d: string, fill: string, extra: Extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const line = (d: string, stroke: string, width: number, extra: Extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra ? ' ' + extra : ''}/>`;

/** Light from the top left: a white gloss; the shade side is brown at low opacity. */
export const GLOSS = 'opacity=".35"';
export const SHADE = 'opacity=".18"';

/** The ground shadow every subject stands on. */
export const shadow = (cx = 160, cy = 198, rx = 112, ry = 13) => ell(cx + 6, cy, rx, ry, C.brandDark, 'opacity=".16"');

/** A white plate seen from the front at the shared angle. */
export const plate = (cx = 160, cy = 160, rx = 128, ry = 44) =>
  shadow(cx, cy + ry - 4, rx * 0.92, 11) +
  ell(cx, cy, rx, ry, C.china) +
  ell(cx, cy + 3, rx * 0.74, ry * 0.7, C.rim, 'opacity=".55"') +
  ell(cx, cy, rx * 0.72, ry * 0.66, C.china);

/** A ceramic bowl; `fill` draws what is in it (the mouth is an ellipse at y = top). */
export function bowl(fill: string, opts: { top?: number; rx?: number; depth?: number; color?: string } = {}): string {
  const top = opts.top ?? 112;
  const rx = opts.rx ?? 112;
  const depth = opts.depth ?? 78;
  const color = opts.color ?? C.china;
  const body = `M${160 - rx} ${top}Q${160 - rx + 6} ${top + depth} 160 ${top + depth}Q${160 + rx - 6} ${top + depth} ${160 + rx} ${top}Z`;
  return (
    shadow(160, top + depth + 4, rx * 0.8, 11) +
    path(body, color) +
    path(
      `M${160 + rx * 0.3} ${top + depth - 1}Q${160 + rx - 6} ${top + depth} ${160 + rx} ${top}H${160 + rx - 22}Q${160 + rx - 30} ${top + depth - 14} ${160 + rx * 0.3} ${top + depth - 1}Z`,
      C.brandDark,
      SHADE,
    ) +
    line(`M${160 - rx + 10} ${top + 22}Q${160} ${top + 40} ${160 + rx - 10} ${top + 22}`, C.green, 7) +
    ell(160, top, rx, rx * 0.25, C.rim) +
    fill
  );
}

/** Deterministic scatter inside an ellipse (mulberry32 on a seed string), rounded to whole pixels. */
export function scatter(
  seed: string,
  count: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
): Array<[number, number]> {
  let h = 1779033703;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
  let a = h >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const points: Array<[number, number]> = [];
  while (points.length < count) {
    const x = rand() * 2 - 1;
    const y = rand() * 2 - 1;
    if (x * x + y * y <= 1) points.push([Math.round(cx + x * rx), Math.round(cy + y * ry)]);
  }
  return points;
}

/** Many circles of one colour, grouped so the fill is written once (keeps files under 4 KB). */
export const dots = (points: Array<[number, number]>, r: number, fill: string, extra: Extra = '') =>
  points.length === 0
    ? ''
    : `<g fill="${fill}"${extra ? ' ' + extra : ''}>${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`;

/** Many same-size rounded squares of one colour, grouped. */
export const blocks = (
  points: Array<[number, number]>,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra: Extra = '',
) =>
  points.length === 0
    ? ''
    : `<g fill="${fill}"${extra ? ' ' + extra : ''}>${points.map(([x, y]) => `<rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${w}" height="${h}" rx="${rx}"/>`).join('')}</g>`;

/** A small leaf (herbs, basil, lettuce bits) pointing at `angle` degrees. */
export const leaf = (x: number, y: number, size: number, fill: string, angle = 0) =>
  `<path d="M0 0Q${size * 0.5} ${-size * 0.45} ${size} 0Q${size * 0.5} ${size * 0.45} 0 0Z" fill="${fill}" transform="translate(${x} ${y}) rotate(${angle})"/>`;

/** Steam over a hot drink or dish. */
export const steam = (x: number, y: number) =>
  line(
    `M${x - 16} ${y}q-8-12 0-22t0-22M${x + 4} ${y - 4}q-8-12 0-22t0-22M${x + 24} ${y}q-8-12 0-22`,
    C.brand,
    4,
    'opacity=".22"',
  );
