import { describe, expect, it } from 'vitest';
import { createEventAs } from '../../../../test/support/events.ts';
import { errorOf, HOUR, lotterySuite, type Student } from '../../../../test/support/lottery.ts';
import { MSG } from '../../../domain/messages.ts';
import { draw } from './draw.ts';
import { isEntryId } from '../registrations/draw-entry.ts';
import { drawLottery, sweepDraws } from './service.ts';

/** The lottery's rules over the API: entering, the draw, the waitlist after it (its publication: published.test.ts). */
const suite = lotterySuite();
const { createLottery, enter, registrationOf, studentOf, students } = suite;
const statusOf = async (id: string) => (await suite.t.ctx.db.selectFrom('registrations').select(['status', 'queue_position']).where('id', '=', id).executeTakeFirst());

describe('entering a lottery', () => {
  it('enters once (201 entered); twice is 409; after the draw, or once its time has passed before the sweep, 409 too', async () => {
    const event = await createLottery(2);
    const [a, b, c] = students as [Student, Student, Student];
    const first = await enter(a, event.id);
    expect([first.status, first.body.status]).toEqual([201, 'entered']);
    expect(isEntryId(first.body.drawEntry)).toBe(true);
    expect(errorOf(await enter(a, event.id))).toEqual([409, MSG.alreadyEntered]);
    expect((await suite.t.client().get(`/api/events/${event.id}`)).body).toMatchObject({ entered: 1, registrations: 0, waitlisted: 0, drawnAt: null });

    // The draw time passes; the sweep has not run yet: entries are closed all the same.
    const past = new Date(Date.now() - 60_000).toISOString();
    await suite.t.ctx.db.updateTable('events').set({ draw_at: past }).where('id', '=', event.id).execute();
    expect(errorOf(await enter(b, event.id))).toEqual([409, MSG.drawHeld]);
    expect(errorOf(await enter(a, event.id))).toEqual([409, MSG.drawHeld]);

    const held = await drawLottery(suite.t.ctx, event.id);
    expect(held?.entrants).toEqual([first.body.drawEntry]);
    expect(held?.entrantRegistrations).toEqual({ [first.body.drawEntry]: first.body.id });
    expect(errorOf(await enter(c, event.id))).toEqual([409, MSG.drawHeld]);
    expect(await suite.t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', event.id).execute()).toEqual([{ id: first.body.id }]);
  });
});

describe('the draw', () => {
  it('waits for its time, happens once, and leaves first-come events alone', async () => {
    const event = await createLottery(1);
    await enter(students[0]!, event.id);
    expect(await drawLottery(suite.t.ctx, event.id, new Date(event.drawTime.getTime() - 2000))).toBeNull();
    expect((await suite.t.ctx.db.selectFrom('events').select('drawn_at').where('id', '=', event.id).executeTakeFirstOrThrow()).drawn_at).toBeNull();
    const firstCome = await createEventAs(suite.organizer, { capacity: 1 });
    const due = await sweepDraws(suite.t.ctx, event.drawTime);
    expect(due.map((d) => d.eventId)).toEqual([event.id]);
    expect(await drawLottery(suite.t.ctx, event.id, event.drawTime)).toBeNull();
    expect(await drawLottery(suite.t.ctx, firstCome.id, event.drawTime)).toBeNull();
    expect(await sweepDraws(suite.t.ctx, new Date(event.drawTime.getTime() + HOUR))).toEqual([]);
  });

  it('seats everyone when the capacity is unlimited or not reached; with no entrants it is drawn and published empty', async () => {
    const unlimited = await createLottery(0);
    const roomy = await createLottery(10);
    const empty = await createLottery(3);
    for (const who of students.slice(0, 3)) {
      await enter(who, unlimited.id);
      await enter(who, roomy.id);
    }
    for (const event of [unlimited, roomy]) {
      const held = (await drawLottery(suite.t.ctx, event.id, event.drawTime))!;
      expect([held.winners.length, held.waitlist]).toEqual([3, []]);
      expect((await suite.t.client().get(`/api/events/${event.id}`)).body).toMatchObject({ registrations: 3, waitlisted: 0, entered: 0 });
      const published = (await suite.t.client().get(`/api/events/${event.id}/draw`)).body;
      expect(draw(published)).toMatchObject({ winners: held.winners, waitlist: [] });
    }
    expect((await suite.t.client().get(`/api/events/${unlimited.id}/draw`)).body.capacity).toBe(0);
    expect((await suite.t.client().get(`/api/events/${roomy.id}/draw`)).body.capacity).toBe(10);
    await drawLottery(suite.t.ctx, empty.id, empty.drawTime);
    expect((await suite.t.client().get(`/api/events/${empty.id}/draw`)).body).toMatchObject({ entrants: [], winners: [], waitlist: [], capacity: 3 });
  });

  it('tells each entrant by e-mail: the winners get their ticket, the others their place on the waitlist', async () => {
    const event = await createLottery(1);
    for (const who of students.slice(0, 3)) await enter(who, event.id);
    const held = (await drawLottery(suite.t.ctx, event.id, event.drawTime))!;
    const emailOf = (entry: string) => studentOf(held, entry).student.input.email;
    const won = await suite.catcher.waitFor(emailOf(held.winners[0]!), new RegExp(`^You won a seat: ${event.name}$`));
    expect(won.text).toContain('Your ticket code:');
    for (const [k, id] of held.waitlist.entries()) {
      const mail = await suite.catcher.waitFor(emailOf(id), new RegExp(`^Draw result: ${event.name}$`));
      expect(mail.text).toContain(`you are number ${k + 1} on the waitlist`);
    }
  });
});

describe('after the draw', () => {
  it('a winner who cancels gives the seat to the first of the drawn waitlist, then the next, in drawn order', async () => {
    const event = await createLottery(2);
    for (const who of students.slice(0, 6)) await enter(who, event.id);
    const held = (await drawLottery(suite.t.ctx, event.id, event.drawTime))!;
    expect(held.waitlist).toHaveLength(4);
    const winners = held.winners.map((entry) => registrationOf(held, entry));
    const waitlist = held.waitlist.map((entry) => registrationOf(held, entry));
    for (const [k, id] of waitlist.entries()) expect(await statusOf(id)).toEqual({ status: 'waitlisted', queue_position: k + 1 });
    const clientOf = (k: number) => studentOf(held, held.winners[k]!).client;

    expect((await clientOf(0).delete(`/api/registrations/${winners[0]}`)).status).toBe(204);
    expect((await statusOf(waitlist[0]!))!.status).toBe('registered');
    expect((await clientOf(1).delete(`/api/registrations/${winners[1]}`)).status).toBe(204);
    expect((await statusOf(waitlist[1]!))!.status).toBe('registered');
    for (const id of waitlist.slice(2)) expect((await statusOf(id))!.status).toBe('waitlisted');
    expect((await suite.t.client().get(`/api/events/${event.id}`)).body).toMatchObject({ registrations: 2, waitlisted: 2, entered: 0 });
    // The published draw stays as it was drawn.
    expect((await suite.t.client().get(`/api/events/${event.id}/draw`)).body.winners).toEqual(held.winners);
  });
});

describe('the result messages', () => {
  it('go each student’s way: one e-mail by default, a push as well to a device, only what a student chose for tickets', async () => {
    const event = await createLottery(2);
    const entrants = students.slice(0, 5);
    for (const who of entrants) await enter(who, event.id);
    const userOf = (k: number) => entrants[k]!.student.user.id;
    const now = new Date().toISOString();
    const db = suite.t.ctx.db;
    const device = (k: number) => db.insertInto('push_subscriptions').values({
      id: `draw-device-${k}`, user_id: userOf(k), endpoint: `https://fcm.googleapis.com/fcm/send/draw-${k}`, p256dh: 'key', auth: 'auth', user_agent: null, created_at: now, updated_at: now, last_success_at: null,
    }).execute();
    const choose = (k: number, tickets: string) => db.updateTable('students').set({ notification_channels: JSON.stringify({ tickets }) }).where('user_id', '=', userOf(k)).execute();
    // 0: nothing chosen, no device; 1: a device; 2: e-mail only, with a device; 3: push only, with a device; 4: neither.
    await device(1);
    await device(2);
    await device(3);
    await choose(2, 'email');
    await choose(3, 'push');
    await choose(4, 'neither');
    try {
      const held = (await drawLottery(suite.t.ctx, event.id, event.drawTime))!;
      const rows = await db.selectFrom('outbox').select(['kind', 'user_id', 'recipient', 'payload']).where('event_id', '=', event.id).where('kind', 'in', ['draw-result', 'push:draw-result']).execute();
      const of = (k: number) => rows.filter((r) => r.user_id === userOf(k)).map((r) => r.kind).sort();
      expect([0, 1, 2, 3, 4].map(of)).toEqual([
        ['draw-result'],
        ['draw-result', 'push:draw-result'],
        ['draw-result'],
        ['push:draw-result'],
        [],
      ]);
      // Every mail, whichever way it was written, says the entrant's own result.
      for (const row of rows.filter((r) => r.kind === 'draw-result')) {
        const payload = JSON.parse(row.payload) as { registration: { status: string; email: string }; eventId: string; position: number | null; entry: string };
        const place = held.winners.indexOf(payload.entry);
        const position = place >= 0 ? null : held.waitlist.indexOf(payload.entry) + 1;
        expect(payload).toMatchObject({ eventId: event.id, position, registration: { status: place >= 0 ? 'registered' : 'waitlisted', email: row.recipient } });
        expect(position).not.toBe(0);
      }
    } finally {
      await db.deleteFrom('push_subscriptions').where('id', 'like', 'draw-device-%').execute();
      await db.updateTable('students').set({ notification_channels: '{}' }).where('user_id', 'in', entrants.map((_, k) => userOf(k))).execute();
    }
  });
});
