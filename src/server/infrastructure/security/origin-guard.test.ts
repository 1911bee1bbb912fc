import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { buildEvent } from '../../../../test/support/factories.ts';

let t: TestApp;
let organizer: HttpClient;
let student: HttpClient;
let eventId: string;
let registrationId: string;
let organizerId: string;

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  const org = await signUpOrganizer(organizer);
  organizerId = org.user.organizerId!;
  student = t.client();
  const signedUp = await signUpStudent(student);
  eventId = (await createEventAs(organizer)).id;
  registrationId = (await registerAs(student, signedUp, eventId)).id;
});
afterAll(async () => t?.close());

const FOREIGN = 'http://127.0.0.1:1';

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends the path exactly as written: fetch() would resolve dot segments before sending. */
function sendRaw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  const base = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Every way of writing one path that a router might run as the same route. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    path,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/api/${rest.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `/api/${rest.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/api/%2e/${rest}`,
    `${path}/`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/api%2F${rest}`,
  ];
}

/** The state-changing routes of a signed-in student and organizer (both cookies sent). */
function stateChangingRoutes(): [string, string, unknown][] {
  return [
    ['POST', '/api/events', buildEvent()],
    ['PATCH', `/api/events/${eventId}`, { name: 'Renamed by another site' }],
    ['DELETE', `/api/events/${eventId}`, undefined],
    ['POST', `/api/events/${eventId}/registrations`, {}],
    ['PATCH', `/api/registrations/${registrationId}`, { name: 'Renamed' }],
    ['DELETE', `/api/registrations/${registrationId}`, undefined],
    ['POST', `/api/registrations/${registrationId}/check-in`, {}],
    ['POST', `/api/events/${eventId}/feedback`, { rating: 5, comments: 'x' }],
    ['POST', '/api/feedback', { rating: 5, comments: 'forged' }],
    ['PATCH', `/api/organizers/${organizerId}`, { name: 'Forged', field: 'Forged' }],
    ['PUT', '/api/me/profile', { name: 'Forged', field: 'Forged' }],
    ['POST', '/api/me/calendar/reset', {}],
    ['POST', '/api/me/sessions/sign-out-others', {}],
    ['DELETE', '/api/me/sessions/x', undefined],
    ['DELETE', '/api/me/signup', undefined],
    ['POST', `/api/events/${eventId}/check-in`, { code: 'x' }],
    ['DELETE', '/api/me', undefined],
    ['POST', '/api/auth/sign-out', {}],
    ['POST', '/api/auth/sign-in/email', { email: 'x@quad.test', password: 'whatever' }],
    ['POST', '/api/signup/student', {}],
    ['POST', '/api/images', undefined],
  ];
}

async function snapshot() {
  const db = t.ctx.db;
  const [events, registrations, feedback, sessions, users] = await Promise.all(
    (['events', 'registrations', 'feedback', 'sessions', 'users'] as const).map(async (table) =>
      JSON.stringify(await db.selectFrom(table).selectAll().execute()),
    ),
  );
  return { events, registrations, feedback, sessions, users };
}

describe('the cross-site request guard', () => {
  it('refuses every state-changing route from another origin, however its path is spelled', async () => {
    const before = await snapshot();
    const cookie = `${organizer.cookieHeader}; ${student.cookieHeader}`;
    const answered: string[] = [];
    for (const [method, path, body] of stateChangingRoutes()) {
      for (const spelled of spellings(path)) {
        const headers: Record<string, string> = { origin: FOREIGN, cookie };
        if (body !== undefined) headers['content-type'] = 'application/json';
        const res = await sendRaw(method, spelled, headers, body === undefined ? undefined : JSON.stringify(body));
        if (res.status !== 403 || !res.body.includes('INVALID_ORIGIN')) answered.push(`${method} ${spelled} → ${res.status}`);
      }
    }
    expect(answered).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // A Referer from another site counts the same as its Origin.
    const viaReferer = await sendRaw('POST', '/%61pi/events', { referer: `${FOREIGN}/page`, cookie, 'content-type': 'application/json' }, JSON.stringify(buildEvent()));
    expect(viaReferer.status).toBe(403);
  });

  it('is no mere 404: an encoded path does reach its route when the origin is the app', async () => {
    const res = await sendRaw('POST', '/%61pi/events', {
      origin: t.baseUrl.replace(/\/$/, ''), cookie: organizer.cookieHeader, 'content-type': 'application/json',
    }, JSON.stringify(buildEvent({ name: 'Spelled differently' })));
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body).name).toBe('Spelled differently');
  });

  it('lets the identity provider post its answer back only to the callback route', async () => {
    const callback = await sendRaw('POST', '/api/auth/callback/google', { origin: FOREIGN, 'content-type': 'application/json' }, '{}');
    expect(callback.status).not.toBe(403);
    for (const spelled of ['/api/auth/callback/../sign-out', '/api/auth/sign-out?x=/callback/']) {
      const res = await sendRaw('POST', spelled, { origin: FOREIGN, cookie: student.cookieHeader, 'content-type': 'application/json' }, '{}');
      expect(res.status, spelled).toBe(403);
    }
  });

  it('forgets remembered sessions after a session write, however its path is spelled', async () => {
    const phone = t.client();
    const signedUp = await signUpStudent(phone);
    const laptop = t.client();
    await laptop.post('/api/auth/sign-in/email', { email: signedUp.input.email, password: signedUp.input.password });
    expect((await laptop.get('/api/me')).status).toBe(200); // now remembered by the server
    const res = await sendRaw('POST', '/%61pi/me/sessions/sign-out-others', { origin: t.baseUrl.replace(/\/$/, ''), cookie: phone.cookieHeader });
    expect(res.status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(401);
  });
});
