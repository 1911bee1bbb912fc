import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { lastDigestMoment, sweepDigests } from './digest.ts';
import { listDigestEvents } from './queries/digest.ts';

let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url, REMINDER_SWEEP_SECONDS: '3600', DIGEST_HOUR: '8' });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

describe('the daily digest', () => {
  it('is due at the campus hour: today’s once it has passed, else yesterday’s', () => {
    expect(lastDigestMoment(new Date('2026-11-23T09:00:00Z'), 'UTC', 8).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(lastDigestMoment(new Date('2026-11-23T07:59:00Z'), 'UTC', 8).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    // 08:00 in Kolkata is 02:30 UTC.
    expect(lastDigestMoment(new Date('2026-11-23T03:00:00Z'), 'Asia/Kolkata', 8).toISOString()).toBe('2026-11-23T02:30:00.000Z');
  });

  it("one e-mail a day with the followed clubs' new events, once however many sweep; none when turned off or following nobody", async () => {
    const club = t.client();
    const { user } = await signUpOrganizer(club);
    const [follower, optedOut, other] = [t.client(), t.client(), t.client()];
    const followerSignup = await signUpStudent(follower);
    const optedOutSignup = await signUpStudent(optedOut);
    await signUpStudent(other);
    for (const s of [follower, optedOut]) await s.put(`/api/organizers/${user.id}/follow`, {});
    await optedOut.put('/api/me/preferences', { digest: false });
    await createEventAs(club, { name: 'Soldering 101' });
    await createEventAs(club, { name: 'Drone Racing' });

    // A day later: the digest of that morning covers both events.
    const later = new Date(Date.now() + 24 * 3_600_000);
    const handles = [t.database.reopen(), t.database.reopen()];
    const sweepers = [t.ctx, ...handles.map((h) => ({ db: h.db, handle: h, outbox: t.ctx.outbox, config: t.ctx.config }))];
    const counts = t.ctx.handle.dialect === 'postgres'
      ? await Promise.all(sweepers.map((s) => sweepDigests(s, later)))
      : [await sweepDigests(sweepers[0]!, later), await sweepDigests(sweepers[1]!, later), await sweepDigests(sweepers[2]!, later)];
    await Promise.all(handles.map((h) => h.close()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const mail = await catcher.waitFor(followerSignup.input.email, /2 new events from clubs you follow/);
    expect(mail.text).toContain('Soldering 101');
    expect(mail.text).toContain('Drone Racing');
    expect(await sweepDigests(t.ctx, later)).toBe(0);
    // The next day, with nothing new: no e-mail.
    expect(await sweepDigests(t.ctx, new Date(later.getTime() + 24 * 3_600_000))).toBe(0);
    expect(catcher.messages.some((m) => [m.to].flat()[0]?.value[0]?.address === optedOutSignup.input.email && /clubs you follow/.test(m.subject ?? ''))).toBe(false);
  });

  it('lists an event starting at the very moment of the digest: it is still upcoming', async () => {
    const club = t.client();
    const { user } = await signUpOrganizer(club);
    const student = t.client();
    const { user: follower } = await signUpStudent(student);
    await student.put(`/api/organizers/${user.id}/follow`, {});
    const event = await createEventAs(club, { name: 'Starts right now' });
    const row = await t.ctx.db.selectFrom('events').select('starts_at').where('id', '=', event.id).executeTakeFirstOrThrow();
    const startsAt = toIso(row.starts_at);
    const read = (now: string) =>
      t.ctx.db.transaction().execute((trx) => listDigestEvents(trx, follower.id, '2000-01-01T00:00:00.000Z', '2999-01-01T00:00:00.000Z', now));
    expect((await read(startsAt)).map((e) => e.id)).toEqual([event.id]);
    expect(await read(new Date(Date.parse(startsAt) + 1).toISOString())).toEqual([]);
  });
});
