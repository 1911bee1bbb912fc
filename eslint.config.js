import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/** The folders of `dir` (a path from the repository's root), read at lint time: a folder made today is covered today. */
const foldersOf = (dir) =>
  existsSync(path.join(ROOT, dir))
    ? readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

/** The layer boundaries (docs/architecture.md): import patterns a folder may not use. */
const restrict = (patterns) => ['error', { patterns }];
const WEB = { group: ['**/web/**'], message: 'Only the web app imports web code.' };

/**
 * Areas. src/server and src/web are each a row of areas, src/<side>/<area>/<unit>/: a unit is a
 * server resource or a web feature. The areas and their units are read from the folders; only
 * the order of the server's areas is written here, lowest first: an area imports only the
 * areas below it (and itself), never one above. `infrastructure` is the lowest on both sides:
 * it knows no other area. An area not named here is placed above all of them until it is.
 */
const SERVER_AREAS_BOTTOM_UP = ['infrastructure', 'events', 'registrations', 'identity', 'engagement', 'platform', 'attendance', 'office'];
const INFRASTRUCTURE = 'infrastructure';
/** Folders of src/server that are no area: the demo data loader starts on its own, as main.ts does. */
const SERVER_ENTRIES = ['seed'];
/** The files at the root of src/server that app.ts builds the context from: infrastructure too. */
const INFRASTRUCTURE_FILES = ['config.ts', 'config-*.ts', 'log-destination.ts', 'shutdown.ts', 'version.ts'];
/** The web app's shell (layout, providers, router): no area; it sees features as the features see each other. */
const WEB_SHELL = 'app';
const ROUTER = 'src/web/app/router.tsx';

