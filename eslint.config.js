import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server modules and web features (issue 19): each folder under src/server/modules or
// src/web/features is a feature whose public API is its index.ts; another feature may import only
// that entry, never a file inside. One zone per pair of folders; scripts/check-boundaries.mjs also
// counts folder-level cycles between them.
const entryZones = (dir, noun) => {
  const folders = readdirSync(new URL(`./${dir}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return folders.flatMap((target) =>
    folders
      .filter((from) => from !== target)
      .map((from) => ({
        target: `./${dir}/${target}`,
        from: `./${dir}/${from}`,
        except: ['./index.ts'],
        message: `Import the ${from} ${noun} through its public entry, ../${from}/index.ts (issue 19).`,
      })),
  );
};
const serverModuleZones = entryZones('src/server/modules', 'module');
const webFeatureZones = entryZones('src/web/features', 'feature');

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
            ...webFeatureZones,
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // API test files share one module graph per worker (vitest.config.ts `isolate: false`):
    // a mocked module or a changed process.env would leak into the next file.
    files: ['tests/api/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share modules (isolate: false); put this test in tests/unit.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: 'API test files share process.env (isolate: false); pass settings to createTestApp instead.',
        },
      ],
    },
  },
);
