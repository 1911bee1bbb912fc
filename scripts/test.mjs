// npm test: typecheck, lint, unit + API tests on SQLite (and PostgreSQL when
// TEST_DATABASE_URL is set, each test file in its own fresh schema), then the
// browser journeys in Debian's Chromium.
import { execSync } from 'node:child_process';

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}`);
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
};

const started = Date.now();
run('typecheck and lint', 'npm run check --silent');
run('unit and API tests on SQLite', 'npx vitest run', { QUAD_TEST_DB: 'sqlite' });
if (process.env.TEST_DATABASE_URL) {
  run('API tests on PostgreSQL', 'npx vitest run --project server', { QUAD_TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run is skipped)');
}
run('end-to-end tests in Chromium', 'node scripts/e2e.mjs');
console.log(`\n✔ all tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
