import { afterAll, beforeAll, expect } from 'vitest';
import { signUpOrganizer, signUpStudent, type SignedUp } from './accounts.ts';
import type { HttpClient } from './http-client.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { registrationBody } from './registrations.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import type { StudentSignup } from '../../src/domain/schemas/account.ts';
import { buildEvent } from './factories.ts';
import type { HeldDraw } from '../../src/server/registrations/lottery/service.ts';

/**
 * What the lottery's API tests share: an app whose sweep runs only when a test says (with
 * its own clock), a mail catcher, an organizer and six students. Call it at the top of a
 * test file; its fields are filled before the first test.
 */
export const HOUR = 3_600_000;
export type Student = { client: HttpClient; student: SignedUp<StudentSignup> };

export function lotterySuite() {
  const suite = { t: undefined as unknown as TestApp, catcher: undefined as unknown as MailCatcher, organizer: undefined as unknown as HttpClient, students: [] as Student[] };
  beforeAll(async () => {
    suite.catcher = await startMailCatcher();
    suite.t = await startTestApp({ SEAT_SWEEP_SECONDS: '3600', SMTP_URL: suite.catcher.url });
    suite.organizer = suite.t.client();
    await signUpOrganizer(suite.organizer);
    suite.students.push(...(await Promise.all(Array.from({ length: 6 }, async () => {
      const client = suite.t.client();
      return { client, student: await signUpStudent(client) };
    }))));
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.catcher?.close();
  });

  /** A lottery by the organizer, drawn an hour from now; `drawTime` is just past it. */
  async function createLottery(capacity: number, settings: Record<string, unknown> = {}) {
    const drawAt = new Date(Date.now() + HOUR).toISOString();
    const res = await suite.organizer.post('/api/events', { ...buildEvent({ capacity }), allocation: 'lottery', drawAt, ...settings });
    expect(res.status, res.text).toBe(201);
    return { id: res.body.id as string, name: res.body.name as string, drawTime: new Date(Date.parse(drawAt) + 1000) };
  }
  const enter = (who: Student, eventId: string) => who.client.post(`/api/events/${eventId}/registrations`, registrationBody(who.student));
  /** The registration an entry id of a held draw stands for, and its student. */
  const registrationOf = (held: HeldDraw, entry: string) => held.entrantRegistrations[entry]!;
  const studentOf = (held: HeldDraw, entry: string) => suite.students.find((s) => registrationOf(held, entry).endsWith(`_${s.student.input.usn}`))!;

  return Object.assign(suite, { createLottery, enter, registrationOf, studentOf });
}

export const errorOf = (res: { status: number; body: { error?: { message: string } } }) => [res.status, res.body.error?.message];
