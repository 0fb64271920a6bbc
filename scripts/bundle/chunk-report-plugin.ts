import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `CHUNK_REPORT=1 npm run build` writes `<build>/client-chunks.json`: every client chunk with the
 * modules inside it and their rendered size (before minification), largest first. It answers
 * "what is in this first-load chunk" when a page goes over its JavaScript budget (decision 290).
 */
export const chunkReport = (buildDir: string): Plugin => ({
  name: 'larkspur:chunk-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    if (!process.env.CHUNK_REPORT || this.environment.config.consumer !== 'client') return;
    const root = process.cwd();
    const chunks = Object.values(bundle).flatMap((output) =>
      output.type === 'chunk'
        ? [
            {
              file: output.fileName,
              imports: output.imports,
              dynamicImports: output.dynamicImports,
              modules: Object.entries(output.modules)
                .map(([id, info]) => ({ id: path.relative(root, id), bytes: info.renderedLength }))
                .filter((m) => m.bytes > 0)
                .sort((a, b) => b.bytes - a.bytes),
            },
          ]
        : [],
    );
    writeFileSync(path.join(root, buildDir, 'client-chunks.json'), JSON.stringify(chunks, null, 1));
  },
});
