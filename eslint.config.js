import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The layer boundaries (README "How it is built"): import patterns a folder may not use. */
const restrict = (patterns) => ['error', { patterns }];
const WEB = { group: ['**/web/**'], message: 'Only the web app imports web code.' };
const RESOURCES = ['accounts', 'calendar', 'events', 'feedback', 'health', 'images', 'maintenance', 'organizers', 'registrations', 'seed', 'sessions'];
const resourcesBut = (...allowed) => ({
  group: RESOURCES.filter((r) => !allowed.includes(r)).map((r) => `**/${r}/**`),
  message: 'A lower layer never imports a higher one: declare a small interface here and let app.ts wire the implementation (README "How it is built").',
});
const TEST_SUPPORT = { group: ['**/test/**', '**/bench/**', '**/e2e/**'], message: 'Production code never imports test or benchmark code.' };

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/server/**'], message: 'src/domain is pure: it imports nothing of the server.' },
        { ...WEB, message: 'src/domain is pure: it imports nothing of the web app.' },
        TEST_SUPPORT,
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/server/**'], message: 'The web app talks to the server only over HTTP (API.md).' }, TEST_SUPPORT]) },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT]) },
  },
  {
    // Infrastructure knows no resource.
    files: ['src/server/{http,db,auth,live,mail,rate-limit}/**/*.ts', 'src/server/context.ts', 'src/server/config.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT, resourcesBut()]) },
  },
  {
    // Events are the base the other resources build on.
    files: ['src/server/events/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT, resourcesBut('events')]) },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Tests read JSON bodies as they come.
    files: ['**/*.test.{ts,tsx}', 'test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'src/server/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
