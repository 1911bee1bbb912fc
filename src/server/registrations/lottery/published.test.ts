import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { errorOf, lotterySuite, type Student } from '../../../../test/support/lottery.ts';
import { MSG } from '../../../domain/messages.ts';
import { drawSchema } from '../../../domain/responses/events.ts';
import { ALGORITHM } from './draw.ts';
import { isEntryId } from '../registrations/draw-entry.ts';
import { drawLottery } from './service.ts';

/** A lottery's published draw (GET /api/events/:id/draw) in entry ids, and how students and the organizer find theirs. */
const suite = lotterySuite();
const { createLottery, enter, registrationOf, studentOf, students } = suite;

describe('GET /api/events/:id/draw', () => {
  it('is 404 for an unknown event, 409 before the draw or for a first-come event, and 200 for anyone after it', async () => {
    const unknown = await suite.t.client().get('/api/events/no-such-event/draw');
    expect(errorOf(unknown)).toEqual([404, MSG.eventNotFound]);
    const event = await createLottery(1);
    for (const who of students.slice(0, 4)) await enter(who, event.id);
    expect(errorOf(await suite.t.client().get(`/api/events/${event.id}/draw`))).toEqual([409, MSG.drawNotHeld]);
    const firstCome = await createEventAs(suite.organizer);
    expect(errorOf(await suite.t.client().get(`/api/events/${firstCome.id}/draw`))).toEqual([409, MSG.drawNotHeld]);

    const held = (await drawLottery(suite.t.ctx, event.id, event.drawTime))!;
    const published = { eventId: event.id, seed: held.seed, capacity: 1, entrants: held.entrants, winners: held.winners, waitlist: held.waitlist, drawnAt: held.drawnAt, algorithm: ALGORITHM };
    expect(held.entrants).toHaveLength(4);
    expect(held.entrants.every(isEntryId)).toBe(true);
    const another = suite.t.client();
    await signUpOrganizer(another);
    for (const viewer of [suite.t.client(), students[0]!.client, students[5]!.client, another]) {
      const res = await viewer.get(`/api/events/${event.id}/draw`);
      expect(res.status).toBe(200);
      expect(drawSchema.strict().parse(res.body)).toEqual(published);
      expect(res.headers.get('cache-control')).toBeNull();
    }
    // Its organizer also gets the key from entry ids to registrations, kept out of shared caches.
    const own = await suite.organizer.get(`/api/events/${event.id}/draw`);
    expect(drawSchema.strict().parse(own.body)).toEqual({ ...published, entrantRegistrations: held.entrantRegistrations });
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const rows = await suite.t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', event.id).execute();
    expect(Object.values(own.body.entrantRegistrations).sort()).toEqual(rows.map((r) => r.id).sort());
    expect((await suite.t.client().get(`/api/events/${event.id}`)).body.drawnAt).toBe(held.drawnAt);
  });

  it('lets each student, and the organizer, find an entry: `drawEntry` on the registration; null off a lottery', async () => {
    const event = await createLottery(1);
    const firstCome = await createEventAs(suite.organizer, { capacity: 5 });
    const [a, b] = students as [Student, Student];
    const entries = [await enter(a, event.id), await enter(b, event.id)];
    const plain = await enter(a, firstCome.id);
    expect(plain.body.drawEntry).toBeNull();
    const held = (await drawLottery(suite.t.ctx, event.id, event.drawTime))!;
    expect([...held.entrants].sort()).toEqual(entries.map((e) => e.body.drawEntry as string).sort());
    for (const [k, who] of [a, b].entries()) {
      const { id, drawEntry } = entries[k]!.body as { id: string; drawEntry: string };
      expect(registrationOf(held, drawEntry)).toBe(id);
      // Drawn (a seat or the waitlist): every read of the registration still shows it.
      expect((await who.client.get(`/api/registrations/${id}`)).body.drawEntry).toBe(drawEntry);
      expect((await suite.organizer.get(`/api/registrations/${id}`)).body.drawEntry).toBe(drawEntry);
      const mine = (await who.client.get('/api/me/registrations')).body.upcoming as { id: string; drawEntry: string | null }[];
      expect(mine.find((r) => r.id === id)!.drawEntry).toBe(drawEntry);
      expect(mine.find((r) => r.id === plain.body.id)?.drawEntry ?? null).toBeNull();
    }
    const list = (await suite.organizer.get(`/api/events/${event.id}/registrations`)).body.registrations as { id: string; drawEntry: string }[];
    expect(Object.fromEntries(list.map((r) => [r.drawEntry, r.id]))).toEqual(held.entrantRegistrations);
    const plainList = (await suite.organizer.get(`/api/events/${firstCome.id}/registrations`)).body.registrations as { drawEntry: string | null }[];
    expect(plainList.map((r) => r.drawEntry)).toEqual([null]);
    // A winner's edit answers with it too.
    const winner = registrationOf(held, held.winners[0]!);
    const edited = await studentOf(held, held.winners[0]!).client.patch(`/api/registrations/${winner}`, { semester: '5' });
    expect([edited.status, edited.body.drawEntry]).toEqual([200, held.winners[0]]);
  });

  it('is re-run by scripts/verify-draw.ts, from its URL or a saved copy, which also catches a tampered copy', async () => {
    const event = await createLottery(2);
    for (const who of students.slice(0, 5)) await enter(who, event.id);
    const held = (await drawLottery(suite.t.ctx, event.id, event.drawTime))!;
    const url = `${suite.t.baseUrl}/api/events/${event.id}/draw`;
    const root = fileURLToPath(new URL('../../../../', import.meta.url));
    const dir = mkdtempSync(path.join(tmpdir(), 'quad-draw-'));
    const verify = (...args: string[]) =>
      promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['scripts/verify-draw.ts', ...args], { cwd: root }).then(
        ({ stdout }) => ({ code: 0, stdout }),
        (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
      );
    try {
      const live = await verify(url);
      expect(live.code, live.stdout).toBe(0);
      expect(live.stdout).toContain(`Seed:      ${held.seed}`);
      expect(live.stdout).toContain('✓ The draw is reproduced exactly');

      const saved = (await suite.t.client().get(`/api/events/${event.id}/draw`)).body;
      writeFileSync(path.join(dir, 'draw.json'), JSON.stringify(saved));
      const copy = await verify(path.join(dir, 'draw.json'), '--entry', held.waitlist[0]!);
      expect(copy.code, copy.stdout).toBe(0);
      expect(copy.stdout).toContain(`Entry ${held.waitlist[0]}: number 1 on the waitlist`);

      writeFileSync(path.join(dir, 'tampered.json'), JSON.stringify({ ...saved, winners: [held.waitlist[0], held.winners[1]], waitlist: [held.winners[0], ...held.waitlist.slice(1)] }));
      const tampered = await verify(path.join(dir, 'tampered.json'));
      expect(tampered.code).toBe(1);
      expect(tampered.stdout).toContain('Winners match:  NO');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is documented in the OpenAPI description with its answers', async () => {
    const doc = (await suite.t.client().get('/api/docs/json')).body;
    const get = doc.paths['/api/events/{id}/draw'].get;
    expect(Object.keys(get.responses).sort()).toEqual(['200', '404', '409']);
    expect(Object.keys(get.responses['200'].content['application/json'].schema.properties).sort())
      .toEqual(['algorithm', 'capacity', 'drawnAt', 'entrantRegistrations', 'entrants', 'eventId', 'seed', 'waitlist', 'winners']);
  });
});
