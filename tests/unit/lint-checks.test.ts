import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 19: the two lint-time checks, run on small repositories written for each case. */
const repo = (files: Record<string, unknown>) => {
  const root = mkdtempSync(path.join(tmpdir(), 'larkspur-lint-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
};
const run = (script: string, root: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, [`scripts/${script}`, '--root', root, ...args], { encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
};

describe('check-dependencies', () => {
  const manifest = (dependencies: Record<string, string>, devDependencies: Record<string, string> = {}) => ({
    'package.json': { name: 'shop', scripts: { typecheck: 'tsc --noEmit' }, dependencies, devDependencies },
    'package-lock.json': { packages: { '': { dependencies, devDependencies } } },
    'tsconfig.json': { compilerOptions: { types: ['node'] } },
    'node_modules/typescript/package.json': { name: 'typescript', bin: { tsc: 'bin/tsc' } },
  });

  it('passes when every package is imported, run as a command or types a used package', () => {
    const root = repo({
      ...manifest(
        { zod: '1', 'react-router': '1' },
        { typescript: '5', '@types/node': '20', '@types/topojson-specification': '1' },
      ),
      'src/a.ts':
        "import { z } from 'zod';\nimport type { Topology } from 'topojson-specification';\nexport const lazy = () => import('react-router/dom');\n",
      'src/b.ts': "import { readFileSync } from 'node:fs';\n",
    });
    const { code, output } = run('check-dependencies.mjs', root);
    expect(output).toContain('all used');
    expect(code).toBe(0);
  });

  it('fails on a declared package nothing uses and on an imported package nobody declared', () => {
    const root = repo({
      ...manifest({ zod: '1', marked: '18' }),
      // A package named only in a comment or a string is not an import.
      'src/a.ts':
        "import { z } from 'zod';\nimport { launch } from 'chrome-launcher/dist';\n// import { marked } from 'marked';\nexport const s = \"from 'marked'\";\n",
    });
    const { code, output } = run('check-dependencies.mjs', root);
    expect(code).toBe(1);
    expect(output).toContain('marked is declared in package.json but nothing imports or runs it');
    expect(output).toContain('chrome-launcher is imported by src/a.ts but not declared');
    expect(output).not.toContain('zod');
  });

  it('fails when the lock declares other packages than package.json', () => {
    const files = manifest({ zod: '1' });
    const root = repo({
      ...files,
      'package-lock.json': { packages: { '': { dependencies: { zod: '1', marked: '18' } } } },
      'src/a.ts': "import 'zod';\n",
    });
    const { code, output } = run('check-dependencies.mjs', root);
    expect(code).toBe(1);
    expect(output).toContain('package-lock.json dependencies differ from package.json');
  });
});

describe('check-boundaries', () => {
  // cart ⇄ checkout is a ring (through an internal file and an entry); menu imports cart's entry only.
  const tree = {
    'src/server/modules/cart/service.ts': "import { place } from '../checkout/index.ts';\nexport const cart = place;\n",
    'src/server/modules/checkout/index.ts': "export { place } from './place.ts';\n",
    'src/server/modules/checkout/place.ts':
      "import type { Cart } from '../cart/service.ts';\nexport const place = (c?: Cart) => c;\n",
    'src/web/features/cart/index.ts': "export { Bag } from './bag.tsx';\n",
    'src/web/features/cart/bag.tsx': "import styles from './bag.module.css';\nexport const Bag = () => styles;\n",
    'src/web/features/cart/bag.module.css': '.bag {}\n',
    'src/web/features/menu/page.tsx':
      "import { Bag } from '../cart/index.ts';\nimport { Bag as B } from '../cart';\nexport const Page = () => [Bag, B];\n",
    'src/web/features/orders/list.tsx': "const lazy = () => import('../cart/bag.tsx');\nexport default lazy;\n",
  };
  const baseline = (figures: Record<string, number>) => ({ 'scripts/boundaries-baseline.json': figures });
  const current = {
    serverModulesInCycles: 2,
    webFeaturesInCycles: 0,
    serverInternalImports: 1,
    webInternalImports: 1,
    longestFileLines: 3,
  };

  it('counts folders on a ring, imports of internals (lazy ones too, entries not) and the longest file', () => {
    const root = repo({ ...tree, ...baseline(current) });
    const { code, output } = run('check-boundaries.mjs', root);
    expect(output).toMatch(/server modules on a folder cycle\s+2 of 2/);
    expect(output).toMatch(/web features on a folder cycle\s+0 of 3/);
    expect(output).toMatch(/server imports into another's internals 1\n/);
    expect(output).toMatch(/web imports into another's internals\s+1\n/);
    expect(output).toMatch(/longest source file under src\/\s+3 lines \(src\/web\/features\/menu\/page.tsx\)/);
    expect(code).toBe(0);
  });

  it('fails when a figure rises above the baseline, naming the offending imports', () => {
    const root = repo({ ...tree, ...baseline({ ...current, webInternalImports: 0, serverModulesInCycles: 0 }) });
    const { code, output } = run('check-boundaries.mjs', root);
    expect(code).toBe(1);
    expect(output).toContain('webInternalImports is 1, above the baseline 0');
    expect(output).toContain('src/web/features/orders/list.tsx → src/web/features/cart/bag.tsx');
    expect(output).toContain('ring: src/server/modules/cart, src/server/modules/checkout');
  });

  it('records the current figures as the new baseline with --record', () => {
    const root = repo({ ...tree, ...baseline({ ...current, webInternalImports: 9 }) });
    expect(run('check-boundaries.mjs', root).output).toContain('webInternalImports went down (9 → 1)');
    expect(run('check-boundaries.mjs', root, '--record').code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, 'scripts/boundaries-baseline.json'), 'utf8'))).toEqual(current);
  });
});

describe('check-decision-index', () => {
  const index = '| [001](001-one-process.md) | One process | … |\n';
  const archiveIndex = 'Retired speed work.\n\n| [145](145-read-path.md) | Read path | … |\n';

  it('passes when every record has a row in its index and every link resolves', () => {
    const root = repo({
      'docs/decisions/README.md': index,
      'docs/decisions/001-one-process.md': '[runs](archive/bench/001-one-process.md)\n',
      'docs/decisions/archive/README.md': archiveIndex,
      'docs/decisions/archive/145-read-path.md': '[kept](../001-one-process.md), [runs](bench/145-read-path.md)\n',
      'docs/decisions/archive/bench/145-read-path.md': '| run |\n',
      'docs/decisions/archive/bench/001-one-process.md': '| run |\n',
    });
    expect(run('check-decision-index.mjs', root)).toEqual({
      code: 0,
      output: 'check-decision-index: 1 decision records, 1 archived, all in their index\n',
    });
  });

  it('fails on a record missing from the index and on a link to a moved file', () => {
    const root = repo({
      'docs/decisions/README.md': index,
      'docs/decisions/001-one-process.md': '[runs](../../bench/results/001-gone.md)\n',
      'docs/decisions/002-csp.md': '# 002\n',
    });
    const { code, output } = run('check-decision-index.mjs', root);
    expect(code).toBe(1);
    expect(output).toContain('002-csp.md has no row in docs/decisions/README.md');
    expect(
      run(
        'check-decision-index.mjs',
        repo({ 'docs/decisions/README.md': index + index, 'docs/decisions/001-one-process.md': '# 001\n' }),
      ).output,
    ).toContain('001-one-process.md has 2 rows in docs/decisions/README.md');
    expect(output).toContain(
      'docs/decisions/001-one-process.md links to ../../bench/results/001-gone.md, which does not exist',
    );
  });

  it('fails on an archived record missing from the archive index, or a number in both folders', () => {
    const root = repo({
      'docs/decisions/README.md': index,
      'docs/decisions/001-one-process.md': '# 001\n',
      'docs/decisions/archive/README.md': archiveIndex + '| [001](001-one-process.md) | One process | … |\n',
      'docs/decisions/archive/001-one-process.md': '# 001, archived too\n',
      'docs/decisions/archive/146-memos.md': '[gone](bench/146-memos.md)\n',
    });
    const { code, output } = run('check-decision-index.mjs', root);
    expect(code).toBe(1);
    expect(output).toContain('146-memos.md has no row in docs/decisions/archive/README.md');
    expect(output).toContain(
      'decision 001 is both docs/decisions/001-one-process.md and docs/decisions/archive/001-one-process.md',
    );
    expect(output).toContain('docs/decisions/archive/146-memos.md links to bench/146-memos.md, which does not exist');
    expect(
      run('check-decision-index.mjs', repo({ 'docs/decisions/README.md': '', 'docs/decisions/archive/1.md': '' }))
        .output,
    ).toContain('docs/decisions/archive has no README.md');
  });
});
