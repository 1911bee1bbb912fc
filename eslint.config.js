import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The layer boundaries (docs/architecture.md): import patterns a folder may not use. */
const restrict = (patterns) => ['error', { patterns }];
const WEB = { group: ['**/web/**'], message: 'Only the web app imports web code.' };
const RESOURCES = ['accounts', 'calendar', 'events', 'feedback', 'health', 'images', 'maintenance', 'organizers', 'registrations', 'seed', 'sessions'];
const resourcesBut = (...allowed) => ({
  group: RESOURCES.filter((r) => !allowed.includes(r)).map((r) => `**/${r}/**`),
  message: 'A lower layer never imports a higher one: declare a small interface here and let app.ts wire the implementation (docs/architecture.md).',
});
const TEST_SUPPORT = { group: ['**/test/**', '**/bench/**', '**/e2e/**'], message: 'Production code never imports test or benchmark code.' };

/**
 * The web app's features (src/web/<feature>/). Each is seen by the others only through its
 * index.ts, and only its api.ts sends requests and touches the query cache (src/web/api/*.ts
 * does so for the session and the configuration). src/web/api, src/web/app and
 * src/web/components are shared by all of them.
 */
const FEATURES = ['account', 'admin', 'announcements', 'attendance', 'audit', 'events', 'feedback', 'home', 'info', 'organizers', 'registrations', 'series', 'students'];
const SERVER = { group: ['**/server/**'], message: 'The web app talks to the server only over HTTP (API.md).' };
const FEATURE_INTERNALS = {
  group: [...FEATURES.map((f) => `**/${f}/**`), ...FEATURES.map((f) => `!**/${f}/index.ts`)],
  message: 'Another feature is used only through its index.ts (what it exports there is all the others may rely on).',
};
const ROUTER = 'src/web/app/router.tsx';
const ROUTE_SOURCES = {
  group: [...FEATURE_INTERNALS.group, ...FEATURES.map((f) => `!**/${f}/api.ts`)],
  message: "The route table imports a feature's index.ts, or its api.ts for a loader's query options; pages only by import().",
};
const ANY_FEATURE = { group: FEATURES.map((f) => `**/${f}/**`), message: 'Shared web code (src/web/api, src/web/components) knows no feature.' };
const HTTP_CLIENT = {
  group: ['**/api/client', '**/api/client.*'],
  message: "Requests go through a hook of the feature's api.ts (or src/web/api/*.ts); elsewhere, read errors from api/errors.ts.",
};
const QUERY_KEYS = { group: ['**/api/query-keys', '**/api/query-keys.*'], message: 'The query cache is read and changed only by the hooks of the api modules.' };
const WEB_TESTS = '**/*.test.{ts,tsx}';
// A feature's sub-folder may keep its own api.ts (src/web/registrations/manage/api.ts).
const WEB_API_MODULES = ['src/web/api/**/*.ts', 'src/web/*/api.ts', 'src/web/*/*/api.ts'];

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
    ignores: [WEB_TESTS],
    rules: {
      'no-restricted-imports': restrict([SERVER, TEST_SUPPORT, FEATURE_INTERNALS, HTTP_CLIENT, QUERY_KEYS]),
      'no-restricted-globals': ['error', { name: 'fetch', message: HTTP_CLIENT.message }],
    },
  },
  {
    // no-restricted-imports sees only static imports: import() is held to the same rule here.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [WEB_TESTS, ROUTER],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/^\\.\\.\\x2F(${FEATURES.join('|')})\\x2F(?!index\\.ts$)/]`, message: FEATURE_INTERNALS.message },
      ],
    },
  },
  {
    // The one deliberate exception: the route table reaches into a feature for its pages, which
    // it import()s one by one (React.lazy needs the page's own module: one chunk per page), and
    // for the query options its loaders warm the cache with (the feature's api.ts). Through
    // index.ts, the feature's components would join the first bundle (measured: +5.8 kB).
    files: [ROUTER],
    rules: { 'no-restricted-imports': restrict([SERVER, TEST_SUPPORT, ROUTE_SOURCES, HTTP_CLIENT, QUERY_KEYS]) },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}'],
    ignores: [WEB_TESTS],
    rules: { 'no-restricted-imports': restrict([SERVER, TEST_SUPPORT, ANY_FEATURE, HTTP_CLIENT, QUERY_KEYS]) },
  },
  {
    // The modules that send requests: each feature's api.ts, and the shared ones (session, config).
    files: WEB_API_MODULES,
    ignores: [WEB_TESTS],
    rules: { 'no-restricted-imports': restrict([SERVER, TEST_SUPPORT, FEATURE_INTERNALS]), 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/web/api/**/*.ts'],
    ignores: [WEB_TESTS],
    rules: { 'no-restricted-imports': restrict([SERVER, TEST_SUPPORT, ANY_FEATURE]) },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT]) },
  },
  {
    // Infrastructure knows no resource.
    files: ['src/server/{http,db,auth,live,mail,rate-limit,jobs}/**/*.ts', 'src/server/context.ts', 'src/server/config.ts'],
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
