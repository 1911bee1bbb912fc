import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';
import { buildEvent } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let organizer: HttpClient;
let otherOrganizer: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  await signUpOrganizer(organizer, { name: 'Hackathon Team' });
  otherOrganizer = t.client();
  await signUpOrganizer(otherOrganizer);
});
afterAll(async () => t?.close());

interface Q { id: string; label: string; kind: string }
interface Asked { id: string; questions: Q[] }

/** One question of each kind; only the consent checkbox and the team name are required. */
const EVERY_KIND = [
  { label: 'Team name', kind: 'text', required: true },
  { label: 'What will you build?', kind: 'longtext' },
  { label: 'Meal', kind: 'choice', options: ['Veg', 'Non-veg', 'Vegan'] },
  { label: 'Languages', kind: 'multi', options: ['TypeScript', 'Python', 'Rust'] },
  { label: 'I agree to the code of conduct', kind: 'checkbox', required: true },
];

async function eventWith(questions: unknown[] = EVERY_KIND, extra: Record<string, unknown> = {}): Promise<Asked & { qid: (label: string) => string }> {
  const res = await organizer.post('/api/events', { ...buildEvent(), questions, ...extra });
  if (res.status !== 201) throw new Error(`event creation failed: ${res.status} ${res.text}`);
  const event = res.body as Asked;
  const qid = (label: string) => event.questions.find((q) => q.label.startsWith(label))!.id;
  return { ...event, qid };
}

async function newStudent(): Promise<[HttpClient, SignedUp<StudentSignup>]> {
  const client = t.client();
  return [client, await signUpStudent(client)];
}

/** Answers to EVERY_KIND by label prefix. */
function answersTo(event: { qid: (label: string) => string }, answers: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(answers).map(([label, answer]) => [event.qid(label), answer]));
}

const complete = { Team: 'Null Pointers', What: '  A campus map  ', Meal: 'Vegan', Languages: ['Rust', 'TypeScript'], 'I agree': true };

async function registerWith(eventId: string, answers: unknown) {
  const [client, student] = await newStudent();
  const res = await client.post(`/api/events/${eventId}/registrations`, { ...registrationBody(student), answers });
  return { client, student, res };
}

async function rowCount(eventId: string) {
  const rows = await t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', eventId).execute();
  return rows.length;
}

