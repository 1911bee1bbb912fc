import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { StoredQuestion } from '../../../domain/questions.ts';
import { buildEvent } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let organizer: HttpClient;
let otherOrganizer: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  await signUpOrganizer(organizer, { name: 'Placement Cell' });
  otherOrganizer = t.client();
  await signUpOrganizer(otherOrganizer);
});
afterAll(async () => t?.close());

const HOUR = 3_600_000;
/** An instant `hours` from the start of an event (negative: before it). */
const fromStart = (startsAt: string, hours: number) => new Date(Date.parse(startsAt) + hours * HOUR).toISOString();
/** The start of an event created with `buildEvent(base)` (the tests run on campus time UTC). */
const startOf = (base: { date: string; time: string }) => `${base.date}T${base.time}:00.000Z`;

const consent = { label: 'I agree to share my CV with the company', kind: 'checkbox', required: true };
const diet = { label: 'Meal', kind: 'choice', options: ['Veg', 'Non-veg'], required: false };

async function create(settings: Record<string, unknown>, base = buildEvent()) {
  return organizer.post('/api/events', { ...base, ...settings });
}

async function createOk(settings: Record<string, unknown>, base = buildEvent()) {
  const res = await create(settings, base);
  if (res.status !== 201) throw new Error(`event creation failed: ${res.status} ${res.text}`);
  return res.body as { id: string; startsAt: string; questions: { id: string; label: string }[]; [key: string]: unknown };
}

