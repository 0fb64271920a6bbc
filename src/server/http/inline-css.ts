import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { criticalCss, parseCss, type ParsedCss } from './critical-css.ts';
import { FONT_FACES_FILE } from './font-faces.ts';
import type { ChunkImports } from './chunk-imports.ts';
import { deferRouteModules, takeModulePreloads } from './scripts-after-paint.ts';
import { pageBody } from './page-body.ts';

/**
 * The page's stylesheets inside its HTML (decision 291). On a slow phone every linked stylesheet
 * in <head> holds the first paint for a round trip; a page's whole CSS is about 10 KB gzip, so it
 * travels in the HTML as one `<style>` (allowed by its hash: `style-src 'sha256-…'`, no
 * 'unsafe-inline'). Each `<link rel="stylesheet">` stays where React Router rendered it, because
 * hydration matches it by rel and href, but gets `disabled`: a disabled stylesheet is neither
 * fetched nor applied, and the production build of React does not patch attributes on hydration.
 * A later client navigation adds the new route's links as usual; the inline rules stay, harmless
 * (CSS module classes are unique to their file).
 */
export interface CssInlinerOptions {
  /**
   * Decision 318. A whole document (the anonymous cache's) gets only the rules its first paint can
   * use, in `<style data-critical>`; the browser switches the links on after that paint. Every page
   * (a streamed head too) gets its modulepreloads at low priority: the scripts hydrate, they paint
   * nothing, so on a slow link the HTML's images and fonts go first. Decision 331 then takes the
   * preloads out wherever it finds React Router's module script; this stays for a page without it.
   */
  firstPaint?: boolean;
}

export interface CssInliner {
  /** The HTML with its head's stylesheets inlined, and the CSP sources the `<style>` needs. */
  inline(html: string): { html: string; styleSources: string[] };
}

/**
 * React Router's stylesheet links (`<Links/>`), with the nonce a per-request render puts on them;
 * the `#` it may append to the file name is kept on the link.
 */
