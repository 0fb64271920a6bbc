/**
 * Decision 331: a page's scripts are fetched after its first paint. React Router's head has a
 * `<link rel="modulepreload">` per chunk and its body a module script that imports the route
 * modules at once; on a slow phone link those ≈ 150 KB share the line with the first screen's
 * image and fonts, and on a repeat visit (scripts cached) their evaluation runs before the first
 * frame. Here the head loses the preloads and the module script waits for the first contentful
 * paint to be on screen (its Paint Timing entry), then asks for every chunk at once — the same
 * list, in parallel, so no request waterfall — and imports the route modules as before.
 * Hydration starts as soon as they are in; a hidden tab (no frames) does not wait.
 */
import { dependencyOrder, type ChunkImports } from './chunk-imports.ts';
import { withEarlyTaps } from './early-taps.ts';

/** React Router's preload links (with the nonce, before or after the href, and the fetch priority a page may carry). */
const MODULE_PRELOAD =
  /<link (?:nonce="[^"]*" )?rel="modulepreload"(?: fetchpriority="low")? href="([^"]+)"(?: nonce="[^"]*")?\/>/g;

/** React Router's module script, up to its first static import. */
const ROUTE_MODULES_SCRIPT = /(<script (?:nonce="[^"]*" )?type="module" async="">);\n(import \* as route0 from )/;

/** `import * as route3 from "/assets/x.js";` → `const route3 = await import("/assets/x.js");` */
const STATIC_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;

const NONCE = /\bnonce="([^"]*)"/;

/** Only these characters reach the script as URLs (the build's own file names). */
const SAFE_URL = /^\/[\w./-]+$/;

/**
 * The head's preload hrefs and the head without them. A head whose scripts now wait gets the
 * script that keeps the taps made meanwhile (decision 338), with the nonce its preloads carried.
 */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  let nonce: string | null = null;
  const stripped = head.replace(MODULE_PRELOAD, (tag, href: string) => {
    hrefs.push(href);
    nonce ??= NONCE.exec(tag)?.[1] ?? null;
    return '';
  });
  return { head: hrefs.length ? withEarlyTaps(stripped, nonce) : stripped, hrefs };
}

/** Links appended per task: each append starts a fetch (~0.5–1 ms of main thread apiece, 47 on checkout). */
const PRELOADS_PER_TASK = 6;

/** The entry's `import("…")` that ends React Router's module script (it hydrates: imported last, as written). */
const ENTRY_IMPORT = /\nimport\(("[^"]+")\);\s*$/;

/**
 * The module script's opening: it waits for the first contentful paint, preloads every chunk, then
 * evaluates the chunks one task each (decision 350).
 *
 * Both steps used to be one task apiece, and each was a long task on a slow phone: the 47 link
 * appends of checkout (≈ 35 ms of fetch starts), and the route imports, which evaluate the whole
 * module graph they reach in one go (checkout's zod contracts alone ≈ 45 ms at 4× CPU). The
 * links now go in a few at a time with a yield between, and before the route imports each chunk
 * is imported on its own, every chunk after the chunks it imports (`dependencyOrder` over the
 * built files' static imports), so each evaluation is its own task. Without that graph the list
 * is taken reversed, which puts the routes last but lets the first import pull in the framework.
 * The entry is left out: it hydrates, and must run after `__reactRouterRouteModules` is set. A
 * chunk that fails here is asked for again by the import that needs it, which reports the
 * failure as before.
 */
export function afterPaintPrelude(
  hrefs: readonly string[],
  entry: string | null = null,
  importsOf?: ChunkImports,
): string {
  const safe = hrefs.filter((href) => SAFE_URL.test(href));
  const chunks = safe.filter((href) => href !== entry);
  const early = importsOf ? dependencyOrder(chunks, importsOf) : chunks.reverse();
  // The first contentful paint's entry exists once that frame is on screen (a frame's paint on the
  // main thread comes earlier: scripts asked for then could still arrive before it is shown).
  // A browser without paint timing, or a paint that never comes, goes on after 3 s.
  // scheduler.yield() (Chrome 129+) resumes before other queued tasks; elsewhere a zero timeout.
  return (
    `if(document.visibilityState==="visible")await new Promise(r=>{const t=setTimeout(r,3e3);` +
    `new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();clearTimeout(t);r()}})` +
    `.observe({type:"paint",buffered:!0})});` +
    `const y=()=>typeof scheduler<"u"&&scheduler.yield?scheduler.yield():new Promise(r=>setTimeout(r));` +
    `const c=${JSON.stringify(safe)};` +
    `for(let i=0;i<c.length;i++){if(i&&i%${PRELOADS_PER_TASK}===0)await y();` +
    `const l=document.createElement("link");l.rel="modulepreload";l.href=c[i];document.head.append(l)}` +
    // The import order names chunks by their place in `c`: the page's HTML stays under its budget.
    `for(const i of ${JSON.stringify(early.map((href) => safe.indexOf(href)))})await import(c[i]).catch(()=>{});\n`
  );
}

/** The body's module script with its static route imports made dynamic, after the prelude. */
export function deferRouteModules(script: string, hrefs: readonly string[], importsOf?: ChunkImports): string {
  const match = ROUTE_MODULES_SCRIPT.exec(script);
  if (!match) return script;
  const start = match.index + match[1]!.length;
  const end = script.indexOf('</script>', start);
  if (end < 0) return script;
  const body = script.slice(start, end).replace(/^;\n/, '').replace(STATIC_IMPORT, 'const $1 = await import($2);');
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  const prelude = afterPaintPrelude(hrefs, entry ? (JSON.parse(entry) as string) : null, importsOf);
  return `${script.slice(0, start)}${prelude}${body}${script.slice(end)}`;
}

/** A whole document (the anonymous cache's): both steps. */
export function scriptsAfterFirstPaint(html: string, importsOf?: ChunkImports): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || !ROUTE_MODULES_SCRIPT.test(html)) return html;
  const { head, hrefs } = takeModulePreloads(html.slice(0, headEnd));
  if (hrefs.length === 0) return html;
  return deferRouteModules(head + html.slice(headEnd), hrefs, importsOf);
}