async function register(eventId: string, answers?: unknown) {
  const client = t.client();
  const student = await signUpStudent(client);
  const res = await client.post(`/api/events/${eventId}/registrations`, { ...registrationBody(student), ...(answers !== undefined && { answers }) });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${res.text}`);
  return res.body as { id: string; status: string };
}

async function storedQuestions(eventId: string): Promise<StoredQuestion[]> {
  const row = await t.ctx.db.selectFrom('events').select('questions').where('id', '=', eventId).executeTakeFirstOrThrow();
  return JSON.parse(row.questions) as StoredQuestion[];
}

describe('creating an event with registration settings', () => {
  it('stores every setting and the Event shows them', async () => {
    const base = buildEvent();
    const start = startOf(base);
    const opens = fromStart(start, -72);
    const closes = fromStart(start, -2);
    const event = await createOk({ questions: [consent, diet], approval: true, registrationOpensAt: opens, registrationClosesAt: closes, claimHours: 12 }, base);
    expect(event).toMatchObject({
      approval: true, registrationOpensAt: opens, registrationClosesAt: closes, claimHours: 12, allocation: 'first-come', drawAt: null, drawnAt: null, pending: 0, entered: 0,
    });
    expect(event.questions).toEqual([
      { id: expect.any(String), label: consent.label, kind: 'checkbox', options: [], required: true, sensitive: false },
      { id: expect.any(String), label: 'Meal', kind: 'choice', options: ['Veg', 'Non-veg'], required: false, sensitive: false },
    ]);
    expect(new Set(event.questions.map((q) => q.id)).size).toBe(2);
    expect((await t.client().get(`/api/events/${event.id}`)).body).toMatchObject({ approval: true, claimHours: 12, questions: event.questions });
  });

  it('stores a lottery with its draw time; the defaults are first come, no approval, no window', async () => {
    const base = buildEvent({ capacity: 40 });
    const drawAt = fromStart(startOf(base), -24);
    const lottery = await createOk({ allocation: 'lottery', drawAt }, base);
    expect(lottery).toMatchObject({ allocation: 'lottery', drawAt, approval: false });
    const plain = await createOk({});
    expect(plain).toMatchObject({
      questions: [], approval: false, registrationOpensAt: null, registrationClosesAt: null, claimHours: null, allocation: 'first-come', drawAt: null,
    });
  });

  it('refuses settings that do not hold together: 400 with the field, nothing stored', async () => {
    const base = buildEvent();
    const start = startOf(base);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ registrationOpensAt: fromStart(start, -2), registrationClosesAt: fromStart(start, -3) }, 'registrationClosesAt', MSG.windowOrder],
      [{ allocation: 'lottery', drawAt: fromStart(start, -1), approval: true }, 'approval', MSG.approvalWithLottery],
      [{ allocation: 'lottery' }, 'drawAt', MSG.drawAtRequired],
      [{ allocation: 'lottery', drawAt: fromStart(start, 1) }, 'drawAt', MSG.drawAfterStart],
    ];
    const before = await t.ctx.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [settings, field, message] of cases) {
      const res = await create(settings, { ...base, name: `${base.name} ${field}` });
      expect(res.status, JSON.stringify(settings)).toBe(400);
      expect(res.body.error).toMatchObject({ message, fields: { [field]: message } });
    }
    const after = await t.ctx.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("answers 400 'Unknown question' for a question id on a new event, and 400 for settings of the wrong type", async () => {
    const res = await create({ questions: [{ ...diet, id: 'made-up' }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: MSG.unknownQuestion, fields: { questions: MSG.unknownQuestion } });
    for (const bad of [
      { approval: 'yes' }, { claimHours: 0 }, { claimHours: 169 }, { claimHours: 1.5 }, { allocation: 'raffle' }, { drawAt: 'tomorrow' },
      { questions: 'none' }, { questions: [{ label: 'Pick', kind: 'choice', options: ['Only one'] }] }, { questions: [{ label: '', kind: 'text' }] },
      { questions: [{ label: 'Why?', kind: 'essay' }] },
    ]) {
      const bad400 = await create(bad);
      expect(bad400.status, JSON.stringify(bad)).toBe(400);
      expect(bad400.body.error.code).toBeTruthy();
    }
  });

  it('gives every date of a series the same questions and settings, each window as far from its own start', async () => {
    const base = buildEvent();
    const start = startOf(base);
    const first = await createOk({
      repeat: { every: 'week', count: 3 }, questions: [diet], claimHours: 6,
      registrationOpensAt: fromStart(start, -48), registrationClosesAt: fromStart(start, -1),
    }, base);
    const series = (await t.client().get(`/api/series/${first.seriesId as string}`)).body;
    const dates = series.events as { id: string; startsAt: string; questions: unknown; claimHours: number; registrationOpensAt: string; registrationClosesAt: string }[];
    expect(dates).toHaveLength(3);
    for (const date of dates) {
      expect(date.questions).toEqual(first.questions);
      expect(date.claimHours).toBe(6);
      expect(date.registrationOpensAt).toBe(fromStart(date.startsAt, -48));
      expect(date.registrationClosesAt).toBe(fromStart(date.startsAt, -1));
    }
  });
});

describe('editing the registration settings', () => {
  it('changes each setting and clears the optional ones with null', async () => {
    const event = await createOk({});
    const opens = fromStart(event.startsAt, -50);
    const closes = fromStart(event.startsAt, -5);
    const set = await organizer.patch(`/api/events/${event.id}`, { approval: true, registrationOpensAt: opens, registrationClosesAt: closes, claimHours: 24 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ approval: true, registrationOpensAt: opens, registrationClosesAt: closes, claimHours: 24 });
    // A field left out keeps its value: only the close moves.
    const later = fromStart(event.startsAt, -3);
    expect((await organizer.patch(`/api/events/${event.id}`, { registrationClosesAt: later })).body).toMatchObject({ registrationOpensAt: opens, registrationClosesAt: later, approval: true });
    const cleared = await organizer.patch(`/api/events/${event.id}`, { approval: false, registrationOpensAt: null, registrationClosesAt: null, claimHours: null });
    expect(cleared.body).toMatchObject({ approval: false, registrationOpensAt: null, registrationClosesAt: null, claimHours: null });
    const drawAt = fromStart(event.startsAt, -10);
    expect((await organizer.patch(`/api/events/${event.id}`, { allocation: 'lottery', drawAt })).body).toMatchObject({ allocation: 'lottery', drawAt });
    expect((await organizer.patch(`/api/events/${event.id}`, { allocation: 'first-come', drawAt: null })).body).toMatchObject({ allocation: 'first-come', drawAt: null });
  });

  it('judges the settings after the edit against the stored ones and the new start', async () => {
    const base = buildEvent();
    const start = startOf(base);
    const event = await createOk({ allocation: 'lottery', drawAt: fromStart(start, -24), registrationOpensAt: fromStart(start, -48) }, base);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ approval: true }, 'approval', MSG.approvalWithLottery],
      [{ drawAt: null }, 'drawAt', MSG.drawAtRequired],
      [{ drawAt: fromStart(start, 2) }, 'drawAt', MSG.drawAfterStart],
      // Moving the event a week earlier puts the stored draw after its start.
      [{ date: new Date(Date.parse(start) - 7 * 24 * HOUR).toISOString().slice(0, 10) }, 'drawAt', MSG.drawAfterStart],
      [{ registrationClosesAt: fromStart(start, -49) }, 'registrationClosesAt', MSG.windowOrder],
    ];
    for (const [patch, field, message] of cases) {
      const res = await organizer.patch(`/api/events/${event.id}`, patch);
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error).toMatchObject({ message, fields: { [field]: message } });
    }
    // Nothing of the refused edits was kept.
    expect((await t.client().get(`/api/events/${event.id}`)).body).toMatchObject({ date: base.date, approval: false, drawAt: fromStart(start, -24), registrationClosesAt: null });
  });

  it('adds, reorders, edits and removes questions; a removed one stays stored with its answers', async () => {
    const event = await createOk({ questions: [diet, { label: 'T-shirt size', kind: 'text', required: false }] });
    const [meal, size] = event.questions as [{ id: string; label: string }, { id: string; label: string }];
    const registration = await register(event.id, { [meal.id]: 'Veg', [size.id]: 'M' });

    const res = await organizer.patch(`/api/events/${event.id}`, {
      questions: [
        { id: size.id, label: 'Shirt size (S, M, L)', kind: 'text', required: true },
        { label: 'Dietary needs', kind: 'longtext' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.questions).toEqual([
      { id: size.id, label: 'Shirt size (S, M, L)', kind: 'text', options: [], required: true, sensitive: false },
      { id: expect.any(String), label: 'Dietary needs', kind: 'longtext', options: [], required: false, sensitive: false },
    ]);
    const stored = await storedQuestions(event.id);
    expect(stored.map((q) => [q.id, Boolean(q.removed)])).toEqual([[size.id, false], [res.body.questions[1].id, false], [meal.id, true]]);
    expect(stored[2]).toMatchObject({ label: 'Meal', options: ['Veg', 'Non-veg'] });

    // The answers stay, and the manage list still shows the removed question's column.
    const list = (await organizer.get(`/api/events/${event.id}/registrations`)).body;
    expect(list.registrations[0]).toMatchObject({ id: registration.id, answers: { [meal.id]: 'Veg', [size.id]: 'M' } });
    expect(list.questions.map((q: { id: string; removed?: boolean }) => [q.id, q.removed ?? false])).toEqual([
      [size.id, false], [res.body.questions[1].id, false], [meal.id, true],
    ]);

    // Giving the removed question's id again brings it back, first now.
    const back = await organizer.patch(`/api/events/${event.id}`, { questions: [{ ...diet, id: meal.id }, ...res.body.questions] });
    expect(back.body.questions.map((q: { id: string }) => q.id)).toEqual([meal.id, size.id, res.body.questions[1].id]);
    expect((await storedQuestions(event.id)).some((q) => q.removed)).toBe(false);

    // Removing them all keeps them all, removed.
    expect((await organizer.patch(`/api/events/${event.id}`, { questions: [] })).body.questions).toEqual([]);
    expect((await storedQuestions(event.id)).every((q) => q.removed)).toBe(true);
  });

  it("answers 400 'Unknown question' for an id the event does not have, changing nothing", async () => {
    const event = await createOk({ questions: [diet] });
    const res = await organizer.patch(`/api/events/${event.id}`, { name: 'Renamed', questions: [{ ...diet, id: 'nope' }] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: MSG.unknownQuestion, fields: { questions: MSG.unknownQuestion } });
    const twice = await organizer.patch(`/api/events/${event.id}`, { questions: [event.questions[0], event.questions[0]].map((q) => ({ ...diet, id: q!.id })) });
    expect(twice.status).toBe(400);
    expect((await t.client().get(`/api/events/${event.id}`)).body).toMatchObject({ name: event.name, questions: event.questions });
  });

  it('gives a question added to "this and following" dates the same id on each', async () => {
    const first = await createOk({ repeat: { every: 'week', count: 3 }, questions: [diet] });
    const dates = (await t.client().get(`/api/series/${first.seriesId as string}`)).body.events as { id: string }[];
    const second = dates[1]!.id;
    const res = await organizer.patch(`/api/events/${second}`, { scope: 'following', questions: [...first.questions.map((q) => ({ ...diet, id: q.id })), consent] });
    expect(res.status).toBe(200);
    const after = (await t.client().get(`/api/series/${first.seriesId as string}`)).body.events as { id: string; questions: { id: string }[] }[];
    expect(after[0]!.questions).toHaveLength(1);
    expect(after[1]!.questions).toHaveLength(2);
    expect(after[2]!.questions).toEqual(after[1]!.questions);
  });

  it("answers 409 when the allocation changes once registrations came, but not when it is sent unchanged", async () => {
    const event = await createOk({ capacity: 10 });
    await register(event.id);
    const res = await organizer.patch(`/api/events/${event.id}`, { allocation: 'lottery', drawAt: fromStart(event.startsAt, -1) });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'ALLOCATION_LOCKED', message: MSG.allocationLocked });
    const same = await organizer.patch(`/api/events/${event.id}`, { allocation: 'first-come', approval: true });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ allocation: 'first-come', approval: true });
  });

  it('answers 409 to a change of allocation or draw time once the lottery is drawn', async () => {
    const base = buildEvent();
    const event = await createOk({ allocation: 'lottery', drawAt: fromStart(startOf(base), -24), capacity: 5 }, base);
    await t.ctx.db.updateTable('events').set({ drawn_at: new Date().toISOString() }).where('id', '=', event.id).execute();
    for (const patch of [{ drawAt: fromStart(event.startsAt, -20) }, { allocation: 'first-come', drawAt: null }, { drawAt: null }]) {
      const res = await organizer.patch(`/api/events/${event.id}`, patch);
      expect(res.status, JSON.stringify(patch)).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'DRAW_HELD', message: MSG.drawHeld });
    }
    // The stored values sent again (an edit form resends them) are no change.
    const same = await organizer.patch(`/api/events/${event.id}`, { allocation: 'lottery', drawAt: event.drawAt, venue: 'Main Hall' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ venue: 'Main Hall', drawAt: event.drawAt });
  });

  it('leaves pending registrations pending when approval is turned off', async () => {
    const event = await createOk({ approval: true, capacity: 3 });
    const pending = await register(event.id);
    expect(pending.status).toBe('pending');
    const res = await organizer.patch(`/api/events/${event.id}`, { approval: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ approval: false, pending: 1, registrations: 0 });
    const row = await t.ctx.db.selectFrom('registrations').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    // Newcomers now take seats straight away.
    expect((await register(event.id)).status).toBe('registered');
  });

  it('answers 401, 403 and 404 before judging any setting', async () => {
    const event = await createOk({});
    const nobody = await t.client().patch(`/api/events/${event.id}`, { approval: true });
    expect(nobody.status).toBe(401);
    expect(nobody.body.error.message).toBe(MSG.loginFirst);
    const other = await otherOrganizer.patch(`/api/events/${event.id}`, { approval: true, allocation: 'lottery' });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(MSG.notAllowedToEditEvent);
    expect((await organizer.patch('/api/events/no-such-event', { approval: true })).status).toBe(404);
    expect((await t.client().get(`/api/events/${event.id}`)).body.approval).toBe(false);
  });
});
