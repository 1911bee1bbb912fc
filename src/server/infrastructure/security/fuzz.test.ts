/**
 * A seeded, bounded property-based fuzzer of the whole HTTP API.
 *
 * For every route of the server's OpenAPI document (GET /api/docs/json, made from the
 * zod schemas that validate requests) and the hidden routes that take input (Better
 * Auth's, /images/:id; see fuzz/routes.ts), fast-check generates requests whose path
 * ids, query and body mix valid values with hostile ones (fuzz/hostile.ts), sent by an
 * anonymous visitor, a signed-in student or an organizer, with the app's Origin. A
 * request fails the test when the server answers 5xx (or not at all), or when it is
 * refused (status >= 400) and yet some table has a different number of rows.
 *
 * Replay: QUAD_FUZZ_SEED=<seed> (QUAD_FUZZ_SEED=now picks a new one), and for one
 * counterexample QUAD_FUZZ_PATH=<path> with `-t '<route>'`; fast-check prints both.
 * QUAD_FUZZ_RUNS sets the runs per route (on SQLite; PostgreSQL runs half as many).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { requestFor, type FuzzRequest } from '../../../../test/fuzz/arbitraries.ts';
import { createFixture } from '../../../../test/fuzz/fixture.ts';
import { malformedMultipart, type MultipartSpec } from '../../../../test/fuzz/multipart.ts';
import { actorsAllowed } from '../../../../test/fuzz/probe.ts';
import { loadRoutes, type RouteSpec } from '../../../../test/fuzz/routes.ts';
import { changedCounts, rowCounter, type RowCounts } from '../../../../test/fuzz/row-counts.ts';
import { testDialect } from '../../../../test/support/test-db.ts';
import { describeSent, sendMultipart, sendRequest, type Sent } from '../../../../test/fuzz/send.ts';

const DEFAULT_SEED = 20_240_611;
const seedSetting = process.env.QUAD_FUZZ_SEED;
const onPostgres = testDialect() === 'postgres';
/**
 * What a request meets before the database (validation, authorization, the handlers) is the
 * same on both dialects; PostgreSQL's part is how it stores what got through (NUL bytes,
 * integer ranges, dates). So it gets half the runs, from a seed of its own by default: between
 * them the two databases try half as many requests again as SQLite alone, none twice.
 */
const seed = seedSetting === 'now' ? Date.now() % 2 ** 31 : Number(seedSetting ?? (onPostgres ? DEFAULT_SEED + 1 : DEFAULT_SEED));
const path = process.env.QUAD_FUZZ_PATH;
/**
 * Runs per route on SQLite: about 130 routes, so the file stays near a minute on two cores.
 * QUAD_FUZZ_RUNS=200 goes deeper (a nightly run, or before a release).
 */
const SQLITE_RUNS_PER_ROUTE = Number(process.env.QUAD_FUZZ_RUNS ?? 40);
const RUNS_PER_ROUTE = onPostgres ? Math.ceil(SQLITE_RUNS_PER_ROUTE / 2) : SQLITE_RUNS_PER_ROUTE;
const MULTIPART_RUNS = RUNS_PER_ROUTE * 3;
/** Shrinking a failure re-sends requests: it stops after this long and reports the smallest so far. */
const PROPERTY_TIME_LIMIT_MS = 25_000;
const TEST_TIMEOUT_MS = 60_000;

// The server, its actors and records are made while the file is collected: the routes come from the running server.
const fixture = await createFixture();
const routes = await loadRoutes(fixture.actors.anonymous);
const rows = await rowCounter(fixture.t);
const allowed = new Map<RouteSpec, FuzzRequest['actor'][]>();
for (const route of routes) allowed.set(route, await actorsAllowed(fixture, route));
afterAll(() => fixture.t.close());

/**
 * The row counts as the last request left them, when it was refused and so changed nothing:
 * the next request's "before" without counting again (most requests are refused, and the
 * count, one query over every table, cost as much as the request). Anything else (a success,
 * which may write, a restore, a failure) forgets them.
 */
let countsNow: RowCounts | undefined;

/** Fails on a 5xx (but a deliberate 501), and on a refused request that left rows behind; otherwise re-creates what a success removed. */
async function checkOne(send: () => Promise<Sent>, method: string) {
  const before = countsNow ?? (await rows.count());
  countsNow = undefined;
  const sent = await send();
  // 501 is an answer, not a fault: oEmbed's for a format it does not offer (oembed.com §2.3.4).
  if (sent.status >= 500 && sent.status !== 501) throw new Error(`server error ${sent.status}:\n${describeSent(sent)}`);
  if (sent.status >= 400) {
    const after = await rows.count();
    const changed = changedCounts(before, after);
    if (changed.length) throw new Error(`refused with ${sent.status} but rows changed (${changed.join(', ')}):\n${describeSent(sent)}`);
    countsNow = after;
  } else if (method !== 'GET') {
    await fixture.restore();
  }
}

const settings = <T,>(numRuns: number): fc.Parameters<T> => ({
  seed,
  numRuns,
  interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS,
  ...(path ? { path } : {}),
});

describe(`API fuzzing on ${fixture.t.ctx.handle.dialect} (seed ${seed}; QUAD_FUZZ_SEED=${seed} replays it)`, () => {
  it('finds the routes and tables to fuzz', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(rows.tables).toEqual(expect.arrayContaining(['users', 'events', 'registrations', 'images']));
  });

  for (const route of routes) {
    it(`${route.method} ${route.path}`, async () => {
      const property = fc.asyncProperty(requestFor(route, fixture.pools, allowed.get(route)), (request: FuzzRequest) =>
        checkOne(() => sendRequest(fixture, request), request.method),
      );
      await fc.assert(property, settings(RUNS_PER_ROUTE));
    }, TEST_TIMEOUT_MS);
  }

  it('POST /api/images with malformed multipart', async () => {
    const property = fc.asyncProperty(malformedMultipart, (spec: MultipartSpec) => checkOne(() => sendMultipart(fixture, spec), 'POST'));
    await fc.assert(property, settings(MULTIPART_RUNS));
  }, TEST_TIMEOUT_MS);

  it('leaves the actors signed in (their sessions were never revoked by a fuzzed request)', async () => {
    for (const actor of ['student', 'organizer'] as const) expect((await fixture.actors[actor].get('/api/me')).status, actor).toBe(200);
  });
});
