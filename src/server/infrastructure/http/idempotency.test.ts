import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent } from '../../../../test/support/factories.ts';
import { sweep } from '../../office/maintenance/sweeper.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';
import { installErrorHandling } from './error-handler.ts';
import { idempotencyPlugin } from './idempotency.ts';

let t: TestApp;
let organizer: HttpClient;
let otherOrganizer: HttpClient;
let student: HttpClient;
let studentAccount: SignedUp<StudentSignup>;

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  otherOrganizer = t.client();
  student = t.client();
  await signUpOrganizer(organizer);
  await signUpOrganizer(otherOrganizer);
  studentAccount = await signUpStudent(student);
});
afterAll(async () => t?.close());

const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

async function eventsNamed(name: string) {
  return t.ctx.db.selectFrom('events').select('id').where('name', '=', name).execute();
}

describe('Idempotency-Key on creates', () => {
  it('replays the first answer, status and body, for the same key and creates one event', async () => {
    const input = buildEvent({ name: 'Replayed once' });
    const headers = key('create');
    const first = await organizer.post('/api/events', input, headers);
    const again = await organizer.post('/api/events', input, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await eventsNamed('Replayed once')).toHaveLength(1);
  });

  it('refuses the same key with a different body (409), and creates nothing more', async () => {
    const headers = key('reuse');
    expect((await organizer.post('/api/events', buildEvent({ name: 'Key reused A' }), headers)).status).toBe(201);
    const other = await organizer.post('/api/events', buildEvent({ name: 'Key reused B' }), headers);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used with a different request.' } });
    expect(await eventsNamed('Key reused B')).toHaveLength(0);
  });

  it('creates once when the same request arrives many times at once', async () => {
    const input = buildEvent({ name: 'Sent at once' });
    const headers = key('race');
    const answers = await Promise.all(Array.from({ length: 6 }, () => organizer.post('/api/events', input, headers)));
    expect(await eventsNamed('Sent at once')).toHaveLength(1);
    // Each is the first answer replayed, or "still running" for one that came while it ran.
    for (const answer of answers) {
      if (answer.status === 409) expect(answer.body.error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
      else expect(answer.status).toBe(201);
    }
    expect(answers.filter((a) => a.status === 201 && !a.headers.get('idempotent-replayed'))).toHaveLength(1);
  });

  it('many creates at once, each with its own key, are claimed and kept together and each replays its own answer', async () => {
    // Quotes, a backslash, braces, NULL and an emoji: answers kept together as arrays of text come back as sent.
    const nameOf = (i: number) => `Together ${i} "q" \\ {a,b} NULL 🎉`;
    const sent = Array.from({ length: 20 }, (_, i) => ({ input: buildEvent({ name: nameOf(i) }), headers: key(`together-${i}`) }));
    const first = await Promise.all(sent.map(({ input, headers }) => organizer.post('/api/events', input, headers)));
    expect(first.map((a) => a.status)).toEqual(sent.map(() => 201));
    expect(first.filter((a) => a.headers.get('idempotent-replayed'))).toHaveLength(0);
    const again = await Promise.all(sent.map(({ input, headers }) => organizer.post('/api/events', input, headers)));
    again.forEach((answer, i) => {
      expect(answer.status).toBe(201);
      expect(answer.headers.get('idempotent-replayed')).toBe('true');
      expect(answer.text).toBe(first[i]!.text);
    });
    for (let i = 0; i < sent.length; i++) expect(await eventsNamed(nameOf(i))).toHaveLength(1);
    expect(again[3]!.body.name).toBe(nameOf(3));
  });

  it("keys are per account: another account's same key creates its own", async () => {
    const input = buildEvent({ name: 'Same key two clubs' });
    const headers = key('shared');
    const mine = await organizer.post('/api/events', input, headers);
    const theirs = await otherOrganizer.post('/api/events', input, headers);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await eventsNamed('Same key two clubs')).toHaveLength(2);
  });

  it('without the header, each request creates as before', async () => {
    const input = buildEvent({ name: 'No key twice' });
    expect((await organizer.post('/api/events', input)).status).toBe(201);
    expect((await organizer.post('/api/events', input)).status).toBe(201);
    expect(await eventsNamed('No key twice')).toHaveLength(2);
  });

  it('a key older than a day creates anew, and the sweeper deletes it', async () => {
    const input = buildEvent({ name: 'Expired key' });
    const headers = key('old');
    expect((await organizer.post('/api/events', input, headers)).status).toBe(201);
    const dayAgo = new Date(Date.now() - 24 * 60 * 60_000 - 1000).toISOString();
    await t.ctx.db.updateTable('idempotency_keys').set({ created_at: dayAgo }).where('idempotency_key', '=', headers['idempotency-key']).execute();
    const again = await organizer.post('/api/events', input, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await eventsNamed('Expired key')).toHaveLength(2);

    await t.ctx.db.updateTable('idempotency_keys').set({ created_at: dayAgo }).where('idempotency_key', '=', headers['idempotency-key']).execute();
    const result = await sweep(t.ctx);
    expect(result.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.selectFrom('idempotency_keys').select('path').where('idempotency_key', '=', headers['idempotency-key']).execute();
    expect(left).toEqual([]);
  });

  it('refuses a key that is empty, longer than 200 characters or not visible ASCII (400)', async () => {
    for (const bad of ['', 'x'.repeat(201), 'two words', 'clé']) {
      const res = await organizer.post('/api/events', buildEvent({ name: 'Bad key' }), { 'idempotency-key': bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toEqual({ error: { code: 'INVALID_IDEMPOTENCY_KEY', message: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.' } });
    }
    expect(await eventsNamed('Bad key')).toHaveLength(0);
    expect((await organizer.post('/api/events', buildEvent({ name: 'Longest key' }), { 'idempotency-key': 'k'.repeat(200) })).status).toBe(201);
  });

  it('a registration sent twice with one key is one registration and the second answer is the first, not "already registered"', async () => {
    const event = await createEventAs(organizer, { name: 'Register twice' });
    const headers = key('register');
    const path = `/api/events/${event.id}/registrations`;
    const [a, b] = await Promise.all([student.post(path, registrationBody(studentAccount), headers), student.post(path, registrationBody(studentAccount), headers)]);
    const c = await student.post(path, registrationBody(studentAccount), headers);
    expect(c.status).toBe(201);
    for (const answer of [a, b]) expect([201, 409]).toContain(answer.status);
    for (const answer of [a, b, c]) if (answer.status === 201) expect(answer.body.id).toBe(c.body.id);
    for (const answer of [a, b]) if (answer.status === 409) expect(answer.body.error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS');
    const rows = await t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', event.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('an image upload sent twice with one key is stored once', async () => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'poster.png');
      return data;
    };
    const count = async () => Number((await t.ctx.db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const headers = key('upload');
    const first = await organizer.post('/api/images', form(), headers);
    const again = await organizer.post('/api/images', form(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
  });

  it('the OpenAPI document shows the header on every create that honours it', async () => {
    const docs = (await t.client().get('/api/docs/json')).body as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> }>> };
    const creates = [
      '/api/events', '/api/images', '/api/events/{id}/announcements', '/api/admin/venues', '/api/organizers/{id}/members',
      '/api/invitations/{token}/accept', '/api/events/{id}/registrations', '/api/events/{id}/feedback', '/api/feedback', '/api/me/involvement/links',
    ];
    for (const path of creates) {
      const post = docs.paths[path]?.post;
      expect(post?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'), path).toBe(true);
      expect(Object.keys(post!.responses), path).toEqual(expect.arrayContaining(['400', '409']));
    }
    expect(docs.paths['/api/registrations/{id}/check-in']?.post?.parameters?.some((p) => p.name === 'idempotency-key')).toBeFalsy();
  });
});

describe('the idempotency hook', () => {
  it('keeps no 5xx answer: the same key then runs the handler again', async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      request.viewer = { id: 'hook-owner', name: 'Hook', email: 'hook@example.edu', role: 'student', sessionId: 's', memberships: [] };
    });
    await app.register(idempotencyPlugin, { db: t.ctx.db, dialect: t.ctx.handle.dialect });
    let calls = 0;
    app.post('/flaky', { config: { idempotent: true } }, async (_request, reply) => {
      calls += 1;
      if (calls === 1) throw new Error('database went away');
      return reply.status(201).send({ call: calls });
    });
    const send = () => app.inject({ method: 'POST', url: '/flaky', headers: { 'idempotency-key': 'flaky-1' }, payload: { a: 1 } });
    expect((await send()).statusCode).toBe(500);
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ call: 2 });
    const third = await send();
    expect(third.json()).toEqual({ call: 2 });
    expect(calls).toBe(2);
    await app.close();
  });
});