describe('registering with answers', () => {
  it('stores an answer of every kind, trimmed, and shows them on the registration', async () => {
    const event = await eventWith();
    const { res, client } = await registerWith(event.id, answersTo(event, complete));
    expect(res.status).toBe(201);
    expect(res.body.answers).toEqual(answersTo(event, { ...complete, What: 'A campus map' }));
    expect((await client.get(`/api/registrations/${res.body.id}`)).body.answers).toEqual(res.body.answers);
  });

  it('leaves optional questions out, and drops answers to questions the event does not ask', async () => {
    const event = await eventWith();
    const { res } = await registerWith(event.id, { ...answersTo(event, { Team: 'Solo', 'I agree': true, Meal: '' }), 'not-a-question': 'x' });
    expect(res.status).toBe(201);
    expect(res.body.answers).toEqual(answersTo(event, { Team: 'Solo', 'I agree': true }));
  });

  it("answers 400 'Please answer: <question>' with the field for a required answer left out, storing nothing", async () => {
    const event = await eventWith();
    for (const [answers, label] of [
      [undefined, 'Team name'],
      [answersTo(event, { ...complete, Team: '   ' }), 'Team name'],
      [answersTo(event, { ...complete, 'I agree': false }), 'I agree to the code of conduct'],
      [answersTo(event, { Team: 'X' }), 'I agree to the code of conduct'],
    ] as const) {
      const { res } = await registerWith(event.id, answers);
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(res.body.error.message).toBe(`Please answer: ${label}`);
      expect(res.body.error.fields[`answers.${event.qid(label)}`]).toBe(`Please answer: ${label}`);
    }
    expect(await rowCount(event.id)).toBe(0);
  });

  it('answers 400, never 500, to answers of the wrong type or out of the options', async () => {
    const event = await eventWith();
    const wrong: unknown[] = [
      'all of them', 42, [complete], true,
      answersTo(event, { ...complete, Team: 7 }),
      answersTo(event, { ...complete, Team: ['a'] }),
      answersTo(event, { ...complete, What: { text: 'x' } }),
      answersTo(event, { ...complete, What: 'x'.repeat(4001) }),
      answersTo(event, { ...complete, Team: 'x'.repeat(501) }),
      answersTo(event, { ...complete, Meal: 'Pizza' }),
      answersTo(event, { ...complete, Meal: ['Veg'] }),
      answersTo(event, { ...complete, Languages: 'Rust' }),
      answersTo(event, { ...complete, Languages: ['Go'] }),
      answersTo(event, { ...complete, Languages: ['Rust', 'Rust'] }),
      answersTo(event, { ...complete, 'I agree': 'yes' }),
      answersTo(event, { ...complete, 'I agree': null }),
    ];
    for (const answers of wrong) {
      const { res } = await registerWith(event.id, answers);
      expect(res.status, JSON.stringify(answers).slice(0, 120)).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    expect(await rowCount(event.id)).toBe(0);
  });

  it('answers 400 to a NUL character in an answer', async () => {
    const event = await eventWith();
    const { res } = await registerWith(event.id, answersTo(event, { ...complete, Team: 'Null\u0000Pointers' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'NUL_CHARACTER', message: MSG.nulCharacter });
    expect(await rowCount(event.id)).toBe(0);
  });

  it('ignores answers on an event without questions', async () => {
    const event = await eventWith([]);
    const { res } = await registerWith(event.id, { anything: 'x' });
    expect(res.status).toBe(201);
    expect(res.body.answers).toEqual({});
  });
});

describe('editing answers', () => {
  it('replaces the answers while the event is upcoming, keeping those to removed questions', async () => {
    const event = await eventWith();
    const { res, client } = await registerWith(event.id, answersTo(event, complete));
    const id = res.body.id as string;
    const edited = await client.patch(`/api/registrations/${id}`, { answers: answersTo(event, { Team: 'Segfaults', 'I agree': true, Meal: 'Veg' }) });
    expect(edited.status).toBe(200);
    expect(edited.body.answers).toEqual(answersTo(event, { Team: 'Segfaults', 'I agree': true, Meal: 'Veg' }));
    expect(edited.body.name).toBe(res.body.name);

    // The organizer removes the meal question: its answer stays through the next edit.
    const kept = event.questions.filter((q) => q.label !== 'Meal').map((q) => ({ ...EVERY_KIND.find((k) => k.label === q.label), id: q.id }));
    expect((await organizer.patch(`/api/events/${event.id}`, { questions: kept })).status).toBe(200);
    const again = await client.patch(`/api/registrations/${id}`, { semester: '5', answers: answersTo(event, { Team: 'Segfaults 2', 'I agree': true }) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ semester: '5', answers: answersTo(event, { Team: 'Segfaults 2', 'I agree': true, Meal: 'Veg' }) });

    // Other edits leave the answers alone.
    expect((await client.patch(`/api/registrations/${id}`, { name: 'New Name' })).body.answers).toEqual(again.body.answers);
  });

  it('judges edited answers as at registration: 400 with the field, nothing changed', async () => {
    const event = await eventWith();
    const { res, client } = await registerWith(event.id, answersTo(event, complete));
    for (const answers of [answersTo(event, { Team: 'Only a name' }), answersTo(event, { ...complete, Meal: 'Pizza' }), 'nope', null]) {
      const bad = await client.patch(`/api/registrations/${res.body.id}`, { name: 'Changed', answers });
      expect(bad.status, JSON.stringify(answers)).toBe(400);
      expect(bad.body.error.fields ?? {}).toEqual(expect.any(Object));
    }
    const missing = await client.patch(`/api/registrations/${res.body.id}`, { answers: answersTo(event, { Team: 'Only a name' }) });
    expect(missing.body.error.fields).toEqual({ [`answers.${event.qid('I agree')}`]: 'Please answer: I agree to the code of conduct' });
    expect((await client.get(`/api/registrations/${res.body.id}`)).body).toMatchObject({ name: res.body.name, answers: res.body.answers });
  });

  it('refuses edits for a past event, by another student, by the organizer, and when not signed in', async () => {
    const event = await eventWith();
    const { res, client } = await registerWith(event.id, answersTo(event, complete));
    const id = res.body.id as string;
    const body = { answers: answersTo(event, { ...complete, Team: 'Late' }) };
    expect((await t.client().patch(`/api/registrations/${id}`, body)).status).toBe(401);
    const [stranger] = await newStudent();
    expect((await stranger.patch(`/api/registrations/${id}`, body)).status).toBe(404);
    const byOrganizer = await organizer.patch(`/api/registrations/${id}`, body);
    expect(byOrganizer.status).toBe(403);
    expect(byOrganizer.body.error.message).toBe(MSG.notAuthorizedToEditRegistration);

    await t.ctx.db.updateTable('events').set({ starts_at: new Date(Date.now() - 3_600_000).toISOString() }).where('id', '=', event.id).execute();
    const past = await client.patch(`/api/registrations/${id}`, body);
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe(MSG.cannotCancelPast);
    expect((await client.get(`/api/registrations/${id}`)).body.answers).toEqual(res.body.answers);
  });
});

describe('answers on the manage page and in the CSV', () => {
  async function eventWithAnswers() {
    const event = await eventWith(EVERY_KIND, { capacity: 0 });
    const given = [
      { ...complete, Team: 'Alpha 100%', Meal: 'Veg', Languages: ['Python'] },
      { ...complete, Team: 'Beta_team', Meal: 'Vegan', 'I agree': true },
      { ...complete, Team: 'Gamma', Meal: 'Veg', What: '=cmd|calc' },
    ];
    const ids: string[] = [];
    for (const answers of given) ids.push((await registerWith(event.id, answersTo(event, answers))).res.body.id);
    return { event, ids };
  }

  it('searches the answers, wildcards taken literally, case-insensitive', async () => {
    const { event, ids } = await eventWithAnswers();
    const search = async (q: string) =>
      ((await organizer.get(`/api/events/${event.id}/registrations?q=${encodeURIComponent(q)}`)).body.registrations as { id: string }[]).map((r) => r.id);
    expect(await search('VEGAN')).toEqual([ids[1]]);
    expect(await search('100%')).toEqual([ids[0]]);
    expect(await search('a_t')).toEqual([ids[1]]);
    expect(await search('%')).toEqual([ids[0]]);
    expect(await search('python')).toEqual([ids[0]]);
    expect((await search('gamma')).length).toBe(1);
  });

  it('lists the questions (a removed one someone answered last, flagged) and the count per option', async () => {
    const { event } = await eventWithAnswers();
    const meal = event.qid('Meal');
    const kept = event.questions.filter((q) => q.id !== meal && q.label !== 'What will you build?').map((q) => ({ ...EVERY_KIND.find((k) => k.label === q.label), id: q.id }));
    await organizer.patch(`/api/events/${event.id}`, { questions: [...kept, { label: 'Shirt', kind: 'choice', options: ['S', 'M'] }] });
    const list = (await organizer.get(`/api/events/${event.id}/registrations`)).body;
    expect(list.questions.map((q: { label: string; removed?: boolean }) => [q.label, q.removed ?? false])).toEqual([
      ['Team name', false], ['Languages', false], ['I agree to the code of conduct', false], ['Shirt', false],
      ['What will you build?', true], ['Meal', true],
    ]);
    // Only active one-choice questions are counted.
    expect(list.optionCounts).toEqual([{ questionId: expect.any(String), label: 'Shirt', counts: [{ option: 'S', count: 0 }, { option: 'M', count: 0 }] }]);
    expect(list.registrations.every((r: { answers: Record<string, unknown> }) => r.answers[meal])).toBe(true);
  });

  it('counts each option of a one-choice question', async () => {
    const { event } = await eventWithAnswers();
    const list = (await organizer.get(`/api/events/${event.id}/registrations?q=gamma`)).body;
    expect(list.registrations).toHaveLength(1);
    // Over every registration, not only those the search found.
    expect(list.optionCounts).toEqual([
      { questionId: event.qid('Meal'), label: 'Meal', counts: [{ option: 'Veg', count: 2 }, { option: 'Non-veg', count: 0 }, { option: 'Vegan', count: 1 }] },
    ]);
  });

  it('counts only registrations still in the running: a declined one is not', async () => {
    const event = await eventWith(EVERY_KIND, { capacity: 0, approval: true });
    const ids: string[] = [];
    for (const meal of ['Veg', 'Vegan', 'Veg']) ids.push((await registerWith(event.id, answersTo(event, { ...complete, Meal: meal }))).res.body.id);
    expect((await organizer.post(`/api/registrations/${ids[0]}/decline`, {})).status).toBe(200);
    const list = (await organizer.get(`/api/events/${event.id}/registrations`)).body;
    expect(list.optionCounts[0].counts).toEqual([{ option: 'Veg', count: 1 }, { option: 'Non-veg', count: 0 }, { option: 'Vegan', count: 1 }]);
  });

  it('exports a column per question, a removed one marked, answers as text and formulas neutralized', async () => {
    const { event } = await eventWithAnswers();
    const kept = event.questions.filter((q) => q.label !== 'Meal').map((q) => ({ ...EVERY_KIND.find((k) => k.label === q.label), id: q.id }));
    await organizer.patch(`/api/events/${event.id}`, { questions: kept });
    const res = await organizer.get(`/api/events/${event.id}/registrations.csv`);
    expect(res.status).toBe(200);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,USN,Email,Semester,Contact number,Status,Registered at,Checked in at,Team name,What will you build?,Languages,I agree to the code of conduct,Meal (removed)');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/,registered,.*,Alpha 100%,A campus map,Python,Yes,Veg$/);
    expect(lines[2]).toMatch(/,Beta_team,A campus map,Rust; TypeScript,Yes,Vegan$/);
    expect(lines[3]).toContain(",'=cmd|calc,");
    expect(res.headers.get('content-language')).toBeNull();

    // Asked in Hindi: the same columns in the same order, headed in Hindi; the organizer's own labels, statuses and times as they are.
    const hi = await organizer.get(`/api/events/${event.id}/registrations.csv`, { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hi.headers.get('content-language')).toBe('hi');
    const hiLines = hi.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(hiLines[0]).toBe('नाम,USN,ईमेल,सेमेस्टर,कॉन्टैक्ट नंबर,स्टेटस,रजिस्टर होने का समय,चेक-इन का समय,Team name,What will you build?,Languages,I agree to the code of conduct,Meal (हटाया गया)');
    expect(hiLines[1]).toMatch(/,registered,.*,Alpha 100%,A campus map,Python,हाँ,Veg$/);
    expect(hiLines.slice(1).map((l) => l.replace(',हाँ,', ',Yes,'))).toEqual(lines.slice(1));
  });

  it('orders registered, offered, waitlisted, pending, entered, declined', async () => {
    const event = await eventWith([]);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await registerWith(event.id, undefined)).res.body.id);
    const statuses = ['declined', 'entered', 'pending', 'waitlisted', 'offered', 'registered'] as const;
    for (const [i, status] of statuses.entries()) {
      await t.ctx.db.updateTable('registrations').set({ status }).where('id', '=', ids[i]!).execute();
    }
    const list = (await organizer.get(`/api/events/${event.id}/registrations`)).body.registrations as { status: string }[];
    expect(list.map((r) => r.status)).toEqual(['registered', 'offered', 'waitlisted', 'pending', 'entered', 'declined']);
  });

  it('answers 403 to another organizer and to a student, 401 to nobody, 404 for no event', async () => {
    const { event } = await eventWithAnswers();
    for (const path of [`/api/events/${event.id}/registrations`, `/api/events/${event.id}/registrations.csv`]) {
      const other = await otherOrganizer.get(path);
      expect(other.status, path).toBe(403);
      expect(other.body.error.message).toBe(MSG.onlyOrganizerSeesRegistrations);
      const [student] = await newStudent();
      expect((await student.get(path)).status, path).toBe(403);
      const nobody = await t.client().get(path);
      expect(nobody.status, path).toBe(401);
      expect(nobody.body.error.message).toBe(MSG.loginFirst);
    }
    expect((await organizer.get('/api/events/no-such-event/registrations?q=veg')).status).toBe(404);
    expect((await organizer.get('/api/events/no-such-event/registrations.csv')).status).toBe(404);
  });
});
