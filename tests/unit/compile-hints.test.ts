import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/bundle/compile-hints-plugin.ts';

/** Runs the plugin's generateBundle on a bundle of named chunks, as Vite's client or server build. */
function run(consumer: 'client' | 'server', names: string[]) {
  const bundle = Object.fromEntries(
    names.map((name) => [`assets/${name}.js`, { type: 'chunk' as const, name, code: `import "./x.js";` }]),
  );
  const plugin = compileHints(['framework', 'shell']);
  const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, bundle: unknown) => void };
  hook.handler.call({ environment: { config: { consumer } } }, {}, bundle);
  return Object.fromEntries(Object.values(bundle).map((chunk) => [chunk.name, chunk.code]));
}

describe('compile hints (decision 348)', () => {
  it('puts the hint on the first line of the named client chunks only', () => {
    const code = run('client', ['framework', 'shell', 'menu']);
    expect(code.framework).toBe(`${COMPILE_HINT}import "./x.js";`);
    expect(code.shell!.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(code.menu).toBe('import "./x.js";');
  });

  it('leaves the server build alone', () => {
    expect(run('server', ['framework']).framework).toBe('import "./x.js";');
  });
});
