// `npm run lint` step: docs/decisions/README.md lists every decision record in force, and
// docs/decisions/archive/README.md every archived one; a number lives in one of the two; every
// relative link in those folders (records, archived bench runs) points at a file that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootArg = process.argv.indexOf('--root');
const root = rootArg >= 0 ? process.argv[rootArg + 1] : fileURLToPath(new URL('..', import.meta.url));
const decisions = join(root, 'docs/decisions');
const folders = [decisions, join(decisions, 'archive')].filter((dir) => existsSync(join(dir, 'README.md')));
const isRecord = (f) => /^\d{3}-.+\.md$/.test(f);
const name = (path) => relative(root, path);
const problems = [];
const seen = new Map();

for (const dir of folders) {
  const index = readFileSync(join(dir, 'README.md'), 'utf8');
  const rows = (f) => index.split('\n').filter((line) => line.startsWith('|') && line.includes(`](${f})`)).length;
  for (const f of readdirSync(dir).filter(isRecord)) {
    const n = rows(f);
    if (n !== 1) problems.push(`${f} has ${n ? `${n} rows` : 'no row'} in ${name(join(dir, 'README.md'))}`);
    const number = f.slice(0, 3);
    if (seen.has(number)) problems.push(`decision ${number} is both ${seen.get(number)} and ${name(join(dir, f))}`);
    seen.set(number, name(join(dir, f)));
  }
}
if (existsSync(join(decisions, 'archive')) && !folders.includes(join(decisions, 'archive')))
  problems.push('docs/decisions/archive has no README.md');

const markdown = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdown(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
  );
for (const file of markdown(decisions)) {
  for (const [, target] of readFileSync(file, 'utf8').matchAll(/\]\(([^)#\s]+)\)/g)) {
    if (!/^[a-z]+:/.test(target) && !existsSync(join(dirname(file), target)))
      problems.push(`${name(file)} links to ${target}, which does not exist`);
  }
}
if (problems.length) {
  console.error(`check-decision-index: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const count = (dir) => readdirSync(dir).filter(isRecord).length;
const archived = folders.length > 1 ? `, ${count(folders[1])} archived` : '';
console.log(`check-decision-index: ${count(decisions)} decision records${archived}, all in their index`);
