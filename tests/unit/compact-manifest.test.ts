import { describe, expect, it } from 'vitest';
import { compactRouterManifest } from '../../src/server/http/compact-manifest.ts';

const manifest = {
  entry: { module: '/assets/entry.client-x.js', imports: [], css: [] },
  routes: { root: { id: 'root', hasLoader: true, path: '</script>' } },
  version: 'v1',
};
const page = (json: string) =>
  `<p>x</p><script type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-x.js");</script><p>after</p>`;

describe('compactRouterManifest (decision 327)', () => {
  it('writes the same manifest without indentation and leaves the rest of the page as it was', () => {
    const out = compactRouterManifest(page(JSON.stringify(manifest, null, 2)));
    expect(out).toBe(page(JSON.stringify(manifest).replace(/</g, '\\u003c')));
    const written = /window\.__reactRouterManifest = (.*);\n/.exec(out)![1]!;
    expect(JSON.parse(written)).toEqual(manifest);
    expect(out).not.toContain('</script>",');
  });

  it('leaves a page without a manifest, or with one it cannot read, alone', () => {
    expect(compactRouterManifest('<p>plain</p>')).toBe('<p>plain</p>');
    const broken = page('{\n  "a": \n}');
    expect(compactRouterManifest(broken)).toBe(broken);
  });
});
