// `npm run lint` step (issue 19, decision 195): docs/decisions/README.md lists every decision
// record, and every file the index or a record links to (records, bench/results/…) exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootArg = process.argv.indexOf('--root');
const root = rootArg >= 0 ? process.argv[rootArg + 1] : fileURLToPath(new URL('..', import.meta.url));
const dir = join(root, 'docs/decisions');
const index = readFileSync(join(dir, 'README.md'), 'utf8');
const records = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f));
const rows = (f) => index.split('\n').filter((line) => line.startsWith('|') && line.includes(`](${f})`)).length;
const problems = records.flatMap((f) => {
  const n = rows(f);
  return n === 1 ? [] : [`${f} has ${n ? `${n} rows` : 'no row'} in docs/decisions/README.md`];
});
for (const file of ['README.md', ...records]) {
  for (const [, target] of readFileSync(join(dir, file), 'utf8').matchAll(/\]\(([^)#\s]+)\)/g)) {
    if (!/^[a-z]+:/.test(target) && !existsSync(join(dir, target)))
      problems.push(`docs/decisions/${file} links to ${target}, which does not exist`);
  }
}
if (problems.length) {
  console.error(`check-decision-index: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-decision-index: ${records.length} decision records, all in the index`);
