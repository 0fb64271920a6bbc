import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import routes from './src/web/routes.ts';
import { brandFontSubset } from './scripts/fonts/subset-plugin.ts';
import { chunkReport } from './scripts/bundle/chunk-report-plugin.ts';

/**
 * React Router's package.json maps every condition to dist/development (dev warnings on); the
 * browser bundle takes dist/production instead (decision 120). The server keeps Node's
 * resolution: main.js and the server build must share one copy of the package.
 */
const productionReactRouter = (): Plugin => {
  const dist = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: 'larkspur:react-router-production-client',
    enforce: 'pre',
    apply: 'build',
    resolveId(id, _importer, options) {
      if (options?.ssr) return null;
      if (id === 'react-router') return dist('index.mjs');
      if (id === 'react-router/dom') return dist('dom-export.mjs');
      return null;
    },
  };
};

/**
 * Decision 141: the browser bundle's first-load code in a few chunks instead of ~35 tiny shared
 * ones (fewer requests, fewer render-blocking CSS files, better gzip). Once the client build's
 * module graph is known: React, react-dom and React Router go to `framework`; the modules the
 * root route reaches statically, plus those the default layout shares with the pages of the
 * other layouts (routes.ts), to `shell`; the rest of the default layout's static graph to
 * `layout`, which only default-layout pages load. Route modules and lazy code (import()) keep
 * rolldown's own chunking.
 */
/** A web feature's public entry (`src/web/features/<f>/index.ts`), which only re-exports. */
const FEATURE_ENTRY = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

const shellChunks = (): Plugin => {
  const group = new Map<string, 'shell' | 'layout'>();
  const file = (path: string) => fileURLToPath(new URL(`./src/web/${path}`, import.meta.url));
  const DEFAULT_LAYOUT = 'layouts/default-layout.tsx';
  // Every route file under a layout other than the default one (and those layouts themselves).
  type Entry = { file: string; children?: Entry[] };
  const filesOf = (entry: Entry): string[] => [entry.file, ...(entry.children ?? []).flatMap(filesOf)];
  const otherPages = (routes as Entry[]).filter((r) => r.file !== DEFAULT_LAYOUT).flatMap(filesOf);
  const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
  return {
    name: 'larkspur:shell-chunks',
    apply: 'build',
    buildStart() {
      group.clear();
    },
    // A feature's entry only re-exports: an importer then takes only the files it names from it.
    transform(code, id) {
      return FEATURE_ENTRY.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
    buildEnd() {
      if (this.environment.config.consumer !== 'client') return;
      const reach = (root: string) => {
        const seen = new Set<string>();
        const pending = [file(root)];
        while (pending.length) {
          const id = pending.pop()!;
          if (seen.has(id) || id.includes('node_modules')) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const others = new Set(otherPages.flatMap((page) => [...reach(page)]));
      for (const id of reach('root.tsx')) group.set(id, 'shell');
      for (const id of reach(DEFAULT_LAYOUT)) if (!group.has(id)) group.set(id, others.has(id) ? 'shell' : 'layout');
    },
    // Called before the graph is built: the tests read `group` when the chunks are made.
    outputOptions(options) {
      if (this.environment.config.consumer !== 'client') return null;
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 3 },
            { name: 'shell', test: (id: string) => group.get(id) === 'shell', priority: 2 },
            { name: 'layout', test: (id: string) => group.get(id) === 'layout', priority: 1 },
          ],
        },
      };
    },
  };
};

/**
 * Decision 259: CSS module classes as `_` + 5 characters of a hash of file and class name (the
 * default `_description_14yc8_12` made 40 % of the menu page's markup). The same in the client
 * and the server build, since both hash the same source path relative to the project.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const shortClassOwners = new Map<string, string>();
const shortClassName = (name: string, filename: string) => {
  const file = path.relative(root, filename.split('?')[0]!).split(path.sep).join('/');
  const key = `${file}:${name}`;
  const short = `_${createHash('sha256').update(key).digest('base64url').slice(0, 5).replace(/-/g, '_')}`;
  // Two classes on one short name would style each other: stop the build instead.
  const owner = shortClassOwners.get(short);
  if (owner && owner !== key) throw new Error(`CSS module class name collision: ${owner} and ${key} → ${short}`);
  shortClassOwners.set(short, key);
  return short;
};

export default defineConfig({
  plugins: [
    brandFontSubset(fileURLToPath(new URL('.', import.meta.url))),
    productionReactRouter(),
    shellChunks(),
    reactRouter(),
    chunkReport(process.env.BUILD_DIR ?? 'build'),
  ],
  css: { modules: { generateScopedName: shortClassName } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  // Client bundles must never pull server modules: see docs/ARCHITECTURE.md.
  ssr: { noExternal: [] },
});
