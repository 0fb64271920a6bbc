import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text as streamText } from 'node:stream/consumers';
import { ReadableStream } from 'node:stream/web';
import { describe, expect, it } from 'vitest';
import { createCssInliner, inlineCssOfStream } from '../../src/server/http/inline-css.ts';

// Decision 291: a page's stylesheets travel inside its HTML, allowed by one hash in the CSP.
const SHELL = ':root{--x:1}@layer base,ui;body{margin:0}';
const ROUTE = '._a1b2c{color:#123}';

/** A page body as text, whether it came whole (a Buffer) or streamed (decision 346). */
const text = async (body: Buffer | Readable) => (Buffer.isBuffer(body) ? body.toString('utf8') : streamText(body));

function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, css] of Object.entries(files)) writeFileSync(path.join(dir, 'assets', name), css);
  return dir;
}

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="stylesheet" href="/assets/shell.css#"/><link rel="stylesheet" href="/assets/route.css"/></head>';
const BODY = '<body><main>Menu</main><script>window.x=1</script></body></html>';

const sha = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('inlining the stylesheets of a page', () => {
  it('puts every linked file into one style before the links, in order, and disables the links', () => {
    const inliner = createCssInliner(clientDir({ 'shell.css': SHELL, 'route.css': ROUTE }));
    const { html, styleSources } = inliner.inline(HEAD + BODY);
    const css = `${SHELL}\n${ROUTE}`;
    expect(html).toBe(
      HEAD.replace(
        '<link rel="stylesheet" href="/assets/shell.css#"/><link rel="stylesheet" href="/assets/route.css"/>',
        `<style>${css}</style><link disabled="" rel="stylesheet" href="/assets/shell.css#"/>` +
          '<link disabled="" rel="stylesheet" href="/assets/route.css"/>',
      ) + BODY,
    );
    expect(styleSources).toEqual([sha(css)]);
  });

  it('reads the links of a page rendered per request, which carry its nonce', () => {
    const inliner = createCssInliner(clientDir({ 'shell.css': SHELL, 'route.css': ROUTE }));
    const withNonce = (HEAD + BODY).replaceAll('<link rel="stylesheet"', '<link nonce="abc==" rel="stylesheet"');
    const { html, styleSources } = inliner.inline(withNonce);
    expect(styleSources).toEqual([sha(`${SHELL}\n${ROUTE}`)]);
    expect(html).toContain('<link disabled="" nonce="abc==" rel="stylesheet" href="/assets/route.css"/>');
  });

  it('leaves the page alone when a file is missing or could close the style element', () => {
    const missing = createCssInliner(clientDir({ 'shell.css': SHELL }));
    expect(missing.inline(HEAD + BODY)).toEqual({ html: HEAD + BODY, styleSources: [] });
    const hostile = createCssInliner(clientDir({ 'shell.css': SHELL, 'route.css': 'a{}</style><script>' }));
    expect(hostile.inline(HEAD + BODY)).toEqual({ html: HEAD + BODY, styleSources: [] });
  });

  // Decision 335: the font faces no stylesheet declares any more come first in the inline style.
  const FACES = "@font-face{font-family:Fraunces;src:url(/assets/f.woff2)format('woff2')}";
  it('puts the brand font faces first, and still inlines them when the links must stay on', () => {
    const inliner = createCssInliner(clientDir({ 'font-faces.css': FACES, 'shell.css': SHELL, 'route.css': ROUTE }));
    const css = `${FACES}\n${SHELL}\n${ROUTE}`;
    const { html, styleSources } = inliner.inline(HEAD + BODY);
    expect(html).toContain(`<style>${css}</style><link disabled=""`);
    expect(styleSources).toEqual([sha(css)]);

    const missing = createCssInliner(clientDir({ 'font-faces.css': FACES, 'shell.css': SHELL }));
    const kept = missing.inline(HEAD + BODY);
    expect(kept.html).toBe(
      HEAD.replace('<link rel="stylesheet" href="/assets/shell.css#"/>', `<style>${FACES}</style>$&`) + BODY,
    );
    expect(kept.styleSources).toEqual([sha(FACES)]);
  });

  it('does the same on a streamed page whose head arrives in pieces, and passes the rest through', async () => {
    const inliner = createCssInliner(clientDir({ 'shell.css': SHELL, 'route.css': ROUTE }));
    const whole = HEAD + BODY;
    const pieces = [
      whole.slice(0, 40),
      whole.slice(40, HEAD.length - 3),
      whole.slice(HEAD.length - 3, HEAD.length + 10),
    ];
    pieces.push(whole.slice(HEAD.length + 10));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const streamed = await inlineCssOfStream(stream, inliner);
    const expected = inliner.inline(whole);
    expect(await text(streamed.body)).toBe(expected.html);
    expect(streamed.styleSources).toEqual(expected.styleSources);
  });

  it('reads a streamed shell on to its module script, cut anywhere, and defers its scripts (decision 331)', async () => {
    const inliner = createCssInliner(clientDir({ 'shell.css': SHELL, 'route.css': ROUTE }));
    const script =
      '<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
      'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/a.js");</script>';
    const whole = `${HEAD}<body><main>Bag</main>${script}<!--$--><p>later</p></body></html>`;
    const at = whole.indexOf('async="">') + 3;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of [whole.slice(0, at), whole.slice(at, at + 30), whole.slice(at + 30)])
          controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const sent = await text((await inlineCssOfStream(stream, inliner)).body);
    expect(sent).not.toContain('<link rel="modulepreload"');
    expect(sent).toContain('const route0 = await import("/assets/root.js");');
    expect(sent).toContain('["/assets/a.js"]');
    expect(sent.endsWith('<!--$--><p>later</p></body></html>')).toBe(true);
  });
  it('gives the same page whatever the chunk sizes, a page past its first read buffer included', async () => {
    const inliner = createCssInliner(clientDir({ 'shell.css': SHELL, 'route.css': ROUTE }));
    const script =
      '<script nonce="abc" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n' +
      'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/a.js");</script>';
    const filler = `<p>${'crumb '.repeat(14_000)}</p>`; // ≈ 84 KB: the 64 KB buffer must grow
    const whole = new TextEncoder().encode(`${HEAD}<body><main>Bag</main>${filler}${script}<p>later</p></body></html>`);
    const sendIn = async (size: number) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < whole.length; at += size) controller.enqueue(whole.slice(at, at + size));
          controller.close();
        },
      });
      return text((await inlineCssOfStream(stream, inliner)).body);
    };
    const once = await sendIn(whole.length);
    expect(once).toContain('const route0 = await import("/assets/root.js");');
    for (const size of [1, 7, 4096, 65_536]) expect(await sendIn(size)).toBe(once);
  });
});
