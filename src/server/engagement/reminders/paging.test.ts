// The sweep walks the events starting within a lead and their registrations a page at a
// time: across page and event boundaries every registration is looked at once,
// so each due reminder is queued once, none twice and none missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { newSecret } from '../../infrastructure/db/ids.ts';
import { whenFromNow } from '../../../../test/support/factories.ts';
import { eventsStartingIn } from './queries.ts';
import { REMINDER_PACE, sweepReminders } from './sweep.ts';

const HOUR = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  // The sweep runs only when the test says, with the test's clock.
  t = await startTestApp({ REMINDER_SWEEP_SECONDS: '3600' });
});
afterAll(async () => t?.close());

/** `count` students straight into the database (sign-up is tested elsewhere), registered for `eventId` two days ago. */
async function register(eventId: string, tag: string, count: number, status: (i: number) => 'registered' | 'waitlisted', reminders: (i: number) => boolean) {
  const at = new Date(Date.now() - 48 * HOUR).toISOString();
  const yes = (on: boolean) => (t.ctx.handle.dialect === 'sqlite' ? Number(on) : on);
  const people = Array.from({ length: count }, (_, i) => ({ i, id: `${tag}-student-${String(i).padStart(4, '0')}`, usn: `1PG${tag.toUpperCase()}${i}` }));
  // A page is hundreds of students on PostgreSQL: written in statements of 200 rows, not one each.
  await t.ctx.db.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += 200) {
      const some = people.slice(from, from + 200);
      await trx.insertInto('users').values(some.map(({ i, id }) => ({ id, name: `Student ${i}`, email: `${id}@students.quad.test`, email_verified: yes(true), image: null, role: 'student', created_at: at, updated_at: at }))).execute();
      await trx.insertInto('students').values(some.map(({ i, id, usn }) => ({ user_id: id, usn, semester: '3', phone: '9000000000', calendar_token: newSecret(), reminders: yes(reminders(i)), created_at: at, updated_at: at }))).execute();
      await trx.insertInto('registrations').values(some.map(({ i, id, usn }) => ({
        id: `${eventId}_${usn}`, event_id: eventId, student_id: id, name: `Student ${i}`, usn, email: `${id}@students.quad.test`, semester: '3', contact_no: null,
        status: status(i), ticket_code: `${tag}${i}${newSecret().slice(0, 8)}`, checked_in_at: null, created_at: at, updated_at: at,
      }))).execute();
    }
  });
}

const queuedFor = async (eventId: string) =>
  (await t.ctx.db.selectFrom('outbox').select('recipient').where('kind', '=', 'reminder').where('event_id', '=', eventId).execute()).map((r) => r.recipient);

