import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A built chunk's static imports, as the hrefs the page lists them by. */
export type ChunkImports = (href: string) => readonly string[];

/** `from"./x.js"` and `import"./x.js"` as the bundler writes them; `import("./x.js")` (lazy) is not one. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[\w.-]+\.js)"/g;

/** The static imports of one chunk's source, resolved against its href. */
export function staticImportsOf(source: string, href: string): string[] {
  const dir = href.slice(0, href.lastIndexOf('/') + 1);
  return [...new Set([...source.matchAll(STATIC_IMPORT)].map((m) => dir + m[1]!.slice(2)))];
}

/**
 * The hrefs with every chunk after the listed chunks it imports (depth first, otherwise in list
 * order): importing them one by one in this order evaluates exactly one chunk per import
 * (decision 350's amendment). React Router lists a module before its imports, so its own order —
 * or that order reversed — has a chunk pull its unevaluated imports into the same task.
 */
export function dependencyOrder(hrefs: readonly string[], importsOf: ChunkImports): string[] {
  const listed = new Set(hrefs);
  const seen = new Set<string>();
  const order: string[] = [];
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const dependency of importsOf(href)) if (listed.has(dependency)) visit(dependency);
    order.push(href);
  };
  for (const href of hrefs) visit(href);
  return order;
}

/** Reads each built chunk under `clientDir` once (its name carries its content hash); a missing file imports nothing. */
export function createChunkImports(clientDir: string): ChunkImports {
  const known = new Map<string, readonly string[]>();
  return (href) => {
    let imports = known.get(href);
    if (!imports) {
      try {
        imports = staticImportsOf(readFileSync(path.join(clientDir, href), 'utf8'), href);
      } catch {
        imports = [];
      }
      known.set(href, imports);
    }
    return imports;
  };
}
