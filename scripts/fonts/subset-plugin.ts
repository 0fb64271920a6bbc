import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Decision 263: the two brand faces (decision 205) cut at build time to the characters the site
 * writes. Before Vite reads any module (dev or build), `src/web/styles/brand-fonts/<file>.woff2`
 * (git-ignored; fonts.css and root.tsx import it) is written as a subset of the @fontsource-variable
 * latin file of that name, made with subset-font (HarfBuzz compiled to WebAssembly, in the
 * package: no download), and remade only when the font or the character set changes.
 * Kept: printable ASCII (anything a customer types: names, addresses, notes) and every other
 * character in the web app, the domain copy, the seed and the content files; the weight axis is
 * whole. A character outside the subset (an accented name) is drawn by the metric-matched fallback.
 */
const SOURCES = ['src/web', 'src/domain', 'seed', 'content'];
const TEXT_FILE = /\.(tsx?|css|md|json|ya?ml)$/;
const require = createRequire(import.meta.url);
const FONTS: Record<string, string> = {
  'fraunces-latin-wght-normal.woff2':
    require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'),
  'source-sans-3-latin-wght-normal.woff2':
    require.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'),
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

export function brandFontSubset(root: string): Plugin {
  const cacheDir = path.join(root, 'src/web/styles/brand-fonts');
  let ready: Promise<void> | null = null;
  const make = async () => {
    mkdirSync(cacheDir, { recursive: true });
    const text = usedCharacters(root);
    for (const [name, source] of Object.entries(FONTS)) {
      const font = readFileSync(source);
      const key = createHash('sha256').update(font).update(text).digest('hex').slice(0, 16);
      const out = path.join(cacheDir, name);
      const stamp = `${out}.key`;
      if (existsSync(out) && existsSync(stamp) && readFileSync(stamp, 'utf8') === key) continue;
      const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
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
