import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { DEFAULT_CHANNELS } from '../../../domain/push.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { whenFromNow } from '../../../../test/support/factories.ts';
import { sweepReminders } from './sweep.ts';

const HOUR = 3_600_000;
let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  // The sweep runs only when the test says, with the test's clock.
  t = await startTestApp({ SMTP_URL: catcher.url, REMINDER_SWEEP_SECONDS: '3600' });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

/**
 * An event `days` ahead with `n` registered students (and room for exactly them: one
 * more is waitlisted). Each test uses its own day: a sweep looks at every event.
 */
async function eventInDays(days: number, n: number) {
  const organizer = t.client();
  await signUpOrganizer(organizer);
  const event = await createEventAs(organizer, { ...whenFromNow(days * 24 * 60), capacity: n });
  const startsAt = Date.parse(event.startsAt);
  const students: { client: HttpClient; email: string; registrationId: string }[] = [];
  for (let i = 0; i < n + 1; i++) {
    const client = t.client();
    const student = await signUpStudent(client);
    const registration = await registerAs(client, student, event.id);
    students.push({ client, email: student.input.email, registrationId: registration.id });
  }
  return { organizer, event, startsAt, registered: students.slice(0, n), waitlisted: students[n]! };
}

const reminderRows = async (eventId: string) =>
  (await t.ctx.db.selectFrom('outbox').select(['recipient', 'payload', 'status']).where('kind', '=', 'reminder').where('event_id', '=', eventId).execute());
const at = (ms: number) => new Date(ms);

