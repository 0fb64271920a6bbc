// Shared by the lint-time checks (check-dependencies.mjs, check-boundaries.mjs): which files are
// ours, and what each one imports. TypeScript's own pre-processor finds the specifiers, so
// strings and comments that merely look like imports are not counted.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Generated, installed or throwaway folders; everything else in the repository is ours. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'build',
  '.react-router',
  '.data',
  '.test-data',
  'artifacts',
  'test-results',
  'drizzle',
]);
export const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Repository-relative paths (with `/`) of the files under `dir` whose name matches `pattern`. */
export function listFiles(root, dir, pattern) {
  const found = [];
  const walk = (abs) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const path = join(abs, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !entry.name.startsWith('build-')) walk(path);
      } else if (pattern.test(entry.name)) found.push(relative(root, path).split('\\').join('/'));
    }
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return found.sort();
}

/** Every module specifier in a source text: static, type-only, re-export, import(), require(). */
export function importSpecifiers(text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const specifiers = importedFiles.map((f) => f.fileName);
  // require.resolve of a package's file reads it without importing it (the e2e fixture's axe-core).
  for (const m of text.matchAll(/\brequire\.resolve\(\s*['"]([^'"]+)['"]/g)) specifiers.push(m[1]);
  return specifiers;
}

export const readText = (root, path) => readFileSync(join(root, path), 'utf8');
