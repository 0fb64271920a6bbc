// Draws the demo brand's product and category images as small SVGs (no network, DESIGN §6):
//   npx tsx scripts/generate-product-images.ts
// One file per product (public/images/products/<id>.svg), per category
// (public/images/categories/<id>.svg) and the App info placeholder (public/images/placeholder.svg).
// Colours are the design tokens of src/web/styles/tokens.css; each image has a <title>.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_BRAND } from '../seed/index.ts';

const TOKENS = {
  primary: '#7a3e1d',
  primaryDark: '#5c2d13',
  primaryLight: '#f6eadf',
  secondary: '#2f5d46',
  secondaryLight: '#e4efe7',
  neutral: '#f4f1ec',
  black: '#1f1b18',
  white: '#ffffff',
  border: '#d9d2c9',
};

interface Palette {
  bg: string;
  fill: string;
  dark: string;
}
const PALETTES: Record<string, Palette> = {
  breakfast: { bg: TOKENS.primaryLight, fill: TOKENS.primary, dark: TOKENS.primaryDark },
  brunch: { bg: TOKENS.secondaryLight, fill: TOKENS.primary, dark: TOKENS.primaryDark },
  lunch: { bg: TOKENS.secondaryLight, fill: TOKENS.secondary, dark: TOKENS.black },
  dinner: { bg: TOKENS.neutral, fill: TOKENS.primaryDark, dark: TOKENS.black },
  'coffee-drinks': { bg: TOKENS.neutral, fill: TOKENS.primary, dark: TOKENS.primaryDark },
  bakery: { bg: TOKENS.primaryLight, fill: TOKENS.primary, dark: TOKENS.primaryDark },
  catering: { bg: TOKENS.secondaryLight, fill: TOKENS.primary, dark: TOKENS.primaryDark },
};

type Shape = 'plate' | 'bowl' | 'cup' | 'glass' | 'sandwich' | 'loaf' | 'croissant' | 'muffin' | 'roll' | 'cookie' | 'cake' | 'flatbread' | 'box';
const SHAPE_BY_CATEGORY: Record<string, Shape> = {
  'breakfast-sandwiches': 'sandwich',
  'eggs-and-plates': 'plate',
  'oatmeal-yogurt-fruit': 'bowl',
  'brunch-favorites': 'plate',
  sandwiches: 'sandwich',
  salads: 'bowl',
  soups: 'bowl',
  'grain-bowls': 'bowl',
  'sides-extras': 'plate',
  flatbreads: 'flatbread',
  'dinner-plates': 'plate',
  'hot-coffee-tea': 'cup',
  'cold-drinks': 'glass',
  pastries: 'croissant',
  croissants: 'croissant',
  'muffins-scones': 'muffin',
  'sweet-rolls': 'roll',
  bread: 'loaf',
  'cookies-bars': 'cookie',
  desserts: 'cake',
  'catering-breakfast': 'box',
  'catering-lunch': 'box',
  'catering-sweets': 'box',
};

