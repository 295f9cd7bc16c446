// One lint setup for every package: type-aware TypeScript rules, React hooks rules, and the
// import boundaries of the architecture.
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
  // apps do (pure functions, with the posting terms they word): no React, no front-end code.
  boundary(
    ['server'],
    [
      'shared-api/*',
      '!shared-api/contract',
      '!shared-api/page-head',
      '!shared-api/first-paint',
      'shared-api/first-paint/*',
      // A folder's files are let in by letting the folder in first (.gitignore's rules).
      '!shared-api/jobs',
      'shared-api/jobs/*',
      '!shared-api/jobs/job-terms',
      '!shared-api/jobs/job-posting-text',
      '!shared-api/jobs/home-search',
      'shared-ui',
      'shared-ui/*',
      'react',
      'react-*',
      ...remote('shell'),
      ...remote('seeker-app'),
      ...remote('recruiter-app'),
    ],
  ),
  // Features do not import each other: code flows shared -> features -> routes.
  {
    files: ['seeker-app/src/features/**', 'recruiter-app/src/features/**', 'shell/src/**'],
    // Like the routes, the app, its entry and start-up and the test harness compose the features.
    ignores: [
      'shell/src/app/**',
      'shell/src/main.tsx',
      'shell/src/boot.tsx',
      'shell/src/start-up/**',
      'shell/src/test/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.?/)[^/]+/',
              message: 'A feature may not import another feature.',
            },
          ],
        },
      ],
    },
  },
);
