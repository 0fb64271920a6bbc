import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server modules (issue 19): each folder under src/server/modules is a feature whose public API
// is its index.ts; another module may import only that entry, never a file inside. One zone per
// pair of modules; scripts/check-boundaries.mjs also counts folder-level cycles between them.
const serverModules = readdirSync(new URL('./src/server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModuleZones = serverModules.flatMap((target) =>
  serverModules
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./src/server/modules/${target}`,
      from: `./src/server/modules/${from}`,
      except: ['./index.ts'],
      message: `Import the ${from} module through its public entry, ../${from}/index.ts (issue 19).`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.react-router/**',
      'node_modules/**',
      'drizzle/**',
      'artifacts/**',
      '.test-data/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The boundaries of docs/ARCHITECTURE.md (EXAMPLES #1).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/server', './src/web'],
              message: 'src/domain is pure: it imports nothing of ours.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'Web code never imports server code; use the load context or the API.',
            },
            {
              target: './src/server',
              from: './src/web',
              except: ['./load-context.ts'],
              message: 'Server code imports web code only for the load-context type.',
            },
            ...serverModuleZones,
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
