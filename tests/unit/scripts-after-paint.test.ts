import { describe, expect, it } from 'vitest';
import {
  afterPaintPrelude,
  scriptsAfterFirstPaint,
  takeModulePreloads,
} from '../../src/server/http/scripts-after-paint.ts';

// Decision 331: React Router's page, as its <Links/> and <Scripts/> write it (7.18).
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-A1.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/framework-B2.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root-C3.js" nonce="n0nce"/>' +
  '<link rel="stylesheet" href="/assets/shell.css"/></head>';
const MODULE_SCRIPT =
  '<script type="module" async="">;\n' +
  'import * as route0 from "/assets/root-C3.js";\n' +
  'import * as route1 from "/assets/menu-D4.js";\n' +
  '  window.__reactRouterManifest = {"entry":{}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/menu":route1};\n\n' +
  'import("/assets/entry.client-A1.js");</script>';
const BODY = `<body><main>Menu</main><script>window.__reactRouterContext = {}</script>${MODULE_SCRIPT}</body></html>`;

describe('scripts after the first paint (decision 331)', () => {
  it('takes every preload out of the head, with or without a nonce or a priority', () => {
    const { head, hrefs } = takeModulePreloads(HEAD);
    expect(hrefs).toEqual(['/assets/entry.client-A1.js', '/assets/framework-B2.js', '/assets/root-C3.js']);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/shell.css"/>');
  });

  it('makes the route imports wait for the first paint, preload every chunk, then import as before', () => {
    const html = scriptsAfterFirstPaint(HEAD + BODY);
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = html.slice(html.indexOf('<script type="module" async="">'));
    expect(script).not.toMatch(/^import \* as/m);
    expect(script).toContain('const route0 = await import("/assets/root-C3.js");');
    expect(script).toContain('const route1 = await import("/assets/menu-D4.js");');
    expect(script).toContain('observe({type:"paint",buffered:!0})');
    // The preloads come before the first import, in the head's order; the rest is untouched.
    expect(script.indexOf('"/assets/framework-B2.js"')).toBeLessThan(script.indexOf('await import('));
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/menu":route1};');
    expect(script).toContain('import("/assets/entry.client-A1.js");</script></body></html>');
  });

  it('runs as a module in a browser-like scope: it waits for the first contentful paint, then imports in order', async () => {
    const html = scriptsAfterFirstPaint(HEAD + BODY);
    const code = html.slice(html.indexOf('async="">') + 'async="">'.length, html.lastIndexOf('</script>'));
    const order: string[] = [];
    const appended: string[] = [];
    type Entries = { getEntriesByName: (name: string) => unknown[] };
    type Report = (list: Entries, observer: { disconnect: () => void }) => void;
    let report: Report | undefined;
    let observed: unknown;
    let cleared = false;
    const scope = {
      document: {
        visibilityState: 'visible',
        createElement: () => ({}),
        head: { append: (l: { href: string }) => appended.push(l.href) },
      },
      PerformanceObserver: class {
        constructor(callback: Report) {
          report = callback;
        }
        observe(options: unknown) {
          observed = options;
        }
      },
      setTimeout: () => 1,
      clearTimeout: () => (cleared = true),
      window: {} as Record<string, unknown>,
      load: async (url: string) => (order.push(url), { url }),
    };
    const run = new Function(
      ...Object.keys(scope),
      `return (async () => { ${code.replace(/\bimport\(/g, 'load(')} })();`,
    );
    const done = run(...Object.values(scope)) as Promise<void>;
    const paints = (names: string[]): Entries => ({ getEntriesByName: (n) => names.filter((x) => x === n) });
    expect(observed).toEqual({ type: 'paint', buffered: true });
    report!(paints(['first-paint']), { disconnect: () => undefined });
    await Promise.resolve();
    expect(order).toEqual([]); // a first paint without content is not enough
    let disconnected = false;
    report!(paints(['first-paint', 'first-contentful-paint']), { disconnect: () => (disconnected = true) });
    await done;
    expect(disconnected && cleared).toBe(true);
    expect(appended).toEqual(['/assets/entry.client-A1.js', '/assets/framework-B2.js', '/assets/root-C3.js']);
    // Each chunk on its own first, dependencies before importers (the list reversed), never the
    // entry; then the route imports as React Router wrote them, and the entry last (decision 350).
    expect(order).toEqual([
      '/assets/root-C3.js',
      '/assets/framework-B2.js',
      '/assets/root-C3.js',
      '/assets/menu-D4.js',
      '/assets/entry.client-A1.js',
    ]);
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-C3.js' },
      'routes/menu': { url: '/assets/menu-D4.js' },
    });
  });

  it('leaves a page without React Router’s module script, or without preloads, as it is', () => {
    expect(scriptsAfterFirstPaint(HEAD + '<body></body></html>')).toBe(HEAD + '<body></body></html>');
    const noPreloads = HEAD.replace(/<link[^>]*modulepreload[^>]*>/g, '') + BODY;
    expect(scriptsAfterFirstPaint(noPreloads)).toBe(noPreloads);
  });

  it('appends the preloads a few per task, yielding between, and evaluates one chunk per import', async () => {
    const hrefs = Array.from({ length: 14 }, (_, i) => `/assets/c${i}.js`);
    const steps: string[] = [];
    const scope = {
      document: {
        visibilityState: 'hidden',
        createElement: () => ({}),
        head: { append: (l: { href: string }) => steps.push(`link ${l.href}`) },
      },
      scheduler: { yield: async () => void steps.push('yield') },
      load: async (url: string) => void steps.push(`import ${url}`),
    };
    const code = afterPaintPrelude(hrefs, '/assets/c0.js').replace(/\bimport\(/g, 'load(');
    await (new Function(...Object.keys(scope), `return (async () => { ${code} })();`)(
      ...Object.values(scope),
    ) as Promise<void>);
    const links = steps.filter((s) => s.startsWith('link')).map((s) => s.slice(5));
    expect(links).toEqual(hrefs);
    // 14 links: 6, yield, 6, yield, 2 — then every chunk but the entry, last listed first.
    expect(steps.slice(0, 16).map((s) => (s === 'yield' ? s : 'link'))).toEqual([
      ...Array<string>(6).fill('link'),
      'yield',
      ...Array<string>(6).fill('link'),
      'yield',
      'link',
      'link',
    ]);
    expect(steps.slice(16)).toEqual(
      hrefs
        .slice(1)
        .reverse()
        .map((h) => `import ${h}`),
    );
  });

  it('never writes a URL into the script that could leave the string', () => {
    expect(afterPaintPrelude(['/assets/a.js', '/assets/"+alert(1)+".js', 'https://elsewhere/x.js'])).toContain(
      '["/assets/a.js"]',
    );
  });
});
