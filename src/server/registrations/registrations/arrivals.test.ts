// A group of arrivals in one transaction (group commit): each judged as if alone,
// seats decided in the waitlist's own order, and a database refusal failing only its own.
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs, registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { testDialect } from '../../../../test/support/test-db.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';
import { MSG } from '../../../domain/messages.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { Database } from '../../infrastructure/db/schema.ts';
import { commitArrivals } from './register.ts';
import { newTicketCode } from './arrivals.ts';

let t: TestApp;
let organizer: HttpClient;
let students: [HttpClient, SignedUp<StudentSignup>][];

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  await signUpOrganizer(organizer);
  students = await Promise.all(Array.from({ length: 8 }, async (): Promise<[HttpClient, SignedUp<StudentSignup>]> => {
    const client = t.client();
    return [client, await signUpStudent(client)];
  }));
}, 60_000);
afterAll(async () => t?.close());

const arrival = (s: SignedUp<StudentSignup>, overrides: Record<string, unknown> = {}) => {
  const { name, usn, email, semester } = registrationBody(s, overrides) as { name: string; usn: string; email: string; semester: string };
  return { studentId: s.user.id, input: { name, usn, email, semester } };
};

const rowsOf = (eventId: string) =>
  t.ctx.db.selectFrom('registrations').select(['id', 'student_id', 'status', 'created_at']).where('event_id', '=', eventId).orderBy('created_at').orderBy('id').execute();

describe('a group of arrivals', () => {
  it('judges each as if alone: a refusal is its own, seats go in the waitlist’s order, the group shares a later time', async () => {
    const event = await createEventAs(organizer, { capacity: 2 });
    const [client0, early] = students[0]!;
    const [s1, s2, s3, s4] = students.slice(1, 5).map(([, s]) => s);
    await registerAs(client0, early, event.id);
    // Sent in descending id order: the seat must still go to the lowest id, the waitlist's first.
    const [high, middle, low] = [s1!, s3!, s4!].sort((a, b) => (a.input.usn < b.input.usn ? 1 : -1));
    const outcomes = await commitArrivals(t.ctx, event.id, [
      arrival(high!), arrival(early), arrival(s2!, { email: 'someone.else@example.edu' }), arrival(middle!), arrival(low!),
    ]);
    const refused = outcomes.map((o) => (o.ok ? null : (o.error as { status: number }).status));
    expect(refused).toEqual([null, 409, 400, null, null]);

    const rows = await rowsOf(event.id);
    expect(rows).toHaveLength(4);
    // The earlier registration first; the group after it, with one time, in id order.
    expect(rows[0]!.student_id).toBe(early.user.id);
    const group = rows.slice(1);
    expect(new Set(group.map((r) => toIso(r.created_at))).size).toBe(1);
    expect(new Date(toIso(group[0]!.created_at)).getTime()).toBeGreaterThan(new Date(toIso(rows[0]!.created_at)).getTime());
    expect(group.map((r) => r.id)).toEqual([...group.map((r) => r.id)].sort());
    expect(rows.map((r) => r.status)).toEqual(['registered', 'registered', 'waitlisted', 'waitlisted']);
    expect(rows[1]!.student_id).toBe(low!.user.id);

    const shown = (await t.client().get(`/api/events/${event.id}`)).body;
    expect([shown.registrations, shown.waitlisted]).toEqual([2, 2]);
    // Their confirmations were queued with them, one each.
    const mails = await t.ctx.db.selectFrom('outbox').select('recipient').where('event_id', '=', event.id).where('kind', '=', 'registration').execute();
    expect(mails).toHaveLength(4);
  });

  it('takes a time after the event’s last arrivals, even when another process gave those a time ahead of this clock', async () => {
    const event = await createEventAs(organizer);
    const ahead = new Date(Date.now() + 60_000).toISOString();
    await t.ctx.db.updateTable('events').set({ last_arrival_at: ahead }).where('id', '=', event.id).execute();
    const [s1] = students.slice(1, 2).map(([, s]) => s);
    const [outcome] = await commitArrivals(t.ctx, event.id, [arrival(s1!)]);
    expect(outcome!.ok).toBe(true);
    const [row] = await rowsOf(event.id);
    expect(new Date(toIso(row!.created_at)).getTime()).toBe(Date.parse(ahead) + 1);
    const stored = await t.ctx.db.selectFrom('events').select('last_arrival_at').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(toIso(stored.last_arrival_at!)).toBe(toIso(row!.created_at));
  });

  it('a freed seat goes to the lower id of two who arrived at the same time, whatever order they were sent in', async () => {
    const event = await createEventAs(organizer, { capacity: 1 });
    const [client0, early] = students[0]!;
    const seat = await registerAs(client0, early, event.id);
    const [high, low] = [students[2]![1], students[3]![1]].sort((a, b) => (a.input.usn < b.input.usn ? 1 : -1));
    await commitArrivals(t.ctx, event.id, [arrival(high!), arrival(low!)]);
    const waiting = (await rowsOf(event.id)).filter((r) => r.status === 'waitlisted');
    expect(waiting).toHaveLength(2);
    expect(toIso(waiting[0]!.created_at)).toBe(toIso(waiting[1]!.created_at));

    expect((await client0.delete(`/api/registrations/${seat.id}`)).status).toBe(204);
    const after = await rowsOf(event.id);
    expect(after.map((r) => [r.student_id, r.status])).toEqual([[low!.user.id, 'registered'], [high!.user.id, 'waitlisted']]);
  });

  it('a refusal the database makes fails only its own: the group goes again one by one', async () => {
    const event = await createEventAs(organizer);
    const [s5, s6, s7] = students.slice(5, 8).map(([, s]) => s);
    // A row that already holds s5's registration id (as if their USN had been someone's before).
    const now = new Date().toISOString();
    await t.ctx.db.insertInto('registrations').values({
      id: `${event.id}_${s5!.input.usn}`, event_id: event.id, student_id: s6!.user.id, name: 'Earlier', usn: s5!.input.usn, email: s6!.input.email,
      semester: '5', contact_no: null, status: 'registered', ticket_code: 'earlier-ticket-code', checked_in_at: null, created_at: now, updated_at: now,
    }).execute();
    const outcomes = await commitArrivals(t.ctx, event.id, [arrival(s5!), arrival(s7!)]);
    expect(outcomes.map((o) => (o.ok ? 201 : (o.error as { status: number; message: string }).status))).toEqual([409, 201]);
    expect(outcomes[0]!.ok ? '' : (outcomes[0]!.error as Error).message).toBe(MSG.alreadyRegistered);
    const rows = await rowsOf(event.id);
    expect(rows.map((r) => r.student_id).sort()).toEqual([s6!.user.id, s7!.user.id].sort());
    const counts = await t.ctx.db.selectFrom('events').select('registrations_count').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(counts.registrations_count).toBe(1);
  });
});

