import path from 'node:path';

/**
 * Decision 293: a web feature's public entry (`src/web/features/<f>/index.ts`) only re-exports.
 * The browser chunking (vite.config.ts, decision 141) walks the static import graph to decide what
 * the shell and layout chunks hold; walking into an entry would count every file it re-exports as
 * needed by the importer, so a page that uses one name of an entry would drag the entry's other
 * files (and their imports) into the shared chunks. This follows an entry import to the files
 * that hold the names the importer actually takes.
 */
export const FEATURE_ENTRY = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

/** Every `import … from "…"` statement: its clause and specifier. */
const IMPORT_FROM = /import\s+([^'";]*?)\s*from\s*["']([^"']+)["']/g;
const EXPORT_FROM = /export\s*(type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** The one clause form this reads: `{ a, b as c }` (a `type` import needs no runtime file). */
const NAMED_CLAUSE = /^(type\s+)?\{([^}]*)\}$/;

/** The runtime names of an `{ a, b as c, type d }` list: an import's own names are the inner ones, an export's the outer. */
function names(list: string, side: 'imported' | 'exported'): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [inner, outer] = part.split(/\s+as\s+/);
      return (side === 'imported' ? inner : (outer ?? inner))!.trim();
    });
}

const resolveFrom = (fromId: string, specifier: string) =>
  specifier.startsWith('.') ? path.resolve(path.dirname(fromId), specifier) : null;

/**
 * The modules to follow from `importerId` in place of `entryId`: the entry's source files for the
 * names imported, or null when the import or the entry is of a form this does not read (then the
 * caller follows the entry as usual).
 */
export function entryTargets(
  importerId: string,
  importerCode: string,
  entryId: string,
  entryCode: string,
  entryImportedIds: readonly string[],
): string[] | null {
  if (/export\s*\*/.test(entryCode)) return null;
  const wanted = new Set<string>();
  for (const [, clause, specifier] of importerCode.matchAll(IMPORT_FROM)) {
    if (resolveFrom(importerId, specifier!) !== entryId) continue;
    const named = NAMED_CLAUSE.exec(clause!.trim());
    if (!named) return null;
    if (!named[1]) for (const n of names(named[2]!, 'imported')) wanted.add(n);
  }
  // Nothing read (another import form, or the code was rewritten): follow the whole entry.
  if (wanted.size === 0) return null;
  const targets = new Set<string>();
  for (const [, typeOnly, list, specifier] of entryCode.matchAll(EXPORT_FROM)) {
    if (typeOnly || !names(list!, 'exported').some((n) => wanted.has(n))) continue;
    const target = resolveFrom(entryId, specifier!);
    const id = entryImportedIds.find((candidate) => candidate === target);
    if (!id) return null;
    targets.add(id);
  }
  return [...targets];
}
