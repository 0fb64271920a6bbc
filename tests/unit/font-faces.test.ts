import { describe, expect, it } from 'vitest';
import { takeFontFaces } from '../../src/server/http/font-faces.ts';

// Decision 335: the build takes the @font-face rules out of every stylesheet.
describe('taking the font faces out of a built stylesheet', () => {
  it('takes every @font-face block, minified or not, in order, and keeps every other rule', () => {
    const css =
      "@font-face{font-family:Fraunces;font-display:swap;src:url(/assets/f.woff2)format('woff2')}" +
      'body{font-family:Fraunces,serif}' +
      "@font-face {\n  font-family: 'Source Sans 3 Fallback';\n  src: local('Arial');\n  size-adjust: 93.24%;\n}\n" +
      '@media (min-width:48em){h1{margin:0}}';
    const { css: rest, faces } = takeFontFaces(css);
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain('font-family:Fraunces');
    expect(faces[1]).toContain("'Source Sans 3 Fallback'");
    expect(rest).toBe('body{font-family:Fraunces,serif}\n@media (min-width:48em){h1{margin:0}}');
  });

  it('leaves a stylesheet without font faces as it is', () => {
    expect(takeFontFaces('a{color:red}')).toEqual({ css: 'a{color:red}', faces: [] });
  });
});
