import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classesInHtml,
  criticalCss,
  parseCss,
  requiredClasses,
  splitSelectorList,
} from '../../src/server/http/critical-css.ts';
import { createCssInliner, lowPriorityModulePreloads } from '../../src/server/http/inline-css.ts';

// Decision 318: a whole cached page carries only the rules its first paint can use.
const CSS =
  '@layer base,ui;:root{--gap:4px;--unused:9px;--map:#fff}body{margin:0;gap:var(--gap)}' +
  '@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
  '@keyframes gone{to{opacity:0}}@layer base{._card{padding:1px;animation:spin 1s}._drawer{left:0}}' +
  '@layer ui{._modal{top:0}}._card ._title,._drawer ._title{color:red}._card:hover{color:blue}' +
  '@media (min-width:601px){._card{padding:2px}._modal{width:9px}}._a:not(._open){display:none}' +
  '._content:after{content:"{"}';

const HTML =
  '<html><head></head><body><div class="_card"><h2 class="_title _a">Bread</h2></div>' +
  '<p class="_content">x</p></body></html>';

describe('the first paint rules of a page', () => {
  it('keeps every rule an element of the page can match, in order, and drops the others', () => {
    expect(criticalCss(parseCss(CSS), HTML)).toBe(
      '@layer base,ui;:root{--gap:4px}body{margin:0;gap:var(--gap)}' +
        '@font-face{font-family:X;src:url(/x.woff2)}@keyframes spin{to{transform:rotate(1turn)}}' +
        '@layer base{._card{padding:1px;animation:spin 1s}}@layer ui{}._card ._title{color:red}' +
        '@media (min-width:601px){._card{padding:2px}}._a:not(._open){display:none}' +
        '._content:after{content:"{"}',
    );
  });

  it('reads selectors, classes and class attributes the way the browser would', () => {
    expect(splitSelectorList('._a,:is(._b,._c) ._d,[title="x,y"]')).toEqual([
      '._a',
      ':is(._b,._c) ._d',
      '[title="x,y"]',
    ]);
    expect(requiredClasses('._a:not(._b) :where(._c)>._d[data-x=".e"]')).toEqual(['_a', '_d']);
    expect(requiredClasses('.sm\\:wide')).toEqual(['sm:wide']);
    expect([...classesInHtml('<a class="x  y" data-class="z"><b class="">t</b></a>')]).toEqual(['x', 'y']);
  });

  it('inlines the first paint rules of a whole document with their hash, and lowers the modulepreloads', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'all.css'), CSS);
    const inliner = createCssInliner(dir, { firstPaint: true });
    const head =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js"/>' +
      '<link rel="stylesheet" href="/assets/all.css"/></head>';
    const page = inliner.inline(head + HTML.slice(HTML.indexOf('<body>')));
    const css = criticalCss(parseCss(CSS), page.html);
    expect(page.html).toContain(
      `<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><style data-critical="">${css}</style>` +
        '<link disabled="" rel="stylesheet" href="/assets/all.css"/></head>',
    );
    expect(page.styleSources).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
    // A streamed page's head alone: the whole CSS (its body is not known yet), no marker.
    const streamedHead = inliner.inline(head);
    expect(streamedHead.html).toContain(`<style>${CSS}</style>`);
    expect(lowPriorityModulePreloads(streamedHead.html)).toBe(streamedHead.html);
  });
});
