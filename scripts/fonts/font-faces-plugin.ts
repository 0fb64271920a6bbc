import type { Plugin } from 'vite';
import { FONT_FACES_FILE, takeFontFaces } from '../../src/server/http/font-faces.ts';

/**
 * Decision 335: every `@font-face` rule of the client's CSS assets moves to one asset,
 * `FONT_FACES_FILE`, which the server inlines in each page (src/server/http/font-faces.ts says
 * why). Runs after Vite has written the CSS assets; their file names stay as built.
 */
export function fontFacesOutOfStylesheets(): Plugin {
  return {
    name: 'larkspur:font-faces-out-of-stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const faces = new Set<string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const text = typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString('utf8');
        const taken = takeFontFaces(text);
        if (!taken.faces.length) continue;
        taken.faces.forEach((face) => faces.add(face));
        file.source = taken.css;
      }
      if (faces.size) this.emitFile({ type: 'asset', fileName: FONT_FACES_FILE, source: [...faces].join('\n') });
    },
  };
}
