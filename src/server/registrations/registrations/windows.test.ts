import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { registrationOpensMessage, windowTime } from '../../../domain/registration-settings.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { buildEvent } from '../../../../test/support/factories.ts';
import { findStudentProfiles } from './queries.ts';
import { addRegistration } from './arrivals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

async function eventWithWindow(window: { registrationOpensAt?: string; registrationClosesAt?: string }) {
  const organizer = t.client();
  await signUpOrganizer(organizer);
  const res = await organizer.post('/api/events', { ...buildEvent(), ...window });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; registrations: number; registrationOpensAt: string | null; registrationClosesAt: string | null };
}

async function student() {
  const client = t.client();
  const signedUp = await signUpStudent(client);
  return { client, signedUp, register: (eventId: string) => client.post(`/api/events/${eventId}/registrations`, registrationBody(signedUp)) };
}

describe('registration windows', () => {
  it("before it opens: 400 'Registration opens on <date, time>.' in the campus zone, and nothing is stored", async () => {
    const opensAt = inMinutes(120);
    const event = await eventWithWindow({ registrationOpensAt: opensAt });
    expect(event.registrationOpensAt).toBe(opensAt);
    const s = await student();
    const res = await s.register(event.id);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(registrationOpensMessage(opensAt, t.ctx.config.campusTimeZone));
    expect(res.body.error.message).toMatch(/^Registration opens on \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M \S+\.$/);
    expect(res.body.error.code).toBe('REGISTRATION_NOT_OPEN');
    expect((await t.client().get(`/api/events/${event.id}`)).body.registrations).toBe(0);
  });

  it('says when registration opens in the request’s language, its day and time by Intl; the code stays', async () => {
    const opensAt = inMinutes(120);
    const event = await eventWithWindow({ registrationOpensAt: opensAt });
    const s = await student();
    const res = await s.client.post(`/api/events/${event.id}/registrations`, registrationBody(s.signedUp), { 'accept-language': 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('REGISTRATION_NOT_OPEN');
    const when = windowTime(opensAt, t.ctx.config.campusTimeZone, 'hi');
    expect(res.body.error.message).toBe(translatorFor('hi')('ui:register.opensOn', { when }));
    expect(res.body.error.message).toContain(when);
    expect(res.body.error.message).not.toMatch(/Registration opens|[AP]M/);
    expect(res.headers.get('content-language')).toBe('hi');
  });

  it("after it closes: 400 'Registration has closed.' although the event is still upcoming", async () => {
    const event = await eventWithWindow({ registrationOpensAt: inMinutes(-120), registrationClosesAt: inMinutes(-1) });
    const res = await (await student()).register(event.id);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.registrationHasClosed);
  });

  it('within it: 201', async () => {
    const event = await eventWithWindow({ registrationOpensAt: inMinutes(-5), registrationClosesAt: inMinutes(60) });
    expect((await (await student()).register(event.id)).status).toBe(201);
  });

  it('judged at the exact instant (a controllable clock): open from its opening, closed from its closing', async () => {
    const opensAt = inMinutes(60);
    const closesAt = inMinutes(120);
    const event = await eventWithWindow({ registrationOpensAt: opensAt, registrationClosesAt: closesAt });
    const attempt = async (now: Date) => {
      const s = await student();
      const profile = (await findStudentProfiles(t.ctx.db, [s.signedUp.user.id])).get(s.signedUp.user.id)!;
      const input = { name: profile.name, usn: profile.usn!, email: profile.email, semester: profile.semester! };
      try {
        await t.ctx.db.transaction().execute((trx) =>
          addRegistration(trx, t.ctx.handle.dialect, event.id, { studentId: profile.user_id, input }, { timeZone: t.ctx.config.campusTimeZone, now }),
        );
        return 'registered';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);
    expect(await attempt(at(opensAt, -1))).toBe(registrationOpensMessage(opensAt, t.ctx.config.campusTimeZone));
    expect(await attempt(at(opensAt, 0))).toBe('registered');
    expect(await attempt(at(closesAt, -1))).toBe('registered');
    expect(await attempt(at(closesAt, 0))).toBe(MSG.registrationHasClosed);
  });

  it('a window that closes before it opens is refused (400 on registrationClosesAt)', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const res = await organizer.post('/api/events', { ...buildEvent(), registrationOpensAt: inMinutes(60), registrationClosesAt: inMinutes(30) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.registrationClosesAt).toBe(MSG.windowOrder);
  });
});
