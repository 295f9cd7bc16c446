// One lint setup for every package: type-aware TypeScript rules, React hooks rules, and the
// import boundaries of the architecture.
import { statSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remote = (name) => [name, `${name}/*`, `**/${name}/**`];
const boundary = (dirs, patterns, extra = {}) => ({
  files: dirs.map((dir) => `${dir}/**/*.{ts,tsx}`),
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ group: patterns, ...extra }] },
    ],
  },
});

/**
 * Features do not import each other, from any folder of theirs: code flows
 * shared -> features -> routes. Every folder of `root` is a feature but the `composers`, which put
 * the features together: they may import any feature, and no feature imports them, but for a
 * feature's tests using the test `harness`. Relative imports are resolved against the importing
 * file, so `../../other/x` from a feature's `api/` is caught as `../other/x` is from its top.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          composers: { type: 'array', items: { type: 'string' } },
          harness: { type: 'string' },
        },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      feature: 'A feature may not import another feature ({{target}}).',
      composer: 'A feature may not import {{target}}/, which composes the features.',
    },
  },
  create(context) {
    const { root, composers = [], harness } = context.options[0];
    const rootDir = path.join(import.meta.dirname, root);
    // The folder of `root` a file lies in. An import may name the folder itself (its index).
    const folderOf = (file, mayBeFolder) => {
      const parts = path.relative(rootDir, file).split(path.sep);
      if (parts[0] === '' || parts[0] === '..' || path.isAbsolute(parts[0])) return undefined;
      if (parts.length > 1) return parts[0];
      return mayBeFolder && statSync(file, { throwIfNoEntry: false })?.isDirectory()
        ? parts[0]
        : undefined;
    };
    const own = folderOf(context.filename, false);
    if (own === undefined || composers.includes(own)) return {};
    const isTest = /\.test\.tsx?$/.test(context.filename);
    const check = (source) => {
      const spec = source?.type === 'Literal' ? source.value : undefined;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = folderOf(path.resolve(path.dirname(context.filename), spec), true);
      if (target === undefined || target === own || (target === harness && isTest)) return;
      const messageId = composers.includes(target) ? 'composer' : 'feature';
      context.report({ node: source, messageId, data: { target } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal),
      TSExternalModuleReference: (node) => check(node.expression),
    };
  },
};
const featuresPlugin = { rules: { 'no-cross-imports': noCrossFeatureImports } };
const featureBoundary = (root, options = {}) => ({
  files: [`${root}/**/*.{ts,tsx}`],
  plugins: { features: featuresPlugin },
  rules: { 'features/no-cross-imports': ['error', { root, ...options }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.__mf__temp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.e2e-data/**',
      '**/.e2e-data-apart/**',
      '**/.pinned-seeker/**',
      'data/**',
      'server/drizzle/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and storage methods are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A test states its preconditions with `!`: when one is wrong the test fails right there.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: [
      'shell/**/*.tsx',
      'seeker-app/**/*.tsx',
      'recruiter-app/**/*.tsx',
      'shared-ui/**/*.tsx',
      'shared-api/**/*.tsx',
    ],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
  },
  // Hooks live in .ts files too (use-*.ts): the same rules.
  {
    files: ['{shell,seeker-app,recruiter-app,shared-ui,shared-api}/src/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  // The remotes never import each other, nor the shell.
  boundary(['seeker-app'], [...remote('recruiter-app'), ...remote('shell')]),
  boundary(['recruiter-app'], [...remote('seeker-app'), ...remote('shell')]),
  // The shell knows the remotes only by what their manifests list at run time.
  boundary(['shell'], [...remote('seeker-app'), ...remote('recruiter-app')], {
    message: 'The shell loads remotes at run time, by their manifests: it imports none of them.',
  }),
  // Shared packages sit below the apps.
  boundary(
    ['shared-ui'],
    [
      'shared-api',
      'shared-api/*',
      ...remote('shell'),
      ...remote('seeker-app'),
      ...remote('recruiter-app'),
    ],
  ),
  boundary(
    ['shared-api'],
    [
      'shared-ui',
      'shared-ui/*',
      ...remote('shell'),
      ...remote('seeker-app'),
      ...remote('recruiter-app'),
    ],
  ),
  // Stateful shared-api modules (contexts, the HTTP client) are federated by their package name:
  // a relative import would give a remote its own copy of them (decision 1).
  {
    files: ['shared-api/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(.*/)?(seeker-auth|app-state|client)$',
              message: 'Import stateful shared-api modules by package name (shared-api/...).',
            },
          ],
        },
      ],
    },
  },
  // The server takes the contract only, and the page titles and first paints it renders as the
  // apps do (pure functions, with the posting terms they word), the dates as the apps write them,
  // and the paths under which it sends a page's API answers: no React, no front-end code.
  boundary(
    ['server'],
    [
      'shared-api/*',
      '!shared-api/contract',
      '!shared-api/page-head',
      '!shared-api/first-paint',
      'shared-api/first-paint/*',
      '!shared-api/dates',
      // A folder's files are let in by letting the folder in first (.gitignore's rules).
      '!shared-api/jobs',
      'shared-api/jobs/*',
      '!shared-api/jobs/job-terms',
      '!shared-api/jobs/job-posting-text',
      '!shared-api/jobs/company-page-text',
      '!shared-api/jobs/home-search',
      '!shared-api/jobs/job-list-path',
      'shared-ui',
      'shared-ui/*',
      'react',
      'react-*',
      ...remote('shell'),
      ...remote('seeker-app'),
      ...remote('recruiter-app'),
    ],
  ),
  // Features do not import each other, from any depth of their folders: code flows
  // shared -> features -> routes. In the remotes, each folder of src/features/ is a feature.
  featureBoundary('seeker-app/src/features'),
  featureBoundary('recruiter-app/src/features'),
  // In the shell, each folder of src/ is one, but what composes them: like the routes, the app,
  // start-up and the test harness (its entry, main.tsx and boot.tsx, sits beside them).
  featureBoundary('shell/src', { composers: ['app', 'start-up', 'test'], harness: 'test' }),
  // --- Server: SQL lives in query modules only ---
  // The server is grouped by domain (jobs/, accounts/, pipeline/, ...). A domain's SQL sits in
  // its query modules (`*-queries.ts`), so that a reader finds every statement a feature runs in
  // one place. Only they, the schema (platform/schema.ts and the tables/ it gathers) and the
  // database connection may import drizzle or the tables; routes, plugins, notifiers and mail call the query modules. Core
  // `no-restricted-imports`, since the server's boundary block above holds the TypeScript one.
  {
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/**/*-queries.ts',
      'server/src/**/queries.ts',
      'server/src/platform/schema.ts',
      'server/src/platform/tables/*.ts',
      'server/src/platform/database.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              message: 'Build queries in a query module (*-queries.ts) and call it from here.',
            },
            {
              regex: '(^|/)(schema|tables/[a-z-]+)$',
              message: 'Only query modules use the tables: add a function to a *-queries.ts.',
            },
          ],
        },
      ],
    },
  },
);