/** Each shape: its drawing, and where the initials badge sits (light badge on a filled shape). */
function drawShape(shape: Shape, p: Palette): { body: string; badge: [number, number]; badgeLight: boolean } {
  const { fill, dark, bg } = p;
  switch (shape) {
    case 'plate':
      return {
        body: `<ellipse cx="160" cy="140" rx="122" ry="70" fill="#fff" stroke="${fill}" stroke-width="6"/><ellipse cx="160" cy="140" rx="84" ry="46" fill="none" stroke="${bg}" stroke-width="5"/>`,
        badge: [160, 140],
        badgeLight: false,
      };
    case 'bowl':
      return {
        body: `<path d="M270 112A110 92 0 0 1 50 112Z" fill="${fill}"/><rect x="40" y="100" width="240" height="16" rx="8" fill="${dark}"/><rect x="128" y="196" width="64" height="12" rx="6" fill="${dark}"/>`,
        badge: [160, 150],
        badgeLight: true,
      };
    case 'cup':
      return {
        body: `<path d="M140 64q-10-14 0-28M180 64q-10-14 0-28" stroke="${fill}" stroke-width="5" fill="none" stroke-linecap="round" opacity=".5"/><path d="M222 104q40 0 34 38q-6 32-44 30" fill="none" stroke="${fill}" stroke-width="12"/><path d="M94 80H226L210 200Q208 212 196 212H124Q112 212 110 200Z" fill="${fill}"/><ellipse cx="160" cy="214" rx="96" ry="12" fill="${dark}"/>`,
        badge: [160, 140],
        badgeLight: true,
      };
    case 'glass':
      return {
        body: `<path d="M178 64L204 18" stroke="${dark}" stroke-width="7" stroke-linecap="round"/><path d="M112 56H208L194 212H126Z" fill="${fill}"/><path d="M118 84H202" stroke="${bg}" stroke-width="4" opacity=".6"/>`,
        badge: [160, 140],
        badgeLight: true,
      };
    case 'sandwich':
      return {
        body: `<path d="M62 196H258L160 58Z" fill="${fill}"/><path d="M92 172H228" stroke="${bg}" stroke-width="7" stroke-linecap="round"/><path d="M62 196H258" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`,
        badge: [160, 140],
        badgeLight: true,
      };
    case 'loaf':
      return {
        body: `<path d="M44 180Q44 76 160 76Q276 76 276 180Z" fill="${fill}"/><path d="M104 100l18 24M150 92l18 24M196 100l18 24" stroke="${bg}" stroke-width="6" stroke-linecap="round"/><rect x="36" y="178" width="248" height="10" rx="5" fill="${dark}"/>`,
        badge: [160, 150],
        badgeLight: true,
      };
    case 'croissant':
      return {
        body: `<path d="M46 176Q160 20 274 176Q228 150 160 150Q92 150 46 176Z" fill="${fill}"/><path d="M112 104l14 40M160 88v56M208 104l-14 40" stroke="${bg}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
        badge: [160, 124],
        badgeLight: true,
      };
    case 'muffin':
      return {
        body: `<path d="M96 122H224L208 206H112Z" fill="${fill}"/><path d="M128 126l4 76M160 126v76M192 126l-4 76" stroke="${bg}" stroke-width="4" opacity=".6"/><path d="M78 126Q78 54 160 54Q242 54 242 126Z" fill="${dark}"/>`,
        badge: [160, 96],
        badgeLight: true,
      };
    case 'roll':
      return {
        body: `<circle cx="160" cy="128" r="84" fill="${fill}"/><circle cx="160" cy="128" r="62" fill="none" stroke="${bg}" stroke-width="5" opacity=".7"/><circle cx="160" cy="128" r="42" fill="none" stroke="${bg}" stroke-width="5" opacity=".7"/>`,
        badge: [160, 128],
        badgeLight: true,
      };
    case 'cookie':
      return {
        body: `<circle cx="160" cy="128" r="86" fill="${fill}"/><circle cx="108" cy="96" r="9" fill="${dark}"/><circle cx="212" cy="104" r="8" fill="${dark}"/><circle cx="116" cy="170" r="8" fill="${dark}"/><circle cx="206" cy="168" r="9" fill="${dark}"/><circle cx="160" cy="66" r="7" fill="${dark}"/>`,
        badge: [160, 128],
        badgeLight: true,
      };
    case 'cake':
      return {
        body: `<rect x="154" y="52" width="12" height="34" rx="4" fill="${TOKENS.secondary}"/><ellipse cx="160" cy="44" rx="7" ry="11" fill="${dark}"/><rect x="68" y="86" width="184" height="118" rx="12" fill="${fill}"/><path d="M68 112Q91 132 114 112T160 112T206 112T252 112" fill="none" stroke="#fff" stroke-width="8"/><rect x="56" y="200" width="208" height="10" rx="5" fill="${dark}"/>`,
        badge: [160, 160],
        badgeLight: true,
      };
    case 'flatbread':
      return {
        body: `<rect x="44" y="68" width="232" height="128" rx="62" fill="${fill}"/><rect x="58" y="80" width="204" height="104" rx="52" fill="none" stroke="${bg}" stroke-width="4" opacity=".6"/><circle cx="98" cy="114" r="9" fill="${dark}"/><circle cx="224" cy="150" r="9" fill="${dark}"/><circle cx="220" cy="104" r="7" fill="${TOKENS.secondary}"/><circle cx="102" cy="156" r="7" fill="${TOKENS.secondary}"/>`,
        badge: [160, 132],
        badgeLight: true,
      };
    case 'box':
      return {
        body: `<rect x="60" y="84" width="200" height="122" rx="8" fill="${fill}"/><rect x="50" y="68" width="220" height="28" rx="6" fill="${dark}"/><rect x="150" y="68" width="20" height="138" fill="${TOKENS.secondary}"/>`,
        badge: [160, 146],
        badgeLight: true,
      };
  }
}

const SMALL_WORDS = new Set(['and', 'the', 'of', 'a', 'by', 'with', 'it', 'up']);
/** "Egg & Cheddar" → "EC"; "Larkspur House Coffee" → "LH". */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function svg(title: string, palette: Palette, shape: Shape, label: string | null): string {
  const { body, badge, badgeLight } = drawShape(shape, palette);
  const [x, y] = badge;
  const badgeSvg = label
    ? `<circle cx="${x}" cy="${y}" r="27" fill="${badgeLight ? '#fff' : palette.fill}"/><text x="${x}" y="${y + 8}" text-anchor="middle" font-family="Georgia,serif" font-size="23" font-weight="700" fill="${badgeLight ? palette.dark : '#fff'}">${escapeXml(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title><rect width="320" height="240" fill="${palette.bg}"/>${body}${badgeSvg}</svg>\n`;
}

async function writeFresh(dir: string, files: Map<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Remove images of products that left the data, so the folder mirrors the menu.
  for (const existing of await readdir(dir)) if (!files.has(existing)) await rm(path.join(dir, existing));
  for (const [name, content] of files) await writeFile(path.join(dir, name), content);
}

async function main(): Promise<void> {
  const root = path.resolve('public/images');
  const categories = new Map(DEMO_BRAND.categories.map((c) => [c.id, c]));
  const paletteOf = (categoryId: string) => PALETTES[categories.get(categoryId)?.master ?? ''] ?? PALETTES.bakery!;
  const shapeOf = (categoryId: string) => SHAPE_BY_CATEGORY[categoryId] ?? 'plate';

  const productFiles = new Map<string, string>();
  for (const product of DEMO_BRAND.products) {
    const categoryId = product.categories[0]!;
    productFiles.set(`${product.id}.svg`, svg(product.name, paletteOf(categoryId), shapeOf(categoryId), initials(product.name)));
  }
  const categoryFiles = new Map<string, string>();
  for (const category of DEMO_BRAND.categories) {
    categoryFiles.set(`${category.id}.svg`, svg(category.name, paletteOf(category.id), shapeOf(category.id), null));
  }
  await writeFresh(path.join(root, 'products'), productFiles);
  await writeFresh(path.join(root, 'categories'), categoryFiles);
  const placeholder = svg('Larkspur Bakery & Cafe', { bg: TOKENS.neutral, fill: TOKENS.primary, dark: TOKENS.primaryDark }, 'plate', 'L');
  await writeFile(path.join(root, 'placeholder.svg'), placeholder);
  console.log(`wrote ${productFiles.size} product, ${categoryFiles.size} category images and the placeholder under ${root}`);
}

await main();
