import type { Plugin } from 'vite';

/**
 * Chromium's explicit compile hint (shipped in Chrome 136): a script whose first line is this
 * comment has every function compiled eagerly, on the thread that streams it, instead of lazily
 * on the main thread the first time each is called. Browsers without it see a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Issue 18, decision 348: the first-load chunks (React and React Router, and the shell)
 * are what hydration runs, nearly all of it at once. Lazily, their compilation was ~100 ms of
 * main-thread tasks on this machine's Chromium (traced: V8 compile events on the renderer's main
 * thread, the home page) — long tasks on a slow phone, counted in Total Blocking Time. With the
 * hint on these two chunks it was 43–56 ms. Added after minification (generateBundle), which would drop the comment.
 */
export const compileHints = (chunkNames: readonly string[]): Plugin => ({
  name: 'larkspur:compile-hints',
  apply: 'build',
  // Last: Vite's own generateBundle puts the preload map (`const __vite__mapDeps=…`) in front.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && chunkNames.includes(output.name)) output.code = COMPILE_HINT + output.code;
    },
  },
});