const LAYOUT = {
  server: Object.fromEntries(foldersOf('src/server').filter((f) => !SERVER_ENTRIES.includes(f)).map((area) => [area, foldersOf(`src/server/${area}`)])),
  web: Object.fromEntries(foldersOf('src/web').filter((f) => f !== WEB_SHELL).map((area) => [area, foldersOf(`src/web/${area}`)])),
};
const tierOf = (area) => (SERVER_AREAS_BOTTOM_UP.includes(area) ? SERVER_AREAS_BOTTOM_UP.indexOf(area) : SERVER_AREAS_BOTTOM_UP.length);
const isInfrastructureFile = (name) => INFRASTRUCTURE_FILES.some((glob) => new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`).test(name));

/** Where a file (path from the root) stands: its side, area and unit, and the path inside the unit. */
function placeOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'src' || !['server', 'web'].includes(parts[1])) return null;
  const side = parts[1];
  if (side === 'server' && parts.length === 3 && isInfrastructureFile(parts[2])) return { side, area: INFRASTRUCTURE, unit: null, rest: '' };
  if (side === 'web' && parts[2] === WEB_SHELL) return { side, shell: true };
  if (!(parts[2] in LAYOUT[side]) || parts.length < 4) return { side };
  return { side, area: parts[2], unit: parts.length > 4 ? parts[3] : null, rest: parts.slice(4).join('/') };
}

const MESSAGES = {
  areaUp: '{{from}} may not import {{to}}: an area imports only the areas below it ({{order}}); declare a small interface in the lower one and let app.ts wire it (docs/architecture.md).',
  eventsAlone: 'The events resource imports no other resource: ask through a *-links.ts interface that app.ts wires.',
  infrastructure: 'Infrastructure knows no area: {{to}} is above it.',
  featureInternals: 'Another feature is used only through its index.ts (what it exports there is all the others may rely on).',
  routeSources: "The route table imports a feature's index.ts, or its api.ts for a loader's query options; pages only by import().",
};

/** The boundaries between areas and between their units, checked on the path an import resolves to. */
const areasRule = {
  meta: { type: 'problem', messages: MESSAGES, schema: [] },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const from = placeOf(file);
    if (!from) return {};
    const check = (node, dynamic) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), spec)).split(path.sep).join('/');
      const to = placeOf(target);
      if (!to || to.side !== from.side) return;
      const report = (messageId, data = {}) => context.report({ node: node.source, messageId, data });
      if (from.side === 'server') {
        if (!from.area || !to.area || from.area === to.area) {
          if (from.area === 'events' && from.unit === 'events' && to.area === 'events' && to.unit !== 'events') report('eventsAlone');
          return;
        }
        if (from.area === 'events' && from.unit === 'events' && to.area !== INFRASTRUCTURE) return report('eventsAlone');
        if (tierOf(to.area) > tierOf(from.area)) report('areaUp', { from: from.area, to: to.area, order: SERVER_AREAS_BOTTOM_UP.join(' < ') });
        return;
      }
      // The web app: a feature is another's (or the shell's) only through its index.ts.
      if (!to.area || to.area === INFRASTRUCTURE || !to.unit) return;
      if (from.area === INFRASTRUCTURE) return report('infrastructure', { to: to.area });
      if (!from.shell && from.area === to.area && from.unit === to.unit) return;
      if (/^index\.tsx?$/.test(to.rest) || to.rest === '') return;
      if (file === ROUTER && (dynamic || /^api\.ts$/.test(to.rest))) return;
      report(file === ROUTER ? 'routeSources' : 'featureInternals');
    };
    return {
      ImportDeclaration: (node) => check(node, false),
      ExportNamedDeclaration: (node) => check(node, false),
      ExportAllDeclaration: (node) => check(node, false),
      ImportExpression: (node) => check(node, true),
    };
  },
};
const quad = { rules: { areas: areasRule } };

/** app.ts and mail-builders.ts wire everything together; only main.ts starts app.ts, and only app.ts reads the mail builders. */
const WIRING = {
  group: ['**/app.ts', '**/main.ts', '**/mail-builders.ts'],
  message: 'Only main.ts imports app.ts, and only app.ts the mail builders: they wire the layers, nothing builds on them.',
};
const TEST_SUPPORT = { group: ['**/test/**', '**/bench/**', '**/e2e/**'], message: 'Production code never imports test or benchmark code.' };

/**
 * The web app: only a feature's api.ts sends requests and touches the query cache
 * (src/web/infrastructure/api/*.ts does so for the session and the configuration).
 */
const SERVER = { group: ['**/server/**'], message: 'The web app talks to the server only over HTTP (API.md).' };
const HTTP_CLIENT = {
  group: ['**/api/client', '**/api/client.*'],
  message: "Requests go through a hook of the feature's api.ts (or src/web/infrastructure/api/*.ts); elsewhere, read errors from api/errors.ts.",
};
const QUERY_KEYS = { group: ['**/api/query-keys', '**/api/query-keys.*'], message: 'The query cache is read and changed only by the hooks of the api modules.' };
const WEB_TESTS = '**/*.test.{ts,tsx}';

/**
 * Every component of the web app takes its texts from the catalogue (src/domain/i18n,
 * docs/i18n.md): a word written straight into JSX, or into a label-like attribute, bypasses it
 * and fails. Quad (the name) and symbols are allowed. A new screen is covered the day it is made.
 */
const TRANSLATED_SCREENS = ['src/web/**/*.tsx'];
const UNTRANSLATED = 'Write this text in the catalogue (src/domain/i18n/en.ts, hi.ts, kn.ts) and show it with t(): see docs/i18n.md.';
const CATALOGUE_ONLY = [
  { selector: 'JSXText[value=/[A-Za-z]{2,}/]:not([value=/^\\s*Quad\\s*$/])', message: UNTRANSLATED },
  { selector: 'JSXAttribute[name.name=/^(aria-label|title|label|placeholder|alt|description)$/] > Literal[value=/[A-Za-z]{2,}/]:not([value="Quad"])', message: UNTRANSLATED },
  { selector: 'JSXAttribute[name.name=/^(aria-label|title|label|placeholder|alt|description)$/] > JSXExpressionContainer > TemplateLiteral', message: UNTRANSLATED },
];
// A feature's sub-folder may keep its own api.ts (src/web/registrations/registrations/manage/api.ts).
const WEB_API_MODULES = ['src/web/infrastructure/api/**/*.ts', 'src/web/*/*/api.ts', 'src/web/*/*/*/api.ts'];

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
    // Areas and their units, on both sides (the rule resolves each import, static or import()).
    files: ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { quad },
    rules: { 'quad/areas': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [WEB_TESTS],
    rules: {
      'no-restricted-imports': restrict([SERVER, TEST_SUPPORT, HTTP_CLIENT, QUERY_KEYS]),
      'no-restricted-globals': ['error', { name: 'fetch', message: HTTP_CLIENT.message }],
    },
  },
  {
    // The modules that send requests: each feature's api.ts, and the shared ones (session, config).
    files: WEB_API_MODULES,
    ignores: [WEB_TESTS],
    rules: { 'no-restricted-imports': restrict([SERVER, TEST_SUPPORT]), 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict([WEB, TEST_SUPPORT, WIRING]) },
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
    ignores: [WEB_TESTS],
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