const STYLESHEET_LINK = /<link (?:nonce="[^"]*" )?rel="stylesheet" href="(\/assets\/[^"#?]+\.css)#?"\/>/g;

const FONT_FACES_HREF = `/${FONT_FACES_FILE}`;

/** Over this many bytes of CSS the page keeps its links (a style sheet that big is a bug to look at). */
const MAX_INLINE_BYTES = 96 * 1024;

export function createCssInliner(clientDir: string, options: CssInlinerOptions = {}): CssInliner {
  const files = new Map<string, string | null>();
  const combined = new Map<string, { css: string; parsed: ParsedCss | null; style: string; source: string } | null>();

  /** A built asset's text, read once; null when missing or unsafe inside a `<style>` element. */
  const read = (href: string): string | null => {
    if (!files.has(href)) {
      let text: string | null = null;
      try {
        text = readFileSync(path.join(clientDir, href), 'utf8');
      } catch {
        text = null;
      }
      files.set(href, text && !/<\/style/i.test(text) ? text : null);
    }
    return files.get(href) ?? null;
  };

  /** One `<style>` for a list of files, with its CSP hash; memoised per list (a route's set). */
  const styleFor = (hrefs: string[]) => {
    const key = hrefs.join(' ');
    if (!combined.has(key)) {
      // The brand's font faces first (decision 335): no stylesheet declares them any more.
      const faces = read(FONT_FACES_HREF);
      const texts = [...(faces ? [faces] : []), ...hrefs.map(read)];
      const css = texts.every((t) => t !== null) ? texts.join('\n') : null;
      combined.set(
        key,
        css !== null && Buffer.byteLength(css) <= MAX_INLINE_BYTES
          ? {
              css,
              parsed: options.firstPaint ? parseCss(css) : null,
              style: `<style>${css}</style>`,
              source: hashSource(css),
            }
          : null,
      );
    }
    return combined.get(key) ?? null;
  };

  /** The whole set, or (decision 318) only what the first paint of a whole document uses. */
  const styleOf = (set: NonNullable<ReturnType<typeof styleFor>>, html: string) => {
    if (!set.parsed || !html.includes('</body>')) return { style: set.style, source: set.source };
    const css = criticalCss(set.parsed, html);
    return { style: `<style data-critical="">${css}</style>`, source: hashSource(css) };
  };

  return {
    inline(html) {
      const headEnd = html.indexOf('</head>');
      if (headEnd < 0) return { html, styleSources: [] };
      const head = html.slice(0, headEnd);
      const links = [...head.matchAll(STYLESHEET_LINK)];
      if (links.length === 0) return { html, styleSources: [] };
      const set = styleFor(links.map((m) => m[1]!));
      const at = links[0]!.index;
      if (!set) {
        // The links stay on; the font faces, which no stylesheet declares, still come inline.
        const faces = read(FONT_FACES_HREF);
        if (!faces) return { html, styleSources: [] };
        return {
          html: `${html.slice(0, at)}<style>${faces}</style>${html.slice(at)}`,
          styleSources: [hashSource(faces)],
        };
      }
      const inlined = styleOf(set, html);
      // The head around the style is edited, never the style: its text is fixed by its hash.
      const around = (part: string) => (options.firstPaint ? lowPriorityModulePreloads(part) : part);
      const disabledLinks = head
        .slice(at)
        .replace(STYLESHEET_LINK, (tag) => tag.replace('<link ', '<link disabled="" '));
      return {
        html: around(head.slice(0, at)) + inlined.style + around(disabledLinks) + html.slice(headEnd),
        styleSources: [inlined.source],
      };
    },
  };
}

const hashSource = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** React Router's `<link rel="modulepreload">`s, fetched after what paints (decision 318). */
export const lowPriorityModulePreloads = (head: string) =>
  head.replace(/<link (?:nonce="[^"]*" )?rel="modulepreload"(?! fetchpriority)/gi, '$& fetchpriority="low"');

/** `<build>/client` beside the server build `<build>/server/index.js`. */
export const clientDirOf = (serverBuildPath: string) => path.resolve(path.dirname(serverBuildPath), '..', 'client');

/**
 * The same for a streamed render (a member's page): the head is read up to `</head>` (React's
 * shell, the first chunk), inlined, and the rest of the stream passes through untouched. The CSP
 * header is set after this resolves, so it can name the style's hash. The shell is read on to the
 * end of React Router's module script (a few KB further, same flush) so that its scripts wait for
 * the first paint as a cached page's do (decision 331); without it the page keeps its preloads.
 * A page that ends soon after its head goes out as one body (`pageBody`, decision 346).
 */
export async function inlineCssOfStream(
  body: ReadableStream<Uint8Array>,
  inliner: CssInliner,
  chunkImports?: ChunkImports,
): Promise<{ body: Buffer | Readable; styleSources: string[] }> {
  const reader = body.getReader();
  // What was read, in one buffer that doubles when full; each marker is looked for only in the
  // bytes new since the last read. Joining the chunks on every read copied the whole shell again
  // per 4 KB chunk React writes (≈ 0.5 MB of garbage for a 60 KB page), and searched it again.
  let buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
  let size = 0;
  let headEnd = -1;
  let scriptOpen = -1;
  let scriptEnd = -1;
  let finished = false;
  while ((headEnd < 0 || scriptEnd < 0) && size <= MAX_HEAD_BYTES) {
    const { done, value } = await reader.read();
    if (done) {
      finished = true;
      break;
    }
    if (size + value.length > buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(buffer.length * 2, size + value.length));
      buffer.copy(bigger, 0, 0, size);
      buffer = bigger;
    }
    buffer.set(value, size);
    const before = size;
    size += value.length;
    const read = buffer.subarray(0, size);
    const from = (marker: string, floor = 0) => Math.max(floor, before - marker.length);
    if (headEnd < 0) headEnd = read.indexOf(HEAD_END, from(HEAD_END));
    if (scriptOpen < 0) scriptOpen = read.indexOf(MODULE_SCRIPT_OPEN, from(MODULE_SCRIPT_OPEN));
    if (scriptOpen >= 0 && scriptEnd < 0) {
      const close = read.indexOf(SCRIPT_CLOSE, from(SCRIPT_CLOSE, scriptOpen + MODULE_SCRIPT_OPEN.length));
      if (close >= 0) scriptEnd = close + SCRIPT_CLOSE.length;
    }
  }
  const start = buffer.subarray(0, size);
  // The pieces of the page read so far, joined once by pageBody (not once here and again there).
  let first: Uint8Array[] = [start];
  let styleSources: string[] = [];
  if (headEnd >= 0) {
    const cut = headEnd + HEAD_END.length;
    const scriptStart = scriptEnd > cut ? start.lastIndexOf(SCRIPT_TAG, scriptEnd) : -1;
    // The preloads come out of the few KB of React's head before the page's CSS goes in.
    const shell = start.subarray(0, cut).toString('utf8');
    const taken = scriptStart > cut ? takeModulePreloads(shell) : { head: shell, hrefs: [] };
    const inlined = inliner.inline(taken.head);
    const { hrefs } = taken;
    if (hrefs.length) {
      // Only the head and the module script become strings (decision 331): the body between them
      // is passed on as the bytes it is. Every cut falls on ASCII markup, never inside a character.
      const script = deferRouteModules(start.subarray(scriptStart, scriptEnd).toString('utf8'), hrefs, chunkImports);
      first = [
        Buffer.from(inlined.html, 'utf8'),
        start.subarray(cut, scriptStart),
        Buffer.from(script, 'utf8'),
        start.subarray(scriptEnd),
      ];
    } else {
      first = [Buffer.from(inlined.html, 'utf8'), start.subarray(cut)];
    }
    styleSources = inlined.styleSources;
  }
  return { body: await pageBody(first, reader, finished), styleSources };
}

const HEAD_END = '</head>';
const MODULE_SCRIPT_OPEN = 'type="module" async="">';
const SCRIPT_CLOSE = '</script>';
const SCRIPT_TAG = '<script ';

/** React sends the whole head and the module script in its first flush; past this the page keeps its links and preloads. */
const MAX_HEAD_BYTES = 256 * 1024;
/** Room for a member's page (≈ 60 KB before its CSS goes in); doubled when a page is larger. */
const READ_BUFFER_BYTES = 64 * 1024;
