import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs, registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { whenFromNow } from '../../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SEAT_SWEEP_SECONDS: '3600' });
});
afterAll(async () => t?.close());

type Settings = { approval?: boolean; claimHours?: number; lottery?: boolean };

/**
 * An event an hour from now (inside its check-in window) with the given settings and
 * `n` students registered in order; their registrations as the API answered.
 */
async function eventWith(capacity: number, settings: Settings, n: number) {
  const organizer = t.client();
  await signUpOrganizer(organizer);
  const event = await createEventAs(organizer, { ...whenFromNow(60), capacity });
  await t.ctx.db.updateTable('events').set({
    approval: settings.approval ? (t.ctx.handle.dialect === 'sqlite' ? 1 : true) : (t.ctx.handle.dialect === 'sqlite' ? 0 : false),
    claim_hours: settings.claimHours ?? null,
    allocation: settings.lottery ? 'lottery' : 'first-come',
    draw_at: settings.lottery ? new Date(Date.now() + 30 * 60_000).toISOString() : null,
  }).where('id', '=', event.id).execute();
  const students: { client: HttpClient; id: string; status: string; body: Record<string, unknown> }[] = [];
  for (let i = 0; i < n; i++) {
    const client = t.client();
    const student = await signUpStudent(client);
    const registration = await registerAs(client, student, event.id);
    students.push({ client, id: registration.id, status: registration.status, body: registrationBody(student) });
  }
  return { organizer, event, students };
}

/** The event row's counts, checked against the rows by status. */
async function exactCounts(eventId: string) {
  const event = await t.ctx.db.selectFrom('events').select(['registrations_count', 'waitlisted_count', 'pending_count', 'entered_count']).where('id', '=', eventId).executeTakeFirstOrThrow();
  const rows = await t.ctx.db.selectFrom('registrations').select('status').where('event_id', '=', eventId).execute();
  const count = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
  expect(event).toEqual({
    registrations_count: count('registered', 'offered'), waitlisted_count: count('waitlisted'), pending_count: count('pending'), entered_count: count('entered'),
  });
  return Object.fromEntries(['registered', 'waitlisted', 'pending', 'declined', 'offered', 'entered'].map((s) => [s, count(s)]).filter(([, c]) => c));
}

const statusOf = async (id: string) => (await t.ctx.db.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirst())?.status ?? null;
const cancel = (s: { client: HttpClient; id: string }) => s.client.delete(`/api/registrations/${s.id}`);

describe('a student cancels a registration in any state', () => {
  it('pending and declined: gone, and the counts follow', async () => {
    const { organizer, event, students } = await eventWith(1, { approval: true }, 3);
    const [pending, declined, stays] = students;
    expect(await exactCounts(event.id)).toEqual({ pending: 3 });
    expect((await organizer.post(`/api/registrations/${declined!.id}/decline`)).status).toBe(200);
    expect((await cancel(pending!)).status).toBe(204);
    expect((await cancel(declined!)).status).toBe(204);
    expect([await statusOf(pending!.id), await statusOf(declined!.id), await statusOf(stays!.id)]).toEqual([null, null, 'pending']);
    expect(await exactCounts(event.id)).toEqual({ pending: 1 });
    // Cancelled, they may ask again.
    const again = await pending!.client.post(`/api/events/${event.id}/registrations`, pending!.body);
    expect([again.status, again.body.status]).toEqual([201, 'pending']);
  });

  it('offered: the seat goes on to the next one waiting', async () => {
    const { event, students } = await eventWith(1, { claimHours: 12 }, 3);
    const [holder, next, last] = students;
    expect((await cancel(holder!)).status).toBe(204);
    expect(await statusOf(next!.id)).toBe('offered');
    expect((await cancel(next!)).status).toBe(204);
    expect([await statusOf(next!.id), await statusOf(last!.id)]).toEqual([null, 'offered']);
    expect(await exactCounts(event.id)).toEqual({ offered: 1 });
    expect((await cancel(last!)).status).toBe(204);
    expect(await exactCounts(event.id)).toEqual({});
  });

  it('entered in a lottery: out of the draw', async () => {
    const { event, students } = await eventWith(1, { lottery: true }, 2);
    expect(students.map((s) => s.status)).toEqual(['entered', 'entered']);
    expect((await cancel(students[0]!)).status).toBe(204);
    expect(await exactCounts(event.id)).toEqual({ entered: 1 });
  });
});

describe('only a registered student is checked in', () => {
  it('409 for pending, declined, offered and entered (NOT_SEAT_HOLDER), waitlisted as before; 200 registered', async () => {
    const approval = await eventWith(1, { approval: true }, 3);
    const [pending, declined, approved] = approval.students;
    expect((await approval.organizer.post(`/api/registrations/${declined!.id}/decline`)).status).toBe(200);
    expect((await approval.organizer.post(`/api/registrations/${approved!.id}/approve`)).body.status).toBe('registered');

    const claim = await eventWith(1, { claimHours: 12 }, 3);
    expect((await cancel(claim.students[0]!)).status).toBe(204);
    const [, offered, waitlisted] = claim.students;

    const lottery = await eventWith(1, { lottery: true }, 1);
    const refusals = [
      [approval.organizer, pending!, 'pending'], [approval.organizer, declined!, 'declined'],
      [claim.organizer, offered!, 'offered'], [lottery.organizer, lottery.students[0]!, 'entered'],
    ] as const;
    for (const [organizer, registration, status] of refusals) {
      expect(await statusOf(registration.id)).toBe(status);
      const refused = await organizer.post(`/api/registrations/${registration.id}/check-in`, {});
      expect([refused.status, refused.body.error]).toEqual([409, { code: 'NOT_SEAT_HOLDER', message: MSG.notSeatHolder, fields: { status } }]);
    }
    // From a scanned code too (a ticket code exists for every row, shown or not).
    const code = (await t.ctx.db.selectFrom('registrations').select('ticket_code').where('id', '=', offered!.id).executeTakeFirstOrThrow()).ticket_code;
    const scanned = await claim.organizer.post(`/api/events/${claim.event.id}/check-in`, { code });
    expect([scanned.status, scanned.body.error.code]).toEqual([409, 'NOT_SEAT_HOLDER']);

    const waiting = await claim.organizer.post(`/api/registrations/${waitlisted!.id}/check-in`, {});
    expect([waiting.status, waiting.body.error.code, waiting.body.error.message]).toEqual([409, 'WAITLISTED', MSG.waitlistedCannotCheckIn]);
    const ok = await approval.organizer.post(`/api/registrations/${approved!.id}/check-in`, {});
    expect([ok.status, ok.body.status, typeof ok.body.checkedInAt]).toEqual([200, 'registered', 'string']);
  });
});
