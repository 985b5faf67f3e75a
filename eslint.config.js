import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { noImportCycle } from './lint/no-import-cycle.js';
import checkFile from 'eslint-plugin-check-file';

// Content never reaches the DOM as HTML (issue 2: typed text only).
const typedContentOnly = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render typed content, not HTML.',
};

// An `import()` escapes no-restricted-imports, and src/ loads its pages by it (issue 57). \x2F is a slash: the
// selector's own regular expression ends at one.
const importOfBuildOrTests = {
  selector: 'ImportExpression[source.value=/(^|\\x2F)(scripts|harness|tests)\\x2F|vite[.]config/]',
  message:
    'src/ never imports build scripts, the Vite config, the test harness or tests (README "The import rule").',
};

// lib/ is pure helpers (README "The import rule"): nothing there keeps state between calls or listens to the window;
// a module that does owns a folder of its own (navigation/, readiness/) and reaches components through React.
const stateBetweenCalls = {
  selector: 'Program > VariableDeclaration[kind=/^(let|var)$/]',
  message:
    'lib/ keeps no state between calls: a stateful module owns a folder of its own (README "The import rule").',
};
const pageGlobals = ['window', 'document', 'history', 'location', 'addEventListener', 'removeEventListener'].map(
  (name) => ({
    name,
    message:
      'lib/ neither reads nor listens to the page: navigation/ or readiness/ do (README "The import rule").',
  }),
);

// The build (scripts/, and vite.config.ts, which composes its Vite plugins), the test harness and the tests stay out
// of src/ (README "The import rule"; issue 57).
const buildOrTests = {
  group: ['**/scripts/**', '**/harness/**', '**/tests/**', '**/vite.config*'],
  message:
    'src/ never imports build scripts, the Vite config, the test harness or tests (README "The import rule").',
};

/**
 * The repository's layers (issue 63): src ← scripts (build, serve, receiver) ← harness ← tests and the bench. Each
 * entry: the files, what they may not import, and why.
 */
const repositoryLayers = [
  [
    ['scripts/**/*.ts'],
    ['scripts/bench/**'],
    ['**/harness/**', '**/tests/**', '**/visual/**', '**/bench/**'],
    'the build, the servers and the receiver know nothing of the tests, their harness or the bench',
  ],
  [['scripts/bench/**/*.ts'], [], ['**/tests/**', '**/visual/**'], 'the bench uses the harness, not the tests'],
  [
    ['harness/**/*.ts'],
    [],
    ['**/tests/**', '**/visual/**', '**/scripts/bench/**'],
    'the harness runs the tests; it imports none of them',
  ],
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-booking',
      'dist-booking-ssr',
      'dist-booking-tls',
      'dist-booking-tls-ssr',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // React code only: Playwright fixtures call their callback `use`, which the hooks rules would take for React's.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', typedContentOnly],
    },
  },
  // The import rule (README "The import rule"): ui ← components ← templates, pages ← app, with content/ and, below
  // it, lib/ as leaves; readiness/ and navigation/, the modules that keep state in the browser, below components/.
  // One block per folder, each listing what that folder may not import (`navigation/`: the folder, not
  // content/navigation.ts).
  ...importFences([
    [
      'src/lib/**',
      [
        'content',
        'hooks',
        'ui',
        'components',
        'templates',
        'pages',
        'app',
        'routes',
        'main',
        'navigation/',
        'readiness',
      ],
      'lib/ is pure helpers',
    ],
    [
      'src/readiness/**',
      ['content', 'hooks', 'ui', 'components', 'templates', 'pages', 'app', 'routes', 'main', 'navigation/'],
      "readiness/ owns the app's moments and knows nothing above lib/",
    ],
    [
      'src/navigation/**',
      ['content', 'hooks', 'ui', 'components', 'templates', 'pages', 'app', 'routes', 'main'],
      'navigation/ knows no content, UI or routes',
    ],
    [
      'src/hooks/**',
      ['content', 'ui', 'components', 'templates', 'pages', 'app', 'routes'],
      'hooks/ know no content or UI',
    ],
    [
      'src/content/**',
      ['hooks', 'ui', 'components', 'templates', 'pages', 'app', 'routes', 'react', 'navigation/', 'readiness'],
      'content/ is data: it imports only types, lib/ and icon glyphs',
    ],
    [
      'src/ui/**',
      ['content', 'components', 'templates', 'pages', 'app', 'routes', 'navigation/'],
      'ui/ knows no content or routes',
    ],
    [
      'src/components/**',
      ['templates', 'pages', 'app', 'routes'],
      'components/ are used by pages, not the reverse',
    ],
    ['src/templates/**', ['pages', 'app', 'routes'], 'templates/ are bound to data by the route table'],
    ['src/pages/**', ['templates', 'app', 'routes'], 'pages/ are bound by the route table'],
  ]),
  {
    // Build-only code stays out of the browser (issue 16): the JSON-LD builders reach the prerender alone.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/structured-data'],
              message: 'JSON-LD is built by the prerender only (entry-server.tsx).',
            },
            buildOrTests,
          ],
        },
      ],
    },
  },
  {
    // The server entry may import the JSON-LD builders, and no more than the rest of src/ the build (issue 57).
    files: ['src/entry-server.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [buildOrTests] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', typedContentOnly, importOfBuildOrTests] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', typedContentOnly, importOfBuildOrTests, stateBetweenCalls],
      'no-restricted-globals': ['error', ...pageGlobals],
    },
  },
  {
    // No circle of imports, type-only ones included (lint/no-import-cycle.js says why).
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'harness/**/*.ts'],
    plugins: { fence: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'fence/no-import-cycle': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['dist*/**', 'node_modules/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,scripts,harness,tests,visual,docs}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  ...repositoryLayers.map(([files, ignores, forbidden, reason]) => ({
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: forbidden, message: `${reason} (README "The import rule").` }] },
      ],
    },
  })),
);

/**
 * One lint block per folder: `@typescript-eslint/no-restricted-imports`, type-only imports included: a type taken
 * from a layer above ties the module to it as much as a value does (issue 36).
 */
function importFences(fences) {
  return fences.map(([files, forbidden, reason]) => ({
    files: [files],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbidden.flatMap((name) =>
                name === 'react'
                  ? ['react', 'react-dom']
                  : name.endsWith('/')
                    ? [`**/${name}**`]
                    : [`**/${name}`, `**/${name}/**`],
              ),
              allowTypeImports: false,
              message: `${reason} (README "The import rule").`,
            },
          ],
        },
      ],
    },
  }));
}
