// Prints one closing line for the whole run ("tests: N passed, N failed"), from the JSON
// reports vitest (npm test, then the operations tests) and Playwright write under artifacts/.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('artifacts/vitest.json');
const ops = read('artifacts/vitest-ops.json');
for (const report of [vitest, ops]) {
  if (!report) continue;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
const playwright = read('artifacts/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (!vitest || !ops || !playwright) failed += 1; // a missing report is a failure, never silence
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
