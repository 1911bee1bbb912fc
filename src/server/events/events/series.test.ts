import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { repeatMessage } from '../../../domain/schemas/event.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { buildEvent, dateFromToday } from '../../../../test/support/factories.ts';
import { addDays } from '../../../domain/time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

type Dated = { id: string; date: string; time: string; venue: string; seriesId: string | null; registrations: number };

describe('recurring events', () => {
  it('a weekly series in one call: every date an ordinary event linked to the series; 400 for a bad repeat; 404 for an unknown series', async () => {
    const club = t.client();
    await signUpOrganizer(club);
    const first = buildEvent({ date: dateFromToday(3), time: '18:30' });
    const res = await club.post('/api/events', { ...first, repeat: { every: 'week', count: 4 } });
    expect(res.status).toBe(201);
    expect(res.body.seriesId).toEqual(expect.any(String));
    const series = (await t.client().get(`/api/series/${res.body.seriesId}`)).body;
    expect(series.every).toBe('week');
    expect(series.events.map((e: Dated) => [e.date, e.time])).toEqual([0, 7, 14, 21].map((d) => [addDays(first.date, d), '18:30']));
    expect(series.events[0].id).toBe(res.body.id);

    const fortnightly = await club.post('/api/events', { ...buildEvent({ date: dateFromToday(2) }), repeat: { every: '2weeks', count: 2 } });
    const dates = (await t.client().get(`/api/series/${fortnightly.body.seriesId}`)).body.events.map((e: Dated) => e.date);
    expect(dates).toEqual([dateFromToday(2), addDays(dateFromToday(2), 14)]);

    for (const repeat of [{ every: 'week', count: 1 }, { every: 'week', count: 27 }, { every: 'month', count: 3 }, { every: 'week' }, 'weekly']) {
      const bad = await club.post('/api/events', { ...buildEvent(), repeat });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(repeatMessage);
    }
    const unknown = await t.client().get('/api/series/nope');
    expect([unknown.status, unknown.body.error.message]).toEqual([404, MSG.seriesNotFound]);
  });

  it('each date has its own registrations; an edit changes this date, or with scope following this and every later one', async () => {
    const club = t.client();
    await signUpOrganizer(club);
    const created = await club.post('/api/events', { ...buildEvent({ date: dateFromToday(4), venue: 'Room 1' }), repeat: { every: 'week', count: 4 } });
    const dates = async () => (await t.client().get(`/api/series/${created.body.seriesId}`)).body.events as Dated[];
    const [one, two] = await dates();
    const student = t.client();
    await registerAs(student, await signUpStudent(student), two!.id);
    expect((await dates()).map((e) => e.registrations)).toEqual([0, 1, 0, 0]);

    expect((await club.patch(`/api/events/${one!.id}`, { venue: 'Room 9' })).status).toBe(200);
    expect((await dates()).map((e) => e.venue)).toEqual(['Room 9', 'Room 1', 'Room 1', 'Room 1']);

    expect((await club.patch(`/api/events/${two!.id}`, { venue: 'Hall B', date: addDays(two!.date, 1), scope: 'following' })).status).toBe(200);
    const after = await dates();
    expect(after.map((e) => e.venue)).toEqual(['Room 9', 'Hall B', 'Hall B', 'Hall B']);
    expect(after.map((e) => e.date)).toEqual([one!.date, ...[8, 15, 22].map((d) => addDays(one!.date, d))]);
    expect(after[1]!.registrations).toBe(1);
    expect((await club.patch(`/api/events/${two!.id}`, { scope: 'all' })).status).toBe(400);
    // Another organizer may not, whatever the scope.
    const other = t.client();
    await signUpOrganizer(other);
    expect((await other.patch(`/api/events/${two!.id}`, { venue: 'X', scope: 'following' })).status).toBe(403);
    expect((await dates()).every((e) => e.venue !== 'X')).toBe(true);
  });
});
