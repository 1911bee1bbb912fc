import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folders of `dir` (under src/), read at lint time: a folder made today is covered today. */
const foldersOf = (dir) =>
  readdirSync(fileURLToPath(new URL(`./src/${dir}/`, import.meta.url)), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The layer boundaries (docs/architecture.md): import patterns a folder may not use. */
const restrict = (patterns) => ['error', { patterns }];
const WEB = { group: ['**/web/**'], message: 'Only the web app imports web code.' };

/**
 * The server's lower layer, infrastructure (src/server/<folder>/ and the files at the root
 * of src/server that app.ts builds the context from): it knows no resource. The audit log
 * is here because every resource writes to it in the transaction of its change, as it queues
 * mail to the outbox; the image store, because pages and records read it. Every other folder
 * is a resource, including any new one, until it is named here.
 */
const INFRASTRUCTURE = ['audit', 'auth', 'db', 'http', 'images', 'jobs', 'live', 'mail', 'outbox', 'push', 'rate-limit', 'security'];
const INFRASTRUCTURE_FILES = ['config.ts', 'config-*.ts', 'context.ts', 'log-destination.ts', 'shutdown.ts', 'version.ts'];
const RESOURCES = foldersOf('server').filter((folder) => !INFRASTRUCTURE.includes(folder));
const resourcesBut = (...allowed) => ({
  group: RESOURCES.filter((r) => !allowed.includes(r)).map((r) => `**/${r}/**`),
  message: 'A lower layer never imports a higher one: declare a small interface here and let app.ts wire the implementation (docs/architecture.md).',
});
/** app.ts and mail-builders.ts wire everything together; only main.ts starts app.ts, and only app.ts reads the mail builders. */
const WIRING = {
  group: ['**/app.ts', '**/main.ts', '**/mail-builders.ts'],
  message: 'Only main.ts imports app.ts, and only app.ts the mail builders: they wire the layers, nothing builds on them.',
};
const TEST_SUPPORT = { group: ['**/test/**', '**/bench/**', '**/e2e/**'], message: 'Production code never imports test or benchmark code.' };

/**
 * The web app's features: every folder of src/web but the shared ones, which all of them
 * use (src/web/infrastructure/api, src/web/app, src/web/infrastructure/components, src/web/infrastructure/pwa). Each feature is seen by
 * the others only through its index.ts, and only its api.ts sends requests and touches the
 * query cache (src/web/infrastructure/api/*.ts does so for the session and the configuration).
 */
const SHARED_WEB = ['api', 'app', 'components', 'pwa'];
const FEATURES = foldersOf('web').filter((folder) => !SHARED_WEB.includes(folder));
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
const ANY_FEATURE = { group: FEATURES.map((f) => `**/${f}/**`), message: 'Shared web code (src/web/infrastructure/api, src/web/infrastructure/components, src/web/infrastructure/pwa) knows no feature.' };
const HTTP_CLIENT = {
  group: ['**/api/client', '**/api/client.*'],
  message: "Requests go through a hook of the feature's api.ts (or src/web/infrastructure/api/*.ts); elsewhere, read errors from api/errors.ts.",
};
const QUERY_KEYS = { group: ['**/api/query-keys', '**/api/query-keys.*'], message: 'The query cache is read and changed only by the hooks of the api modules.' };
const WEB_TESTS = '**/*.test.{ts,tsx}';

/**
 * The screens whose texts come from the catalogue (src/domain/i18n, docs/i18n.md): a word
 * written straight into their JSX, or into a label-like attribute, bypasses it and fails.
 * A screen joins the list once it is converted. Quad (the name) and symbols are allowed.
 */
const TRANSLATED_SCREENS = [
  'src/web/app/TopBar.tsx', 'src/web/app/Footer.tsx', 'src/web/app/AccountButtons.tsx', 'src/web/app/AccountMenu.tsx',
  'src/web/app/MobileMenu.tsx', 'src/web/app/AccountNameButton.tsx', 'src/web/app/InboxButton.tsx', 'src/web/infrastructure/components/LanguagePicker.tsx',
  'src/web/identity/account/LoginPage.tsx', 'src/web/identity/account/AuthLinks.tsx',
];
const UNTRANSLATED = 'Write this text in the catalogue (src/domain/i18n/en.ts, hi.ts, kn.ts) and show it with t(): see docs/i18n.md.';
const CATALOGUE_ONLY = [
  { selector: 'JSXText[value=/[A-Za-z]{2,}/]:not([value=/^\\s*Quad\\s*$/])', message: UNTRANSLATED },
  { selector: 'JSXAttribute[name.name=/^(aria-label|title|label|placeholder|alt|description)$/] > Literal[value=/[A-Za-z]{2,}/]:not([value="Quad"])', message: UNTRANSLATED },
  { selector: 'JSXAttribute[name.name=/^(aria-label|title|label|placeholder|alt|description)$/] > JSXExpressionContainer > TemplateLiteral', message: UNTRANSLATED },
];
// A feature's sub-folder may keep its own api.ts (src/web/registrations/registrations/manage/api.ts).
const WEB_API_MODULES = ['src/web/infrastructure/api/**/*.ts', 'src/web/*/api.ts', 'src/web/*/*/api.ts'];

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
    files: ['src/web/infrastructure/components/**/*.{ts,tsx}', 'src/web/infrastructure/pwa/**/*.ts'],
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
    files: ['src/web/infrastructure/api/**/*.ts'],
    ignores: [WEB_TESTS],
    rules: { 'no-restricted-imports': restrict([SERVER, TEST_SUPPORT, ANY_FEATURE]) },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT, WIRING]) },
  },
  {
    // Infrastructure knows no resource.
    files: [`src/server/{${INFRASTRUCTURE.join(',')}}/**/*.ts`, ...INFRASTRUCTURE_FILES.map((f) => `src/server/${f}`)],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT, WIRING, resourcesBut()]) },
  },
  {
    // Events are the base the other resources build on.
    files: ['src/server/events/events/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT, WIRING, resourcesBut('events')]) },
  },
  {
    // The wiring: main.ts starts app.ts, which builds every layer and hands each its links.
    files: ['src/server/main.ts', 'src/server/app.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT]) },
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
    files: TRANSLATED_SCREENS,
    rules: { 'no-restricted-syntax': ['error', ...CATALOGUE_ONLY] },
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
