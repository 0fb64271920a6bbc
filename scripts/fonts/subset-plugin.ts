import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Decisions 263 and 337: the brand faces (decision 205) cut at build time to the characters the site
 * writes. Before Vite reads any module (dev or build), `src/web/styles/brand-fonts/<file>.woff2`
 * (git-ignored; fonts.css and root.tsx import it) is written as a subset of an @fontsource-variable
 * latin file (`FONTS`), made with subset-font (HarfBuzz compiled to WebAssembly, in the
 * package: no download), and remade only when the font or the character set changes.
 * Kept: printable ASCII (anything a customer types: names, addresses, notes) and every other
 * character in the web app, the domain copy, the seed and the content files, with the features a
 * browser applies (decision 337). A character outside the subset (an accented name) is drawn by the
 * metric-matched fallback.
 */
const SOURCES = ['src/web', 'src/domain', 'seed', 'content'];
const TEXT_FILE = /\.(tsx?|css|md|json|ya?ml)$/;
const require = createRequire(import.meta.url);
const FRAUNCES = require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2');
const SOURCE_SANS = require.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2');
/**
 * The OpenType features a browser applies to latin text by default, and `tnum` (the styles'
 * `font-variant-numeric: tabular-nums`). subset-font keeps every feature unless told: Source
 * Sans' fractions, numerators, denominators and proportional figures added 39 glyphs no page
 * shows (decision 337; 18.1 → 16.0 KB).
 */
const BROWSER_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'calt',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'rclt',
  'rvrn',
  'tnum',
];
/** A brand file: the @fontsource-variable latin file it is cut from, and the weight it is pinned to. */
interface FontCut {
  source: string;
  pinWeight?: number;
}

/**
 * The files fonts.css declares. Fraunces is drawn at two weights only (headings 700; the phone
 * sub-header's prompt and the map's labels 400): two static instances of its weight axis, 12.9 KB
 * each, where the variable file was 26.0 KB and every page paid for both weights. Source Sans
 * is drawn at 400, 600 and 700 on most pages: its variable file stays (16.0 KB against 3 × 8.1).
 */
const FONTS: Record<'fraunces-700.woff2' | 'fraunces-400.woff2' | 'source-sans-3-latin-wght-normal.woff2', FontCut> = {
  'fraunces-700.woff2': { source: FRAUNCES, pinWeight: 700 },
  'fraunces-400.woff2': { source: FRAUNCES, pinWeight: 400 },
  'source-sans-3-latin-wght-normal.woff2': { source: SOURCE_SANS },
};
// The latin files' own unicode-range (fonts.css): a character outside it is not in the font anyway.
const LATIN_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];
const inLatin = (code: number) => LATIN_RANGES.some(([from, to]) => code >= from && code <= to);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory()
      ? filesUnder(full)
      : TEXT_FILE.test(name) && !name.includes('.test.')
        ? [full]
        : [];
  });
}

/** Printable ASCII plus every latin-range character the sources contain, sorted. */
export function usedCharacters(root: string): string {
  const chars = new Set<string>();
  for (let c = 0x20; c <= 0x7e; c++) chars.add(String.fromCharCode(c));
  for (const file of SOURCES.flatMap((d) => filesUnder(path.join(root, d)))) {
    for (const ch of readFileSync(file, 'utf8'))
      if (ch.codePointAt(0)! > 0x7e && inLatin(ch.codePointAt(0)!)) chars.add(ch);
  }
  return [...chars].sort().join('');
}

export type BrandFontFile = keyof typeof FONTS;
export const BRAND_FONT_FILES = Object.keys(FONTS) as BrandFontFile[];

/** How a brand file is cut: its source font and subset-font's options. */
function cut(name: BrandFontFile, format: 'woff2' | 'sfnt') {
  const { source, pinWeight } = FONTS[name];
  const options = {
    targetFormat: format,
    keepFeatures: BROWSER_FEATURES,
    ...(pinWeight ? { variationAxes: { wght: pinWeight } } : {}),
  } as const;
  return { font: readFileSync(source), options };
}

/** One brand file cut to `text` (woff2 for the site; sfnt lets a test read its tables). */
export function cutBrandFont(name: BrandFontFile, text: string, format: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  const { font, options } = cut(name, format);
  return subsetFont(font, text, options);
}

export function brandFontSubset(root: string): Plugin {
  const cacheDir = path.join(root, 'src/web/styles/brand-fonts');
  let ready: Promise<void> | null = null;
  const make = async () => {
    mkdirSync(cacheDir, { recursive: true });
    const text = usedCharacters(root);
    for (const name of BRAND_FONT_FILES) {
      const { font, options } = cut(name, 'woff2');
      const key = createHash('sha256')
        .update(font)
        .update(text)
        .update(JSON.stringify(options))
        .digest('hex')
        .slice(0, 16);
      const out = path.join(cacheDir, name);
      const stamp = `${out}.key`;
      if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) continue;
      const subset = await subsetFont(font, text, options);
      // Written aside and renamed: parallel builds (other BUILD_DIRs) never read half a file.
      const temp = `${out}.${process.pid}.tmp`;
      writeFileSync(temp, subset);
      renameSync(temp, out);
      writeFileSync(stamp, key);
    }
  };
  return {
    name: 'larkspur:brand-font-subset',
    enforce: 'pre',
    async buildStart() {
      ready ??= make();
      await ready;
    },
  };
}
