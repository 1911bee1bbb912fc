import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { AuditEntryView } from '../../../domain/responses/audit.ts';
import { UNKNOWN_ACTION_MESSAGE } from '../../../domain/schemas/audit.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { recordSystemAudit } from './service.ts';
import type { OrganizerSignup, StudentSignup } from '../../../domain/schemas/account.ts';

// GET /api/admin/audit: who may read which entries, the filters, the paging and
// the refusals. What each change writes is audit-writes.test.ts'.

let t: TestApp;
let admin: HttpClient;
let clubA: HttpClient;
let clubB: HttpClient;
let student: HttpClient;
let a: SignedUp<OrganizerSignup>;
let b: SignedUp<OrganizerSignup>;
let asha: SignedUp<StudentSignup>;
let eventA: string;
let eventB: string;

const ADMIN = 'office@audit.test';

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: ADMIN });
  admin = t.client();
  await markEmailVerified(t.ctx, (await signUpStudent(admin, { email: ADMIN })).user.id);
  clubA = t.client();
  a = await signUpOrganizer(clubA, { name: 'Astronomy Club' });
  clubB = t.client();
  b = await signUpOrganizer(clubB, { name: 'Baking Club' });
  student = t.client();
  asha = await signUpStudent(student);

  eventA = (await createEventAs(clubA, { name: 'Star Party', capacity: 50 })).id;
  expect((await clubA.patch(`/api/events/${eventA}`, { capacity: 80 })).status).toBe(200);
  const registration = await registerAs(student, asha, eventA);
  expect((await clubA.delete(`/api/registrations/${registration.id}`)).status).toBe(204);
  eventB = (await createEventAs(clubB, { name: 'Bread Basics' })).id;
  expect((await clubB.patch(`/api/events/${eventB}`, { name: 'Bread Basics II' })).status).toBe(200);
});
afterAll(async () => t?.close());

const read = (client: HttpClient, query = '') => client.get(`/api/admin/audit${query}`);
const entriesOf = (res: { body: { entries: AuditEntryView[] } }) => res.body.entries;
const summary = (entries: AuditEntryView[]) => entries.map((e) => `${e.action} ${e.eventName}`);

