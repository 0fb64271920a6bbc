import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChunkImports, dependencyOrder, staticImportsOf } from '../../src/server/http/chunk-imports.ts';
import { afterPaintPrelude } from '../../src/server/http/scripts-after-paint.ts';

/** A store page's chunks as React Router lists them (a module before its imports) and what each imports. */
const LISTED = [
  '/assets/runtime.js',
  '/assets/framework.js',
  '/assets/root.js',
  '/assets/shell.js',
  '/assets/layout.js',
  '/assets/location-detail.js',
  '/assets/map-list.js',
  '/assets/status-badge.js',
];
const IMPORTS: Record<string, string[]> = {
  '/assets/framework.js': ['/assets/runtime.js'],
  '/assets/root.js': ['/assets/shell.js'],
  '/assets/shell.js': ['/assets/framework.js', '/assets/runtime.js'],
  '/assets/layout.js': ['/assets/shell.js'],
  '/assets/location-detail.js': ['/assets/framework.js', '/assets/map-list.js', '/assets/elsewhere.js'],
  '/assets/map-list.js': ['/assets/layout.js', '/assets/status-badge.js'],
  '/assets/status-badge.js': ['/assets/framework.js'],
};
const importsOf = (href: string) => IMPORTS[href] ?? [];

describe('the order chunks are evaluated in after the first paint (decision 350)', () => {
  it('reads static imports as the bundler writes them, and not lazy ones', () => {
    const source =
      'import{a as e}from"./framework-A1.js";import"./side-B2.js";import { x } from "./shell-C3.js";' +
      'const lazy=()=>import("./map-D4.js");e(from"./nope")';
    expect(staticImportsOf(source, '/assets/route-E5.js')).toEqual([
      '/assets/framework-A1.js',
      '/assets/side-B2.js',
      '/assets/shell-C3.js',
    ]);
  });

  it('puts every chunk after the listed chunks it imports, so each import evaluates one chunk', () => {
    const order = dependencyOrder(LISTED, importsOf);
    expect(order).toEqual([
      '/assets/runtime.js',
      '/assets/framework.js',
      '/assets/shell.js',
      '/assets/root.js',
      '/assets/layout.js',
      '/assets/status-badge.js',
      '/assets/map-list.js',
      '/assets/location-detail.js',
    ]);
    for (const [i, href] of order.entries())
      for (const dependency of importsOf(href).filter((d) => LISTED.includes(d)))
        expect(order.indexOf(dependency), `${dependency} before ${href}`).toBeLessThan(i);
  });

  it('the prelude imports in that order when it has the graph, the entry still left to the end', () => {
    const code = afterPaintPrelude(['/assets/entry.js', ...LISTED], '/assets/entry.js', importsOf);
    const listed = JSON.parse(/const c=(\[[^\]]*\]);/.exec(code)![1]!) as string[];
    const places = JSON.parse(/for\(const i of (\[[^\]]*\])\)/.exec(code)![1]!) as number[];
    const imported = places.map((i) => listed[i]);
    expect(imported).toEqual(dependencyOrder(LISTED, importsOf));
  });

  it('reads each built file once, and a missing file imports nothing', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chunks-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'a.js'), 'import{b}from"./b.js";');
    const read = createChunkImports(dir);
    expect(read('/assets/a.js')).toEqual(['/assets/b.js']);
    writeFileSync(path.join(dir, 'assets', 'a.js'), 'changed');
    expect(read('/assets/a.js')).toEqual(['/assets/b.js']);
    expect(read('/assets/missing.js')).toEqual([]);
  });
});
