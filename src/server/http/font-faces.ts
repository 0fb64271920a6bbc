/**
 * Decision 335: the brand's `@font-face` rules live in one built file, not in the stylesheets.
 * The build takes them out of every CSS asset (scripts/fonts/font-faces-plugin.ts) and the
 * server puts them in each page's inline `<style>` (inline-css.ts). A stylesheet that arrives
 * after the first paint — the links switched on once the page's code runs (decision 318), or the
 * copy Vite's preload adds for a lazy chunk's CSS — would otherwise declare the faces again, and
 * Chromium then counts every font as changed and lays out all the text again: one long task of
 * ≈ 100 ms at Lighthouse's 4× CPU on home, measured in a trace ("Fonts changed" on 308 nodes).
 */
export const FONT_FACES_FILE = 'assets/font-faces.css';

/** `@font-face` blocks hold declarations only: no nested braces. */
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g;

/** A stylesheet without its `@font-face` rules, and those rules in their order. */
export function takeFontFaces(css: string): { css: string; faces: string[] } {
  const faces = css.match(FONT_FACE) ?? [];
  return { css: faces.length ? css.replace(FONT_FACE, '') : css, faces };
}
