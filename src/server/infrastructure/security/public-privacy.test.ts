import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentSignup } from '../../../domain/schemas/account.ts';
import { buildEvent, dateFromToday } from '../../../../test/support/factories.ts';
import { drawLottery } from '../../registrations/lottery/service.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * A registrant's e-mail address and USN are for the event's organizer only: no public
 * answer (listing, event, club page, calendars, live stream, API docs, SPA) may carry
 * them, whoever asks — a visitor, another student, or another club.
 */
type Student = { client: HttpClient; account: SignedUp<StudentSignup> };

let t: TestApp;
let webRoot: string;
let owner: HttpClient;
let ownerId: string;
let ownerName: string;
let otherStudent: HttpClient;
let otherOrganizer: HttpClient;
const registrants: Student[] = [];
let events: Record<'upcoming' | 'full' | 'past' | 'lottery', { id: string; name: string; date: string }>;

beforeAll(async () => {
  t = await startTestApp();
  // Serve an SPA index, as main.ts does with dist/web, so / and /events/:id answer here too.
  webRoot = mkdtempSync(path.join(tmpdir(), 'quad-web-'));
  copyFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../index.html'), path.join(webRoot, 'index.html'));
  t.ctx.config.webRoot = webRoot;
  await t.restart();

  owner = t.client();
  const club = await signUpOrganizer(owner);
  ownerId = club.user.organizerId ?? club.user.id;
  ownerName = club.input.name;
  const create = async (overrides: { capacity?: number } = {}) => {
    const e = await createEventAs(owner, overrides);
    return { id: e.id, name: e.name, date: String(e.date) };
  };
  // A lottery for 2 seats: all four enter, and it is drawn (its draw is a public answer below).
  const drawAt = new Date(Date.now() + 3_600_000);
  const lottery = await owner.post('/api/events', { ...buildEvent({ capacity: 2 }), allocation: 'lottery', drawAt: drawAt.toISOString() });
  expect(lottery.status, lottery.text).toBe(201);
  events = {
    upcoming: await create(), full: await create({ capacity: 1 }), past: await create(),
    lottery: { id: lottery.body.id, name: lottery.body.name, date: String(lottery.body.date) },
  };

  for (let i = 0; i < 4; i++) {
    const client = t.client();
    registrants.push({ client, account: await signUpStudent(client) });
  }
  const [a, b, c, d] = registrants as [Student, Student, Student, Student];
  const plan: [Student, string][] = [
    [a, events.upcoming.id], [a, events.full.id], [a, events.past.id],
    [b, events.full.id], [b, events.upcoming.id], // b and c wait on the capacity-1 event
    [c, events.full.id], [c, events.past.id],
    [d, events.upcoming.id],
  ];
  for (const [s, eventId] of plan) await registerAs(s.client, s.account, eventId);
  for (const s of [a, b, c, d]) await registerAs(s.client, s.account, events.lottery.id);
  expect(await drawLottery(t.ctx, events.lottery.id, new Date(drawAt.getTime() + 1000))).not.toBeNull();

  // Moved into the past by its organizer, then a and c give feedback on it.
  const moved = await owner.patch(`/api/events/${events.past.id}`, { date: dateFromToday(-1) });
  expect(moved.status).toBe(200);
  for (const s of [a, c]) {
    const res = await s.client.post(`/api/events/${events.past.id}/feedback`, { rating: 4, comments: 'Well run' });
    expect(res.status).toBe(201);
  }

  otherStudent = t.client();
  await signUpStudent(otherStudent);
  otherOrganizer = t.client();
  await signUpOrganizer(otherOrganizer);
  await createEventAs(otherOrganizer);
});
afterAll(async () => {
  await t?.close();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

/** Every registrant's e-mail or USN that `text` carries, case-insensitively, except `except`'s own. */
function leaksIn(text: string, where: string, except?: Student): string[] {
  const haystack = text.toLowerCase();
  return registrants
    .filter((s) => s !== except)
    .flatMap((s) => [s.account.input.email, s.account.input.usn])
    .filter((secret) => haystack.includes(secret.toLowerCase()))
    .map((secret) => `${where} carries ${secret}`);
}

/** Every public answer, each expected to be 200 (a 404 would check nothing). */
function publicPaths(): string[] {
  const all = Object.values(events);
  return [
    '/api/events',
    '/api/events?limit=1',
    `/api/events?name=${encodeURIComponent(events.full.name.slice(0, 6))}`,
    `/api/events?organizer=${encodeURIComponent(ownerName.toUpperCase())}`,
    `/api/events?date=${events.upcoming.date}`,
    ...all.map((e) => `/api/events/${e.id}`),
    ...all.map((e) => `/api/events/${e.id}/calendar.ics`),
    `/api/organizers/${ownerId}`,
    `/api/events/${events.lottery.id}/draw`,
    '/api/docs/json',
    '/api/health',
    '/api/config',
    '/',
    ...all.map((e) => `/events/${e.id}`),
  ];
}

const viewers: [string, () => HttpClient][] = [
  ['an anonymous visitor', () => t.client()],
  ['another student (registered nowhere)', () => otherStudent],
  ['another organizer (not the owner)', () => otherOrganizer],
];

describe.each(viewers)('public answers, as %s', (_who, viewer) => {
  it('carry no registrant’s e-mail or USN, nor a feedback comment (the past event shows its average only)', async () => {
    const leaks: string[] = [];
    for (const url of publicPaths()) {
      const res = await viewer().get(url);
      expect(res.status, url).toBe(200);
      leaks.push(...leaksIn(res.text, `GET ${url}`));
      if (res.text.includes('Well run')) leaks.push(`GET ${url} carries a feedback comment`);
    }
    expect(leaks).toEqual([]);
  });

  it('are refused the organizer’s own reads, and the refusals carry nothing either', async () => {
    const paths = [
      ...Object.values(events).flatMap((e) => [`/api/events/${e.id}/registrations`, `/api/events/${e.id}/registrations.csv`, `/api/events/${e.id}/feedback`]),
      `/api/organizers/${ownerId}/feedback`,
      `/api/organizers/${ownerId}/insights`,
    ];
    const leaks: string[] = [];
    for (const url of paths) {
      const res = await viewer().get(url);
      expect([401, 403], url).toContain(res.status);
      leaks.push(...leaksIn(res.text, `GET ${url}`));
    }
    expect(leaks).toEqual([]);
  });
});

describe('a lottery’s published draw', () => {
  it.each(viewers)('names its four entrants by entry id only, as %s: no USN, no e-mail', async (_who, viewer) => {
    const res = await viewer().get(`/api/events/${events.lottery.id}/draw`);
    expect(res.status).toBe(200);
    expect(res.body.entrants).toHaveLength(4);
    expect(res.body.entrantRegistrations).toBeUndefined();
    for (const id of [...res.body.entrants, ...res.body.winners, ...res.body.waitlist]) expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(leaksIn(res.text, 'GET /draw')).toEqual([]);
  });
});

describe('GET /api/live', () => {
  /** Reads the stream for at most `ms` after `trigger`, or until `enough`; then hangs up. */
  async function readLive(trigger: () => Promise<unknown>, enough: (text: string) => boolean, ms = 3000) {
    const controller = new AbortController();
    const res = await fetch(new URL('/api/live', t.baseUrl), { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const timer = setTimeout(() => controller.abort(), ms);
    try {
      await expect.poll(() => t.ctx.live.subscriberCount()).toBeGreaterThan(0);
      await trigger();
      while (!enough(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
    return text;
  }

  it('streams counts of a new registration, not the registrant', async () => {
    const client = t.client();
    const newcomer = { client, account: await signUpStudent(client) };
    registrants.push(newcomer);
    const text = await readLive(
      () => registerAs(client, newcomer.account, events.upcoming.id),
      (sofar) => sofar.includes(events.upcoming.id),
    );
    expect(text).toContain(`"eventId":"${events.upcoming.id}"`);
    expect(leaksIn(text, 'GET /api/live')).toEqual([]);
  });
});

describe('a student’s secret calendar feed', () => {
  it('lists that student’s events and no other student’s e-mail or USN', async () => {
    const [a] = registrants as [Student];
    const { url } = (await a.client.get('/api/me/calendar')).body as { url: string };
    const res = await t.client().get(new URL(url).pathname);
    expect(res.status).toBe(200);
    expect(res.text).toContain(events.past.name);
    expect(leaksIn(res.text, 'the feed', a)).toEqual([]);
  });
});

describe('the event’s own organizer (so the checks above are not vacuous)', () => {
  it('sees registrants’ e-mail and USN, waitlisted ones included, and who gave feedback', async () => {
    const [a, b, c] = registrants as [Student, Student, Student];
    const list = await owner.get(`/api/events/${events.full.id}/registrations`);
    expect(list.status).toBe(200);
    for (const s of [a, b, c]) {
      expect(list.text).toContain(s.account.input.email);
      expect(list.text).toContain(s.account.input.usn);
    }
    expect(list.body.registrations.filter((r: { status: string }) => r.status === 'waitlisted')).toHaveLength(2);
    // The draw's key from entry ids to registrations (whose ids carry the USN) is the organizer's alone.
    const draw = await owner.get(`/api/events/${events.lottery.id}/draw`);
    expect(Object.keys(draw.body.entrantRegistrations).sort()).toEqual([...draw.body.entrants].sort());
    for (const s of [a, b, c]) expect(draw.text).toContain(s.account.input.usn);
    const feedback = await owner.get(`/api/events/${events.past.id}/feedback`);
    expect(feedback.body.count).toBe(2);
    expect(feedback.text).toContain(a.account.input.email);
  });
});
