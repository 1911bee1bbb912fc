import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';

let t: TestApp;
let organizer: HttpClient;
let students: [HttpClient, SignedUp<StudentSignup>][];
const CROWD = 150;

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  await signUpOrganizer(organizer);
  students = [];
  for (let i = 0; i < CROWD; i += 10) {
    students.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, CROWD - i) }, async (): Promise<[HttpClient, SignedUp<StudentSignup>]> => {
          const client = t.client();
          return [client, await signUpStudent(client)];
        }),
      )),
    );
  }
}, 120_000);
afterAll(async () => t?.close());

async function verify(eventId: string) {
  const event = (await t.client().get(`/api/events/${eventId}`)).body;
  const rows = await t.ctx.db.selectFrom('registrations').select(['status', 'student_id']).where('event_id', '=', eventId).execute();
  return {
    event,
    registered: rows.filter((r) => r.status === 'registered').length,
    waitlisted: rows.filter((r) => r.status === 'waitlisted').length,
    distinctStudents: new Set(rows.map((r) => r.student_id)).size,
    rows: rows.length,
  };
}

describe('registrations under concurrency', () => {
  it(`${CROWD} students at once: no 500, no duplicates, counts equal the rows, capacity holds`, async () => {
    const event = await createEventAs(organizer, { capacity: 100 });
    const results = await Promise.all(students.map(([client, s]) => client.post(`/api/events/${event.id}/registrations`, registrationBody(s))));
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const state = await verify(event.id);
    expect(state.rows).toBe(CROWD);
    expect(state.distinctStudents).toBe(CROWD);
    expect(state.registered).toBe(100);
    expect(state.waitlisted).toBe(CROWD - 100);
    expect(state.event.registrations).toBe(state.registered);
    expect(state.event.waitlisted).toBe(state.waitlisted);
    // The waitlist's order (time, then id) is the order the seats were given in (group commit).
    const inOrder = await t.ctx.db.selectFrom('registrations').select('status').where('event_id', '=', event.id).orderBy('created_at').orderBy('id').execute();
    expect(inOrder.map((r) => r.status)).toEqual([...Array(100).fill('registered'), ...Array(CROWD - 100).fill('waitlisted')]);
  });

  it('the same student twice at once: one 201, one 409', async () => {
    const event = await createEventAs(organizer);
    const [client, s] = students[0]!;
    const results = await Promise.all([0, 1, 2, 3].map(() => client.post(`/api/events/${event.id}/registrations`, registrationBody(s))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const state = await verify(event.id);
    expect(state.rows).toBe(1);
    expect(state.event.registrations).toBe(1);
  });

  it('cancellations and registrations interleaved keep the counts exact and the waitlist moving', async () => {
    const event = await createEventAs(organizer, { capacity: 20 });
    const firstWave = students.slice(0, 40);
    const regs = await Promise.all(firstWave.map(([client, s]) => client.post(`/api/events/${event.id}/registrations`, registrationBody(s))));
    const registeredIds = regs.filter((r) => r.body.status === 'registered').map((r, i) => [r.body.id as string, i] as const);
    const cancels = registeredIds.slice(0, 10).map(([id]) => {
      const owner = firstWave.find(([, s]) => id.endsWith(`_${s.input.usn}`))!;
      return owner[0].delete(`/api/registrations/${id}`);
    });
    const more = students.slice(40, 60).map(([client, s]) => client.post(`/api/events/${event.id}/registrations`, registrationBody(s)));
    const statuses = (await Promise.all([...cancels, ...more])).map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const state = await verify(event.id);
    expect(state.registered).toBe(20);
    expect(state.rows).toBe(50);
    expect(state.event.registrations).toBe(state.registered);
    expect(state.event.waitlisted).toBe(state.waitlisted);
  });
});
