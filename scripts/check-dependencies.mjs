// `npm run lint` step (issue 19): every declared npm package is used, every package our code
// imports is declared, and package-lock.json declares the same packages as package.json.
// A package counts as used when a file of ours imports it (any form: type-only, import(),
// require.resolve), when one of its commands appears in an npm script or shell script, or — for
// `@types/x` — when `x` is used (or named in tsconfig's `types`).
import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CODE, importSpecifiers, listFiles, readText } from './lib/source-files.mjs';

const rootArg = process.argv.indexOf('--root');
const root = rootArg >= 0 ? join(process.argv[rootArg + 1], '/') : fileURLToPath(new URL('..', import.meta.url));
const readJson = (path) => JSON.parse(readText(root, path));
const pkg = readJson('package.json');
const declared = { ...pkg.dependencies, ...pkg.devDependencies };
const problems = [];

/** 'react-router/dom' → 'react-router'; '@scope/name/x' → '@scope/name'; null when not a package. */
const packageOf = (specifier) => {
  if (/^[./]/.test(specifier) || specifier.includes(':') || isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};
/** The DefinitelyTyped name of a package: '@scope/name' → '@types/scope__name'. */
const typesOf = (name) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

// 1. What our code imports (every code file in the repository, configs included).
const importers = new Map(); // package → first file importing it
let usesBuiltins = false;
for (const file of listFiles(root, '.', CODE)) {
  for (const specifier of importSpecifiers(readText(root, file))) {
    if (specifier.startsWith('node:') || isBuiltin(specifier)) usesBuiltins = true;
    const name = packageOf(specifier);
    if (name && !importers.has(name)) importers.set(name, file);
  }
}

// 2. Commands run from npm scripts and shell scripts (`tsc`, `eslint`, `vitest`, `node --import tsx` …).
const commandText = [
  ...Object.values(pkg.scripts ?? {}),
  ...listFiles(root, 'scripts', /\.sh$/).map((f) => readText(root, f)),
  ...listFiles(root, '.ci', /./).map((f) => readText(root, f)),
  ...[...importers.values()].map((f) => readText(root, f)), // spawn(…, ['--import', 'tsx', …])
].join('\n');
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const commandsOf = (name) => {
  const manifest = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return [];
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!bin) return [];
  return typeof bin === 'string' ? [name.split('/').pop()] : Object.keys(bin);
};
const runsAsCommand = (name) =>
  commandsOf(name).some((command) =>
    new RegExp(`(^|[\\s;&|(])(npx\\s+)?${escape(command)}(\\s|$)`, 'm').test(commandText),
  ) || new RegExp(`--import['",\\s=]+${escape(name)}['"\\s]`).test(commandText);

const tsconfigTypes = readJson('tsconfig.json').compilerOptions?.types?.map(packageOf) ?? [];
const used = (name) => {
  if (importers.has(name) || runsAsCommand(name)) return true;
  if (!name.startsWith('@types/')) return false;
  if (name === '@types/node' && usesBuiltins) return true;
  const typed = (other) => typesOf(other) === name;
  return (
    [...importers.keys()].some(typed) ||
    Object.keys(declared).some((other) => typed(other) && used(other)) ||
    tsconfigTypes.some((t) => t && typed(t))
  );
};

for (const name of Object.keys(declared).sort()) {
  if (!used(name))
    problems.push(`${name} is declared in package.json but nothing imports or runs it (npm uninstall ${name})`);
}
for (const [name, file] of [...importers].sort()) {
  if (name === pkg.name || name in declared || typesOf(name) in declared) continue;
  problems.push(
    `${name} is imported by ${file} but not declared in package.json (npm install ${name}; -D when only tests, bench or scripts use it)`,
  );
}

// 3. scripts/install.sh installs the lock as it is: it must declare what package.json declares.
const lockRoot = readJson('package-lock.json').packages?.[''] ?? {};
for (const field of ['dependencies', 'devDependencies']) {
  const inPackage = JSON.stringify(Object.entries(pkg[field] ?? {}).sort());
  const inLock = JSON.stringify(Object.entries(lockRoot[field] ?? {}).sort());
  if (inPackage !== inLock)
    problems.push(`package-lock.json ${field} differ from package.json: run npm install to update the lock`);
}

if (problems.length) {
  console.error(`check-dependencies: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `check-dependencies: ${Object.keys(declared).length} declared packages, all used; ${importers.size} imported packages, all declared`,
);
