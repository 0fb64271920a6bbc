// Renders every product illustration on one page and screenshots it, to judge the set as a
// customer would (issue 15 part 3): npx tsx scripts/product-art/contact-sheet.ts [name,name…]
// → artifacts/imagery/contact-sheet.png (Debian's Chromium, as the browser tests use).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const dir = path.resolve('public/images/products');
const only = process.argv[2]?.split(',');
const files = readdirSync(dir)
  .sort()
  .filter((f) => !only || only.includes(f.slice(2, -4)));
const size = 200;
const html = `<body style="margin:0;display:grid;grid-template-columns:repeat(8,${size}px);gap:4px;font:11px sans-serif">${files
  .map(
    (f) =>
      `<figure style="margin:0"><img src="file://${dir}/${f}" width="${size}" height="${size * 0.75}"><figcaption>${f.slice(2, -4)}</figcaption></figure>`,
  )
  .join('')}</body>`;
mkdirSync('artifacts/imagery', { recursive: true });
const page = path.resolve('artifacts/imagery/contact-sheet.html');
writeFileSync(page, html);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const tab = await browser.newPage({ viewport: { width: 8 * (size + 4), height: 600 } });
await tab.goto(`file://${page}`);
await tab.screenshot({ path: 'artifacts/imagery/contact-sheet.png', fullPage: true });
await browser.close();
console.log(`${files.length} illustrations → artifacts/imagery/contact-sheet.png`);
