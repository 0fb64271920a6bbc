import { gzipSync } from 'node:zlib';

/**
 * JavaScript a first visit to `path` downloads: every module script and modulepreload in the
 * server-rendered HTML plus the static imports inside them, gzip-compressed (level 9).
 */
export async function firstLoadJsGzipBytes(
  baseUrl: string,
  pagePath: string,
): Promise<{ files: number; bytes: number }> {
  const html = await (await fetch(baseUrl + pagePath)).text();
  const pending = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  for (const m of html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) pending.push(m[1]!);
  for (const m of html.matchAll(/await import\("(\/assets\/[^"]+\.js)"\)/g)) pending.push(m[1]!);
  const seen = new Set<string>();
  let bytes = 0;
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await (await fetch(baseUrl + file)).text();
    bytes += gzipSync(source, { level: 9 }).length;
    for (const m of source.matchAll(/(?:import|from)\s*"\.\/([^"]+\.js)"/g)) pending.push(`/assets/${m[1]}`);
  }
  return { files: seen.size, bytes };
}
