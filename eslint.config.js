// Flat ESLint config: typescript-eslint, react-hooks, jsx-a11y, and import rules that keep
// machines/ and styles/ free of src/ (machines are pure statecharts; styles are design data).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Feature folders of src/features: each may import none of the others. */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layering of src/ (docs/architecture.md), in the style of bulletproof-react: app → features → components /
 * logic → api / machines. Features never import src/app, src/api or another feature; components never import
 * src/app, src/api or features; the logic layer never imports views; server/ and scripts/ never import src/;
 * common/ (isomorphic helpers) imports nothing of the project.
 */
const layerZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: compose features in src/app (e.g. src/app/pages).',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/api'],
    message: 'Features reach the app and the API only through src/logic (useLogicActor, useAuth, …).',
  },
  {
    target: './src/components',
    from: ['./src/app', './src/api', './src/features'],
    message: 'Components are generic views: no src/app, src/api or features.',
  },
  {
    target: './src/logic',
    from: ['./src/app', './src/features', './src/components'],
    message: 'The logic layer provides machines to views; it never imports the views or the app.',
  },
  {
    target: ['./src/api', './src/i18n', './src/lib'],
    from: ['./src/app', './src/features', './src/components', './src/logic'],
    message: 'src/api, src/i18n and src/lib sit below the views and the logic layer.',
  },
  { target: ['./server', './scripts'], from: './src', message: 'server/ and scripts/ never import src/.' },
  {
    target: './common',
    from: ['./src', './server', './machines', './scripts'],
    message: 'common/ holds dependency-free helpers shared by src/, server/ and scripts/.',
  },
];

/**
 * The wings of machines/ (docs/architecture.md "Wings"): each flow's charts and rules behind one index.ts. Code
 * outside a wing (views, src/logic, other charts, machines/lib) imports it only through that index; the wing's own
 * files import each other directly. server/, scripts/ and tests/ may reach inside (they test or serve the rules).
 */
const wings = ['booking', 'account', 'trip'];
const wingZones = wings.map((wing) => ({
  target: [
    './src/**',
    './machines/*.ts',
    './machines/lib/**',
    ...wings.filter((w) => w !== wing).map((w) => `./machines/${w}/**`),
  ],
  from: `./machines/${wing}`,
  except: ['./index.ts'],
  message: `Import the ${wing} wing through machines/${wing}/index.ts, not its files.`,
}));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'openapi/generated/', 'coverage/', '.data/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    // Resolves `./x` to x.ts / x.tsx / x.css.ts, so the path rules see real files.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.d.ts'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...wingZones] }],
      // Value-import circles. The rule always skips type-only imports (eslint-plugin-import-x 4.x has no option to
      // include them), so `npm run lint:source` (scripts/check-import-cycles.ts) also fails on type-only circles.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures hand their value to `use(…)`: a callback, not React's `use` hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['machines/**', 'styles/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./machines', './styles'],
              from: './src',
              message: 'machines/ and styles/ must not import from src/',
            },
            ...wingZones,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '**/src/**'],
              message: 'machines/ and styles/ stay free of React and src/',
            },
          ],
        },
      ],
    },
  },
);
