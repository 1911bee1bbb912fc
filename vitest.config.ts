import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { LongestFirstSequencer } from './test/support/sequencer.ts';

const cores = availableParallelism();
/** This run's mark in its PostgreSQL schemas' names: they are dropped when it ends (test/support/test-db.ts). */
const run = process.env.QUAD_TEST_RUN || `r${randomBytes(4).toString('hex')}`;
process.env.QUAD_TEST_RUN = run;
/**
 * The run's PostgreSQL database migrated once, which each PostgreSQL test file's database is
 * cloned from (made by the PostgreSQL projects' global setup, dropped with the run's others).
 */
process.env.QUAD_TEST_PG_TEMPLATE = `quad_template_${run}_migrated`;

const serverFiles = ['src/server/**/*.test.ts', 'src/domain/**/*.test.ts'];
/**
 * Files that run after all the others, two at a time, each in a process of its own: those
 * whose checks race the clock (the server's pacing of sign-ins, a slot a second or more apart,
 * where a request that waits long for a busy core lands in the next slot; the shutdown
 * deadline), and sharp's settings, checked in a process where nothing has loaded sharp yet.
 */
const lastFiles = [
  'src/server/infrastructure/auth/attempt-limits.test.ts',
  'src/server/infrastructure/auth/lecture-hall.test.ts',
  'src/server/shutdown.test.ts',
  'src/server/infrastructure/images/sharp.test.ts',
];

/** What in a file's text says it opens a database of the run's dialect. */
const OPENS_DATABASE = /\b(openSqlite|openPostgres|migrateToLatest|TEST_DATABASE_URL|QUAD_TEST_DB|createTestDatabase)\b/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/**
 * Whether a test file works on a database: its own text, or that of a test-support module it
 * imports (followed through test/, where set-up lives), opens one. Only those run a second time
 * on PostgreSQL; a pure rule gives the same answer on both.
 */
function opensDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  if (OPENS_DATABASE.test(text)) return true;
  for (const [, specifier] of text.matchAll(RELATIVE_IMPORT)) {
    const target = path.resolve(path.dirname(file), specifier!);
    if (target.startsWith(path.resolve('test') + path.sep) && /\.tsx?$/.test(target) && opensDatabase(target, seen)) return true;
  }
  return false;
}

const serverTest = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker imports the server (Fastify, Better Auth, every route: seconds of each file's
  // time) once and runs its files one after another. Each file still builds its own app on
  // its own database; a file that changes process.env puts it back in afterAll.
  isolate: false,
} as const;

/** The server's files on one database: most of them side by side, then the last ones. */
function serverProjects(name: string, dialect: 'sqlite' | 'postgres', only?: (file: string) => boolean): TestProjectInlineConfiguration[] {
  const env = { QUAD_TEST_DB: dialect, QUAD_TEST_RUN: run, QUAD_TEST_PG_TEMPLATE: process.env.QUAD_TEST_PG_TEMPLATE! };
  const globalSetup = dialect === 'postgres' ? ['test/support/drop-run-schemas.ts'] : [];
  const include = only ? globSync(serverFiles).filter(only) : serverFiles;
  return [
    { test: { name, ...serverTest, env, globalSetup, include, exclude: lastFiles } },
    {
      test: { name: `${name}-last`, ...serverTest, isolate: true, env, globalSetup, include: only ? lastFiles.filter(only) : lastFiles, sequence: { groupOrder: 2 }, maxWorkers: 2 },
    },
  ];
}

// `server` runs on SQLite, or on PostgreSQL when QUAD_TEST_DB=postgres. With TEST_DATABASE_URL
// set and QUAD_TEST_DB unset (npm test) the same files also run on PostgreSQL as
// `server-postgres`, in the same run: one Vite transform of the sources, and one pool of
// workers for all files. QUAD_TEST_DB=sqlite or postgres runs `server` on that one alone.
const serverDialect = process.env.QUAD_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const postgresToo = Boolean(process.env.TEST_DATABASE_URL) && !process.env.QUAD_TEST_DB;

const projects: TestProjectInlineConfiguration[] = [
  ...serverProjects('server', serverDialect),
  {
    test: {
      name: 'web',
      environment: 'jsdom',
      // One module graph per worker: React and Mantine load once, not once per file (half of
      // these files' time). test/support/web-setup.ts gives each file fresh Quad modules and a
      // blank page.
      isolate: false,
      include: ['src/web/**/*.test.{ts,tsx}'],
      setupFiles: ['test/support/web-setup.ts'],
      // Vitest's 5 s per test is short for a form test on a busy 2-core machine.
      testTimeout: 15_000,
      // With the server's files, in one pool: rendering in jsdom is all computation, and it
      // fills the time the server's files spend waiting on their servers, timers and mail.
    },
  },
  ...(postgresToo ? serverProjects('server-postgres', 'postgres', (file) => opensDatabase(file)) : []),
];

export default defineConfig({
  test: {
    projects,
    sequence: { sequencer: LongestFirstSequencer },
    // For the server's files. Vitest's default is one worker per core less one: a single worker
    // on a 2-core machine, idle while a file waits on its servers, timers, child processes and
    // mail. They wait more than they compute, so two files per core keep the cores busy.
    maxWorkers: Number(process.env.QUAD_TEST_WORKERS ?? Math.max(2, cores * 2)),
  },
});