describe('the reminder sweep, a page at a time', () => {
  it('queues each due reminder once across pages and events that start at the same moment, and none again', async () => {
    const PAGE = REMINDER_PACE[t.ctx.handle.dialect].pageSize;
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const when = whenFromNow(6 * 24 * 60);
    const big = await createEventAs(organizer, { ...when, capacity: 0 });
    const full = await createEventAs(organizer, { ...when, capacity: 0 });
    // Two full pages and one more, with waitlisted students and ones who turned reminders off among them.
    const bigCount = 2 * PAGE + 1;
    await register(big.id, 'pa', bigCount, (i) => (i % 10 === 3 ? 'waitlisted' : 'registered'), (i) => i % 10 !== 7);
    // Exactly one full page.
    await register(full.id, 'pb', PAGE, () => 'registered', () => true);

    const startsAt = Date.parse(big.startsAt);
    const expectedBig = Array.from({ length: bigCount }, (_, i) => i).filter((i) => i % 10 !== 3 && i % 10 !== 7).length;
    expect(await sweepReminders(t.ctx, new Date(startsAt - 23 * HOUR))).toBe(expectedBig + PAGE);
    const bigRecipients = await queuedFor(big.id);
    expect(bigRecipients).toHaveLength(expectedBig);
    expect(new Set(bigRecipients).size).toBe(expectedBig);
    expect(bigRecipients.some((r) => /-student-\d\d\d[37]@/.test(r))).toBe(false);
    expect(new Set(await queuedFor(full.id)).size).toBe(PAGE);

    expect(await sweepReminders(t.ctx, new Date(startsAt - 22 * HOUR))).toBe(0);
    // The hour before: the one-hour reminder, to each again once.
    expect(await sweepReminders(t.ctx, new Date(startsAt - 30 * 60_000))).toBe(expectedBig + PAGE);
    expect(await queuedFor(big.id)).toHaveLength(2 * expectedBig);
  }, 60_000);

  it('in a page of students with no device and no choice, each who has one gets the reminder their own way, once', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { ...whenFromNow(7 * 24 * 60), capacity: 0 });
    await register(event.id, 'pc', 12, () => 'registered', () => true);
    const student = (i: number) => `pc-student-${String(i).padStart(4, '0')}`;
    const now = new Date().toISOString();
    // Among them: a device (push by default), a device and a choice of both, e-mail chosen, neither chosen.
    const device = async (i: number) => t.ctx.db.insertInto('push_subscriptions').values({
      id: `pc-device-${i}`, user_id: student(i), endpoint: `https://fcm.googleapis.com/fcm/send/pc-${i}`, p256dh: 'key', auth: 'auth', user_agent: null, created_at: now, updated_at: now, last_success_at: null,
    }).execute();
    const choose = (i: number, reminders: string) => t.ctx.db.updateTable('students').set({ notification_channels: JSON.stringify({ reminders }) }).where('user_id', '=', student(i)).execute();
    await device(3);
    await device(5);
    await choose(5, 'both');
    await choose(7, 'email');
    await choose(9, 'neither');

    const startsAt = Date.parse(event.startsAt);
    expect(await sweepReminders(t.ctx, new Date(startsAt - 23 * HOUR))).toBe(12);
    const rows = await t.ctx.db.selectFrom('outbox').select(['kind', 'user_id']).where('event_id', '=', event.id).where('kind', 'in', ['reminder', 'push:reminder']).execute();
    const ways = (i: number) => rows.filter((r) => r.user_id === student(i)).map((r) => r.kind).sort();
    for (const i of [0, 1, 2, 4, 6, 8, 10, 11]) expect(ways(i)).toEqual(['reminder']);
    expect(ways(3)).toEqual(['push:reminder']);
    expect(ways(5)).toEqual(['push:reminder', 'reminder']);
    expect(ways(7)).toEqual(['reminder']);
    expect(ways(9)).toEqual([]);
    // Every one of them decided, so the next sweep queues nothing.
    const claims = await t.ctx.db.selectFrom('reminders_sent').select('registration_id').where('registration_id', 'like', `${event.id}_%`).execute();
    expect(claims).toHaveLength(12);
    expect(await sweepReminders(t.ctx, new Date(startsAt - 22 * HOUR))).toBe(0);
  });

  it('walks the events starting within a lead soonest first, a page at a time, each once', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    // Three at the same moment (ordered by id among themselves), one before and one after them.
    const base = 8 * 24 * 60;
    const ids: { id: string }[] = [];
    for (const minutes of [base, base, base, base - 60, base + 60]) ids.push(await createEventAs(organizer, { ...whenFromNow(minutes), capacity: 0 }));
    const startOf = new Map((await t.ctx.db.selectFrom('events').select(['id', 'starts_at']).where('id', 'in', ids.map((e) => e.id)).execute())
      .map((r) => [r.id, new Date(r.starts_at).getTime()]));
    const from = new Date(Date.now() + (base - 2 * 60) * 60_000).toISOString();
    const to = new Date(Date.now() + (base + 2 * 60) * 60_000).toISOString();

    const walked: string[] = [];
    for await (const id of eventsStartingIn(t.ctx.db, from, to, 2)) walked.push(id);
    expect([...walked].sort()).toEqual([...startOf.keys()].sort());
    const starts = walked.map((id) => startOf.get(id)!);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