describe.runIf(testDialect() === 'postgres')('the statements of a group on PostgreSQL', () => {
  it('are the same texts for groups of every size, so each is prepared once', async () => {
    // The app's own pool, through a Kysely that writes down each statement's text.
    const texts: string[][] = [];
    const logged = new Kysely<Database>({ dialect: new PostgresDialect({ pool: t.ctx.handle.pool! }), log: (e) => void texts.at(-1)!.push(e.query.sql) });
    const event = await createEventAs(organizer, { capacity: 3 });
    const [a, b, c, d, e, f] = students.slice(0, 6).map(([, s]) => s);
    for (const group of [[a!], [b!, c!], [d!, e!, f!]]) {
      texts.push([]);
      const outcomes = await commitArrivals({ ...t.ctx, db: logged }, event.id, group.map((s) => arrival(s)));
      expect(outcomes.every((o) => o.ok)).toBe(true);
    }
    expect(texts[0]!.some((sql) => sql.includes('json_populate_recordset'))).toBe(true);
    expect(new Set(texts[1])).toEqual(new Set(texts[0]));
    expect(new Set(texts[2])).toEqual(new Set(texts[0]));
    expect((await rowsOf(event.id)).map((r) => r.status)).toEqual(['registered', 'registered', 'registered', 'waitlisted', 'waitlisted', 'waitlisted']);
  });
});

describe('newTicketCode', () => {
  it('is 16 URL-safe characters (96 random bits), never the same twice across many refills of the random pool', () => {
    const codes = Array.from({ length: 5_000 }, () => newTicketCode());
    expect(codes.every((code) => /^[A-Za-z0-9_-]{16}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
