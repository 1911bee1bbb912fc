import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFromToday } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let catcher: MailCatcher;
let organizer: HttpClient;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url });
  organizer = t.client();
  await signUpOrganizer(organizer, { name: 'Robotics Club' });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

/** The event's public page as mails link it: the app's public address, then /events/{id}. */
const eventPage = (eventId: string) => `${t.ctx.config.publicUrl}/events/${encodeURIComponent(eventId)}`;

/** iCalendar folds long lines (RFC 5545 §3.1); unfolded, a URL reads whole. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

async function student() {
  const client = t.client();
  return { client, student: await signUpStudent(client) };
}

describe('registration e-mails over real SMTP', () => {
  it('confirms a registration with the ticket (QR and code) and the event as .ics', async () => {
    const event = await createEventAs(organizer, { name: 'Drone Day', date: dateFromToday(4), time: '16:00', venue: 'Main Ground' });
    const { client, student: s } = await student();
    const reg = await registerAs(client, s, event.id);
    const mail = await catcher.waitFor(s.input.email, /registered: Drone Day/);
    expect(mail.text).toContain('Drone Day');
    expect(mail.text).toContain('4:00 PM');
    expect(mail.text).toContain(reg.ticketCode);
    // The QR is an inline image (mailparser turns its cid: reference into a data: URL).
    expect(mail.attachments.find((a) => a.filename === 'ticket.png')?.cid).toBe('ticket-qr');
    expect(mail.html).toContain('alt="QR code of your ticket"');
    const names = mail.attachments.map((a) => a.filename);
    expect(names).toEqual(expect.arrayContaining(['ticket.png', 'event.ics']));
    const ics = mail.attachments.find((a) => a.filename === 'event.ics')!.content.toString();
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:Drone Day');
    expect(ics).toContain(`DTSTART:${String(event.date).replaceAll('-', '')}T160000Z`);
    // No end time: a two-hour slot.
    expect(ics).toContain('DURATION:PT2H');
    // The event's page (which shows the ticket) is the action; the student's events are one link further.
    expect(mail.text).toContain(`See the event: ${eventPage(event.id)}`);
    expect(mail.html).toContain(`href="${eventPage(event.id)}"`);
    expect(mail.text).toContain(`All your events: ${t.ctx.config.publicUrl}/${s.input.usn}/profile`);
    expect(unfold(ics)).toContain(`URL:${eventPage(event.id)}`);
  });

  it('tells a waitlisted student, then mails the ticket when promoted', async () => {
    const event = await createEventAs(organizer, { name: 'Tiny Workshop', capacity: 1 });
    const first = await student();
    const second = await student();
    const reg = await registerAs(first.client, first.student, event.id);
    await registerAs(second.client, second.student, event.id);
    const waitlisted = await catcher.waitFor(second.student.input.email, /Waitlisted: Tiny Workshop/);
    expect(waitlisted.text).toContain('waitlist');
    expect(waitlisted.text).toContain(`See the event: ${eventPage(event.id)}`);
    await first.client.delete(`/api/registrations/${reg.id}`);
    const promoted = await catcher.waitFor(second.student.input.email, /place opened up/);
    expect(promoted.text).toContain('Tiny Workshop');
    expect(promoted.attachments.map((a) => a.filename)).toContain('event.ics');
    expect(promoted.text).toContain(`See the event: ${eventPage(event.id)}`);
    expect(promoted.html).toContain(`href="${eventPage(event.id)}"`);
  });

  it('tells registrants when the date, time or venue changes, and when the event is cancelled', async () => {
    const event = await createEventAs(organizer, { name: 'Moving Night', time: '18:00', venue: 'Hall A' });
    const { client, student: s } = await student();
    await registerAs(client, s, event.id);
    await organizer.patch(`/api/events/${event.id}`, { venue: 'Hall B', time: '19:30' });
    const changed = await catcher.waitFor(s.input.email, /Changed: Moving Night/);
    expect(changed.text).toContain('Hall B');
    expect(changed.text).toContain('7:30 PM');
    expect(changed.text).toContain('Hall A');
    expect(changed.text).toContain(`See the event: ${eventPage(event.id)}`);
    expect(changed.html).toContain(`href="${eventPage(event.id)}"`);
    await organizer.patch(`/api/events/${event.id}`, { description: 'Only the description changes.' });
    await organizer.delete(`/api/events/${event.id}`);
    const cancelled = await catcher.waitFor(s.input.email, /Cancelled: Moving Night/);
    expect(cancelled.text).toContain('Robotics Club has cancelled Moving Night');
    // The event's page is gone (404): the mail leads to the other events instead.
    expect(cancelled.text).toContain(`Find other events: ${t.ctx.config.publicUrl}/`);
    expect(cancelled.text).not.toContain('/events/');
    const changes = catcher.messages.filter((m) => m.subject === 'Changed: Moving Night');
    expect(changes).toHaveLength(1);
  });
});

describe('calendar', () => {
  it('serves an event as iCalendar', async () => {
    const event = await createEventAs(organizer, { name: 'Calendar Talk' });
    const res = await t.client().get(`/api/events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.text).toContain('SUMMARY:Calendar Talk');
    expect(unfold(res.text)).toContain(`URL:${eventPage(event.id)}`);
    expect((await t.client().get('/api/events/nope/calendar.ics')).status).toBe(404);
  });

  it('ends the event at its end time (the next day when earlier than the start), in the file and the ticket mail', async () => {
    const evening = await createEventAs(organizer, { name: 'Evening Talk', time: '18:00', endTime: '20:45' });
    expect((await t.client().get(`/api/events/${evening.id}/calendar.ics`)).text).toContain('DURATION:PT2H45M');
    const party = await createEventAs(organizer, { name: 'Night Hack', time: '22:00', endTime: '01:30' });
    expect((await t.client().get(`/api/events/${party.id}/calendar.ics`)).text).toContain('DURATION:PT3H30M');
    const { client, student: s } = await student();
    await registerAs(client, s, party.id);
    const mail = await catcher.waitFor(s.input.email, /registered: Night Hack/);
    expect(mail.attachments.find((a) => a.filename === 'event.ics')!.content.toString()).toContain('DURATION:PT3H30M');
  });

  it("gives a student a secret feed of their events, and a reset makes the old one stop working", async () => {
    const event = await createEventAs(organizer, { name: 'Feed Event' });
    const { client, student: s } = await student();
    await registerAs(client, s, event.id);
    const { url } = (await client.get('/api/me/calendar')).body;
    const path = new URL(url).pathname;
    const feed = await t.client().get(path);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('SUMMARY:Feed Event');
    const reset = await client.post('/api/me/calendar/reset', {});
    expect(reset.body.url).not.toBe(url);
    expect((await t.client().get(path)).status).toBe(404);
    expect((await t.client().get(new URL(reset.body.url).pathname)).status).toBe(200);
    expect((await t.client().get('/api/me/calendar')).status).toBe(401);
    expect((await organizer.get('/api/me/calendar')).status).toBe(403);
  });
});
