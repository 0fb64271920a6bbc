// `npm run lint` step (issue 19): feature-boundary figures, held as a ratchet. From the import
// graph of src/ it counts
//   - server modules / web features that sit on a folder-level import cycle (a ring of folders
//     that import each other, even when no single file cycle exists),
//   - imports from one server module or web feature into another's internals (anything but the
//     folder's public entry, index.ts or index.tsx),
//   - the length in lines of the longest source file under src/,
// and fails when a figure is above the one recorded in scripts/boundaries-baseline.json, so the
// figures can only go down. Type-only and lazy (import()) imports count: they couple folders too.
// `node scripts/check-boundaries.mjs --record` writes the current figures as the new baseline.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE, importSpecifiers, listFiles, readText } from './lib/source-files.mjs';

const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? join(args[rootArg + 1], '/') : fileURLToPath(new URL('..', import.meta.url));
const baselinePath = join(root, 'scripts/boundaries-baseline.json');
const KINDS = { server: 'src/server/modules', web: 'src/web/features' };

const files = listFiles(root, 'src', /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/);
const known = new Set(files);
const resolveImport = (from, specifier) => {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier))
    .split('\\')
    .join('/');
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((c) => known.has(c)) ?? null;
};
/** The feature folder a file belongs to ({ kind, folder }), or null outside modules/features. */
const featureOf = (file) => {
  for (const [kind, dir] of Object.entries(KINDS)) {
    const rest = file.startsWith(`${dir}/`) ? file.slice(dir.length + 1).split('/') : [];
    if (rest.length > 1)
      return { kind, folder: `${dir}/${rest[0]}`, isEntry: rest.length === 2 && /^index\.tsx?$/.test(rest[1]) };
  }
  return null;
};

const edges = { server: new Map(), web: new Map() };
const internalImports = { server: [], web: [] };
let longest = { file: '', lines: 0 };
for (const file of files) {
  const text = readText(root, file);
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > longest.lines) longest = { file, lines };
  const from = featureOf(file);
  if (!from || !CODE.test(file)) continue;
  for (const specifier of importSpecifiers(text)) {
    const target = resolveImport(file, specifier);
    const to = target && featureOf(target);
    if (!to || to.kind !== from.kind || to.folder === from.folder) continue;
    const out = edges[from.kind].get(from.folder) ?? new Set();
    edges[from.kind].set(from.folder, out.add(to.folder));
    if (!to.isEntry) internalImports[from.kind].push(`${file} → ${target}`);
  }
}

/** Tarjan's strongly connected components with more than one folder: the import rings. */
function rings(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

const folderCount = (dir) =>
  new Set(
    files
      .filter((f) => f.startsWith(`${dir}/`) && f.split('/').length > dir.split('/').length + 1)
      .map((f) => featureOf(f)?.folder),
  ).size;
const serverRings = rings(edges.server);
const webRings = rings(edges.web);
const figures = {
  serverModulesInCycles: serverRings.flat().length,
  webFeaturesInCycles: webRings.flat().length,
  serverInternalImports: internalImports.server.length,
  webInternalImports: internalImports.web.length,
  longestFileLines: longest.lines,
};
const details = {
  serverModulesInCycles: serverRings.map((r) => `ring: ${r.join(', ')}`),
  webFeaturesInCycles: webRings.map((r) => `ring: ${r.join(', ')}`),
  serverInternalImports: internalImports.server,
  webInternalImports: internalImports.web,
  longestFileLines: [longest.file],
};

console.log(`check-boundaries:
  server modules on a folder cycle        ${figures.serverModulesInCycles} of ${folderCount(KINDS.server)}
  web features on a folder cycle          ${figures.webFeaturesInCycles} of ${folderCount(KINDS.web)}
  server imports into another's internals ${figures.serverInternalImports}
  web imports into another's internals    ${figures.webInternalImports}
  longest source file under src/          ${figures.longestFileLines} lines (${longest.file})`);
for (const ring of [...serverRings, ...webRings])
  console.log(`  on one ring: ${ring.map((f) => f.split('/').pop()).join(', ')}`);

if (args.includes('--record')) {
  writeFileSync(baselinePath, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`recorded in ${baselinePath}`);
  process.exit(0);
}
if (!existsSync(baselinePath)) {
  console.error(`no baseline at ${baselinePath}: run node scripts/check-boundaries.mjs --record`);
  process.exit(1);
}
const WHY = {
  serverModulesInCycles: 'server modules now import each other in a ring; one of them must stop importing the other.',
  webFeaturesInCycles: 'web features now import each other in a ring; one of them must stop importing the other.',
  serverInternalImports:
    "a module imports another module's internal file; import what it exports from its index.ts instead.",
  webInternalImports:
    "a feature imports another feature's internal file; import what it exports from its index.ts instead.",
  longestFileLines: 'a source file grew longer than any before; split it by job.',
};
const baseline = JSON.parse(readText(root, 'scripts/boundaries-baseline.json'));
let failed = false;
for (const [name, value] of Object.entries(figures)) {
  const allowed = baseline[name];
  if (typeof allowed !== 'number' || value > allowed) {
    failed = true;
    console.error(`\n${name} is ${value}, above the baseline ${allowed}: ${WHY[name]}`);
    for (const line of details[name]) console.error(`  ${line}`);
  } else if (value < allowed) {
    console.log(
      `  ${name} went down (${allowed} → ${value}): lock it in with node scripts/check-boundaries.mjs --record`,
    );
  }
}
if (failed) process.exit(1);