describe('who may read the audit log', () => {
  it("answers 401 'Kindly login first.' when signed out", async () => {
    const res = await read(t.client());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it('answers 403 to a student, and to an unconfirmed admin address, whatever the query', async () => {
    for (const query of ['', '?action=nonsense', `?eventId=${eventA}`]) {
      const res = await read(student, query);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MSG.auditReadersOnly);
    }
    const unconfirmed = t.client();
    await signUpStudent(unconfirmed, { email: 'office2@audit.test' });
    expect((await read(unconfirmed)).status).toBe(403);
  });

  it('shows an administrator every entry, newest first, with only the public fields', async () => {
    const res = await read(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(summary(entriesOf(res))).toEqual([
      'event.edited Bread Basics II', 'event.created Bread Basics', 'registration.removed Star Party', 'event.edited Star Party', 'event.created Star Party',
    ]);
    expect(res.body.nextCursor).toBeNull();
    const edit = entriesOf(res)[3]!;
    expect(Object.keys(edit).sort()).toEqual(['action', 'actor', 'at', 'changes', 'eventId', 'eventName', 'id', 'organizer']);
    expect(edit).toMatchObject({
      actor: { id: a.user.id, name: 'Astronomy Club', email: a.input.email.toLowerCase() },
      organizer: { id: a.user.id, name: 'Astronomy Club' },
      eventId: eventA,
      changes: { capacity: { from: 50, to: 80 } },
    });
    const times = entriesOf(res).map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it("shows a club its own events' entries only, whatever filters it passes", async () => {
    expect(summary(entriesOf(await read(clubA)))).toEqual(['registration.removed Star Party', 'event.edited Star Party', 'event.created Star Party']);
    expect(summary(entriesOf(await read(clubB)))).toEqual(['event.edited Bread Basics II', 'event.created Bread Basics']);
    // Another club's event, club or actor: nothing of theirs, and not a 403 that would confirm it exists.
    for (const query of [`?eventId=${eventB}`, `?organizerId=${b.user.id}`, `?actor=${b.input.email}`]) {
      const res = await read(clubA, query);
      expect(res.status).toBe(200);
      expect(entriesOf(res)).toEqual([]);
    }
  });
});

describe('the filters', () => {
  it('narrows by event', async () => {
    expect(summary(entriesOf(await read(admin, `?eventId=${eventB}`)))).toEqual(['event.edited Bread Basics II', 'event.created Bread Basics']);
    expect(entriesOf(await read(admin, '?eventId=no-such-event'))).toEqual([]);
  });

  it('narrows by actor: the account id, or its address exactly, ignoring case', async () => {
    const byId = entriesOf(await read(admin, `?actor=${a.user.id}`));
    expect(byId.map((e) => e.eventName)).toEqual(['Star Party', 'Star Party', 'Star Party']);
    const byEmail = entriesOf(await read(admin, `?actor=${encodeURIComponent(` ${a.input.email.toUpperCase()} `)}`));
    expect(byEmail.map((e) => e.id)).toEqual(byId.map((e) => e.id));
    // Exact, not a substring: part of the address matches nothing.
    expect(entriesOf(await read(admin, `?actor=${encodeURIComponent(a.input.email.slice(0, 8))}`))).toEqual([]);
  });

  it('narrows by club and by action, and together', async () => {
    expect(summary(entriesOf(await read(admin, `?organizerId=${a.user.id}`)))).toHaveLength(3);
    expect(summary(entriesOf(await read(admin, '?action=event.edited')))).toEqual(['event.edited Bread Basics II', 'event.edited Star Party']);
    const removal = entriesOf(await read(admin, '?action=registration.removed'));
    expect(removal).toHaveLength(1);
    expect(removal[0]!.changes).toEqual({ registrationId: `${eventA}_${asha.input.usn}`, name: asha.input.name, usn: asha.input.usn, status: 'registered' });
    expect(summary(entriesOf(await read(admin, `?action=event.created&organizerId=${b.user.id}`)))).toEqual(['event.created Bread Basics']);
    // Empty fields (a form's cleared filters) filter nothing.
    expect(entriesOf(await read(admin, '?eventId=&actor=&organizerId=&action=&before='))).toHaveLength(5);
  });

  it('pages newest first: limit, then nextCursor as before, to the end', async () => {
    const seen: string[] = [];
    let query = '?limit=2';
    for (;;) {
      const res = await read(admin, query);
      expect(res.status).toBe(200);
      seen.push(...entriesOf(res).map((e) => e.id));
      if (!res.body.nextCursor) break;
      expect(entriesOf(res)).toHaveLength(2);
      query = `?limit=2&before=${res.body.nextCursor}`;
    }
    expect(seen).toEqual(entriesOf(await read(admin)).map((e) => e.id));
    expect(seen).toHaveLength(5);
  });
});

describe('bad query input is a 400 with a message, never a 500', () => {
  it.each([
    ['an unknown action', '?action=event.exploded', 'action', UNKNOWN_ACTION_MESSAGE],
    ['an action twice', '?action=event.created&action=event.edited', 'action', UNKNOWN_ACTION_MESSAGE],
    ['an over-long event id', `?eventId=${'e'.repeat(101)}`, 'eventId', 'eventId must be at most 100 characters'],
    ['an over-long actor', `?actor=${'a'.repeat(255)}`, 'actor', 'actor must be at most 254 characters'],
    ['an over-long club id', `?organizerId=${'o'.repeat(101)}`, 'organizerId', 'organizerId must be at most 100 characters'],
    ['a garbage cursor', '?before=not-a-cursor', 'before', 'Invalid cursor'],
    ['a forged cursor', `?before=${Buffer.from(JSON.stringify(['year 3000', 'x'])).toString('base64url')}`, 'before', 'Invalid cursor'],
    ['a cursor with a hostile id', `?before=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', "x' or 1=1"])).toString('base64url')}`, 'before', 'Invalid cursor'],
    ['an over-long cursor', `?before=${'c'.repeat(201)}`, 'before', 'Invalid cursor'],
    ['limit 0', '?limit=0', 'limit', 'limit must be a whole number from 1 to 200'],
    ['limit 201', '?limit=201', 'limit', 'limit must be a whole number from 1 to 200'],
    ['limit in words', '?limit=ten', 'limit', 'limit must be a whole number from 1 to 200'],
    ['a fractional limit', '?limit=2.5', 'limit', 'limit must be a whole number from 1 to 200'],
  ])('%s', async (_case, query, field, message) => {
    const res = await read(admin, query);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('refuses a NUL character in any filter', async () => {
    for (const query of ['?actor=a%00b', '?eventId=%00', '?before=%00']) {
      const res = await read(admin, query);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.nulCharacter);
    }
  });

  it('takes odd but harmless text as a filter that matches nothing', async () => {
    for (const actor of ["' or 1=1 --", '%', '_', 'ü@例え.jp', '\u200b']) {
      const res = await read(admin, `?actor=${encodeURIComponent(actor)}`);
      expect(res.status).toBe(200);
      expect(entriesOf(res)).toEqual([]);
    }
  });
});

describe('GET /api/admin/audit/events: the log’s events by name', () => {
  const search = (client: HttpClient, q: string) => client.get(`/api/admin/audit/events?q=${encodeURIComponent(q)}`);

  it('401 signed out, 403 to a student', async () => {
    expect((await search(t.client(), 'star')).status).toBe(401);
    const res = await search(student, 'star');
    expect([res.status, res.body.error.message]).toEqual([403, MSG.auditReadersOnly]);
  });

  it('finds an administrator any event by part of its name, ignoring case, with its id', async () => {
    const res = await search(admin, 'sTaR pA');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ events: [{ id: eventA, name: 'Star Party' }] });
    expect((await search(admin, 'bread')).body.events.map((e: { id: string }) => e.id)).toEqual([eventB]);
    // % and _ are letters here, not wildcards.
    expect((await search(admin, '%')).body.events).toEqual([]);
    expect((await search(admin, '')).body.events.map((e: { id: string }) => e.id).sort()).toEqual([eventA, eventB].sort());
  });

  it('finds a club only its own events', async () => {
    expect((await search(clubB, 'star')).body.events).toEqual([]);
    expect((await search(clubA, 'star')).body.events).toEqual([{ id: eventA, name: 'Star Party' }]);
  });

  it('400 for an over-long query', async () => {
    expect((await search(admin, 'x'.repeat(201))).status).toBe(400);
  });
});

describe('the words the log stores in English, in the reader’s language', () => {
  it("says a deleted account's stand-in and a former participant in Hindi and Kannada, English as stored; the rows unchanged", async () => {
    const at = new Date().toISOString();
    const rows = [
      { id: 'words-former', at, actor_id: null, actor_name: 'Deleted account 0123456789ab', actor_email: 'deleted-0123456789ab@deleted.invalid', organizer_id: a.user.id, event_id: 'words-event', event_name: 'Star Party', action: 'registration.removed', changes: JSON.stringify({ registrationId: 'r1', name: 'A former participant', usn: '', status: 'registered' }) },
      { id: 'words-pseudonym', at, actor_id: a.user.id, actor_name: 'Astronomy Club', actor_email: 'a@x', organizer_id: a.user.id, event_id: 'words-event', event_name: 'Star Party', action: 'registration.removed', changes: JSON.stringify({ registrationId: 'r2', name: 'Deleted account abcdefabcdef', usn: 'Deleted account abcdefabcdef', status: 'waitlisted' }) },
    ];
    await t.ctx.db.insertInto('audit_entries').values(rows).execute();
    await t.ctx.db.transaction().execute((trx) => recordSystemAudit(trx, 'retention.swept', { registrations: 0 }));
    const byId = (res: { body: { entries: AuditEntryView[] } }) => Object.fromEntries(entriesOf(res).map((e) => [e.id, e]));

    const english = byId(await read(admin, '?eventId=words-event'));
    expect(english['words-former']).toMatchObject({ actor: { name: 'Deleted account 0123456789ab' }, changes: { name: 'A former participant' } });
    expect(english['words-pseudonym']).toMatchObject({ actor: { name: 'Astronomy Club' }, changes: { name: 'Deleted account abcdefabcdef', usn: 'Deleted account abcdefabcdef' } });

    const hindi = byId(await admin.get('/api/admin/audit?eventId=words-event', { 'accept-language': 'hi' }));
    expect(hindi['words-former']).toMatchObject({ actor: { name: 'डिलीट किया गया अकाउंट 0123456789ab', email: 'deleted-0123456789ab@deleted.invalid' }, changes: { name: 'एक पूर्व पार्टिसिपेंट' } });
    expect(hindi['words-pseudonym']!.changes).toMatchObject({ name: 'डिलीट किया गया अकाउंट abcdefabcdef', usn: 'डिलीट किया गया अकाउंट abcdefabcdef', status: 'waitlisted' });

    // Quad's own sweep, named in the language too.
    const sweep = (res: { body: { entries: AuditEntryView[] } }) => entriesOf(res).find((e) => e.action === 'retention.swept')!.actor.name;
    expect(sweep(await read(admin, '?action=retention.swept'))).toBe('Quad (retention schedule)');
    expect(sweep(await admin.get('/api/admin/audit?action=retention.swept', { 'accept-language': 'hi' }))).toBe('Quad (डेटा रखने का शेड्यूल)');

    const kannada = byId(await clubA.get('/api/admin/audit?eventId=words-event', { 'accept-language': 'kn' }));
    expect(kannada['words-former']).toMatchObject({ actor: { name: 'ಡಿಲೀಟ್ ಆದ ಅಕೌಂಟ್ 0123456789ab' }, changes: { name: 'ಒಬ್ಬ ಮಾಜಿ ಪಾರ್ಟಿಸಿಪೆಂಟ್' } });
    expect(kannada['words-pseudonym']!.actor.name).toBe('Astronomy Club');

    const stored = await t.ctx.db.selectFrom('audit_entries').select(['id', 'actor_name', 'changes']).where('event_id', '=', 'words-event').orderBy('id').execute();
    expect(stored).toEqual(rows.map(({ id, actor_name, changes }) => ({ id, actor_name, changes })).sort((x, y) => x.id.localeCompare(y.id)));
  });
});
