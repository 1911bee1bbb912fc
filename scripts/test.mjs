// npm test: typecheck, lint and the build, then the unit and API tests on SQLite (and on
// PostgreSQL too when TEST_DATABASE_URL is set, each test file in its own fresh database) in
// one Vitest run, then the browser journeys in Debian's Chromium on that build.
//
// typecheck, lint and the build are each one process on one core: they run side by side and
// their output is printed whole as each ends. The Vitest run keeps every core busy by itself.
import { execSync, spawn } from 'node:child_process';

const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

const run = (title, command, env = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  (${title}: ${seconds(started)})`);
};

/** Runs the commands at once; each one's output is printed when it ends. Fails if any fails. */
async function together(jobs) {
  console.log(`\n▶ ${jobs.map((j) => j.title).join(', ')} (side by side)`);
  const results = await Promise.all(jobs.map(({ title, command }) => new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`\n── ${title}: ${code === 0 ? 'done' : `FAILED (exit ${code})`} in ${seconds(started)}${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  })));
  if (results.includes(false)) {
    console.error('\n✘ stopped: see the output above');
    process.exit(1);
  }
}

const started = Date.now();
await together([
  { title: 'typecheck', command: 'npm run typecheck --silent' },
  { title: 'lint', command: 'npm run lint --silent' },
  { title: 'build', command: 'npm run build --silent' },
]);
if (process.env.TEST_DATABASE_URL) {
  // QUAD_TEST_DB unset: the `server` project on SQLite and `server-postgres` (vitest.config.ts).
  run('unit and API tests on SQLite and PostgreSQL', 'npx vitest run', { QUAD_TEST_DB: '' });
} else {
  run('unit and API tests on SQLite', 'npx vitest run', { QUAD_TEST_DB: 'sqlite' });
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run is skipped)');
}
run('end-to-end tests in Chromium', 'node scripts/e2e.mjs --no-build');
console.log(`\n✔ all tests passed in ${seconds(started)}`);