describe('reminders', () => {
  it('24 hours and 1 hour before, to registered students only, once each however often and from however many connections it sweeps', async () => {
    const { event, startsAt, registered, waitlisted } = await eventInDays(3, 2);
    expect(await sweepReminders(t.ctx, at(startsAt - 25 * HOUR))).toBe(0);

    // Three sweeps at once on three connections, as three processes on PostgreSQL do: one
    // reminder each. (SQLite has one server process; its sweeps take turns.)
    const handles = [t.database.reopen(), t.database.reopen()];
    const sweepers = [t.ctx, ...handles.map((h) => ({ db: h.db, handle: h, outbox: t.ctx.outbox, config: t.ctx.config }))];
    const counts = t.ctx.handle.dialect === 'postgres'
      ? await Promise.all(sweepers.map((c) => sweepReminders(c, at(startsAt - 23 * HOUR))))
      : [await sweepReminders(sweepers[0]!, at(startsAt - 23 * HOUR)), await sweepReminders(sweepers[1]!, at(startsAt - 23 * HOUR)), await sweepReminders(sweepers[2]!, at(startsAt - 23 * HOUR))];
    await Promise.all(handles.map((h) => h.close()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sweepReminders(t.ctx, at(startsAt - 22 * HOUR))).toBe(0);
    for (const { email } of registered) {
      const mail = await catcher.waitFor(email, new RegExp(`^Reminder: ${event.name}$`));
      expect(mail.text).toContain('is tomorrow');
      expect(mail.text).toContain('Your ticket code');
      expect(mail.text).toContain(`/api/events/${event.id}/calendar.ics`);
      expect(mail.attachments.map((a) => a.filename).sort()).toEqual(['event.ics', 'ticket.png']);
    }
    expect(await sweepReminders(t.ctx, at(startsAt - 30 * 60_000))).toBe(2);
    expect(await sweepReminders(t.ctx, at(startsAt - 10 * 60_000))).toBe(0);
    for (const { email } of registered) expect((await catcher.waitFor(email, /^Reminder/)).subject).toBe(`Reminder: ${event.name}`);
    const rows = await reminderRows(event.id);
    expect(rows).toHaveLength(4);
    expect(rows.some((r) => r.recipient === waitlisted.email)).toBe(false);
  });

  it('none for a cancelled registration, a deleted event or a student who turned them off; a moved event is reminded at its new time', async () => {
    const { organizer, event, startsAt, registered } = await eventInDays(4, 3);
    const [cancels, optsOut, stays] = registered;
    expect((await cancels!.client.delete(`/api/registrations/${cancels!.registrationId}`)).status).toBeLessThan(300);
    expect((await optsOut!.client.put('/api/me/preferences', { reminders: false })).body.reminders).toBe(false);
    expect(await sweepReminders(t.ctx, at(startsAt - 23 * HOUR))).toBe(2); // stays, and the promoted waitlisted student
    expect((await reminderRows(event.id)).map((r) => r.recipient)).toContain(stays!.email);
    expect((await reminderRows(event.id)).map((r) => r.recipient)).not.toContain(optsOut!.email);

    // Moved a week later: the reminders are decided again for the new time.
    const later = whenFromNow(11 * 24 * 60);
    expect((await organizer.patch(`/api/events/${event.id}`, later)).status).toBe(200);
    const newStart = startsAt + 7 * 24 * HOUR;
    expect(await sweepReminders(t.ctx, at(startsAt - 23 * HOUR))).toBe(0);
    expect(await sweepReminders(t.ctx, at(newStart - 23 * HOUR))).toBe(2);

    // Deleted: no reminder, and none still waiting to be sent.
    const second = await eventInDays(6, 1);
    expect((await second.organizer.delete(`/api/events/${second.event.id}`)).status).toBeLessThan(300);
    expect(await sweepReminders(t.ctx, at(second.startsAt - 23 * HOUR))).toBe(0);
  });

  it('attaches the same calendar file as the ticket mail: the event ends at its end time, not after a default two hours', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const when = whenFromNow(7 * 24 * 60);
    const [h, m] = when.time.split(':').map(Number) as [number, number];
    const end = (h * 60 + m + 90) % (24 * 60);
    const endTime = `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
    const event = await createEventAs(organizer, { ...when, endTime });
    const client = t.client();
    const student = await signUpStudent(client);
    await registerAs(client, student, event.id);
    const ticket = await catcher.waitFor(student.input.email, /^You're registered/);
    expect(await sweepReminders(t.ctx, at(Date.parse(event.startsAt) - 23 * HOUR))).toBe(1);
    const reminder = await catcher.waitFor(student.input.email, /^Reminder/);
    const calendar = (mail: typeof ticket) => mail.attachments.find((a) => a.filename === 'event.ics')!.content.toString();
    expect(calendar(reminder)).toContain('DURATION:PT1H30M');
    expect(calendar(reminder).replace(/DTSTAMP:.*\r\n/, '')).toBe(calendar(ticket).replace(/DTSTAMP:.*\r\n/, ''));
  });

  it('a student who registers five hours ahead gets only the one-hour reminder; one the sweep reaches late gets only the nearer one', async () => {
    const { event, startsAt } = await eventInDays(5, 1);
    // Registered "now", which is three days ahead: for a sweep run 50 minutes before the start
    // (the server was down), both leads are due, and only the one-hour reminder goes.
    expect(await sweepReminders(t.ctx, at(startsAt - 50 * 60_000))).toBe(1);
    expect(await reminderRows(event.id)).toHaveLength(1);

    const soon = await (async () => {
      const organizer = t.client();
      await signUpOrganizer(organizer);
      const e = await createEventAs(organizer, whenFromNow(5 * 60));
      const client = t.client();
      await registerAs(client, await signUpStudent(client), e.id);
      return { id: e.id, startsAt: Date.parse(e.startsAt) };
    })();
    expect(await sweepReminders(t.ctx, at(Date.now()))).toBe(0);
    expect(await sweepReminders(t.ctx, at(soon.startsAt - 30 * 60_000))).toBe(1);
    expect(await reminderRows(soon.id)).toHaveLength(1);
  });
});

describe('PUT /api/me/preferences', () => {
  it('401 signed out, 403 for an organizer, 400 for an unknown tag or a wrong type; ignores unknown fields; saves what is given, keeps the rest', async () => {
    expect((await t.client().put('/api/me/preferences', { reminders: false })).status).toBe(401);
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const refused = await organizer.put('/api/me/preferences', { reminders: false });
    expect([refused.status, refused.body.error.message]).toEqual([403, MSG.onlyStudentsPreferences]);

    const student = t.client();
    await signUpStudent(student);
    expect((await student.get('/api/me/preferences')).body).toEqual({ interests: [], reminders: true, digest: true, followInbox: true, notifications: DEFAULT_CHANNELS });
    expect((await student.put('/api/me/preferences', { interests: ['Quidditch'] })).status).toBe(400);
    expect((await student.put('/api/me/preferences', { reminders: 'no' })).status).toBe(400);
    // Unknown fields are ignored (API.md): a field it does not know neither fails nor is kept.
    const unknown = await student.put('/api/me/preferences', { colour: 'red', digest: true });
    expect([unknown.status, unknown.body]).toEqual([200, { interests: [], reminders: true, digest: true, followInbox: true, notifications: DEFAULT_CHANNELS }]);
    const saved = await student.put('/api/me/preferences', { interests: ['tech', 'Music', 'Tech'], digest: false });
    expect(saved.body).toEqual({ interests: ['Tech', 'Music'], reminders: true, digest: false, followInbox: true, notifications: DEFAULT_CHANNELS });
    expect((await student.put('/api/me/preferences', { reminders: false })).body).toEqual({ interests: ['Tech', 'Music'], reminders: false, digest: false, followInbox: true, notifications: DEFAULT_CHANNELS });
    expect((await t.client().get('/api/config')).body.eventTags).toContain('Volunteering');
  });
});
