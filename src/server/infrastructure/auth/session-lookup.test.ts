// The session lookup of every signed-in request: on PostgreSQL the lookups that arrive
// together go as one query, and each request still gets its own session, clubs included.
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { batchedSessionReads, createSessionLookup } from './session-lookup.ts';

const SECRET = randomBytes(32).toString('base64url');
const config = { publicUrl: 'http://localhost:5173', sessionSecret: SECRET };
const cookieFor = (token: string) => `quad.session_token=${encodeURIComponent(`${token}.${createHmac('sha256', SECRET).update(token).digest('base64')}`)}`;

describe('the session lookup', () => {
  let database: TestDatabase;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
    const db = database.handle.db;
    const now = new Date().toISOString();
    // As Better Auth makes one: 30 days, not yet due its daily extension.
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const names = ['ana', 'ben', 'cy', 'club'];
    await db.insertInto('users').values(names.map((name) => ({
      id: `u-${name}`, name, email: `${name}@campus.test`, email_verified: sql<boolean>`true`, image: null, role: name === 'club' ? 'organizer' : 'student', created_at: now, updated_at: now,
    }))).execute();
    await db.insertInto('organizers').values({ user_id: 'u-club', name: 'Robotics Club', field: null, phone: null, created_at: now, updated_at: now }).execute();
    await db.insertInto('club_members').values([
      { organizer_id: 'u-club', user_id: 'u-cy', role: 'manager', created_at: now },
    ]).execute();
    for (const name of ['ana', 'ben', 'cy']) tokens[name] = randomBytes(24).toString('base64url');
    await db.insertInto('sessions').values(['ana', 'ben', 'cy'].map((name) => ({
      id: `s-${name}`, token: tokens[name]!, user_id: `u-${name}`, expires_at: expires, ip_address: null, user_agent: null, created_at: now, updated_at: now,
    }))).execute();
  });
  afterAll(() => database.drop());

  it('finds each session, with the clubs its user serves', async () => {
    const lookup = createSessionLookup(config, database.handle.db);
    expect(await lookup(cookieFor(tokens.ana!))).toMatchObject({ id: 'u-ana', sessionId: 's-ana', memberships: [] });
    expect(await lookup(cookieFor(tokens.cy!))).toMatchObject({ id: 'u-cy', memberships: [{ organizerId: 'u-club', role: 'manager' }] });
    // A token with no session row is Better Auth's to answer; a forged signature is no one.
    expect(await lookup(cookieFor('no-such-token'))).toBe('better-auth');
    expect(await lookup(`quad.session_token=${tokens.ana}.${'x'.repeat(43)}=`)).toBeNull();
  });

  it.runIf(process.env.QUAD_TEST_DB === 'postgres')('on PostgreSQL reads the sessions that arrive together in one query, each to its own request', async () => {
    let queries = 0;
    // Counted as results come back: a compiled query skips the plugins' query hook.
    const db = database.handle.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    });
    const lookup = createSessionLookup(config, db, undefined, { batched: true });
    const cookies = [tokens.ana!, tokens.ben!, tokens.cy!, 'no-such-token', tokens.ana!].map(cookieFor);
    const found = await Promise.all(cookies.map((c) => lookup(c)));
    expect(queries).toBe(1);
    expect(found.map((v) => (v === null || v === 'better-auth' ? v : v.id))).toEqual(['u-ana', 'u-ben', 'u-cy', 'better-auth', 'u-ana']);
    expect(found[2]).toMatchObject({ memberships: [{ organizerId: 'u-club', role: 'manager' }] });
    // A lone lookup later is a batch of its own.
    expect(await batchedSessionReads(db)(tokens.ben!)).toMatchObject({ id: 'u-ben', session_id: 's-ben' });
    expect(queries).toBe(2);
  });
});
