import { sql } from 'kysely';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import { isReader, PERSONAL_TABLES } from './queries.ts';
import { WITHHELD } from './export.ts';
import { COLUMN_LABELS, label } from './export-page.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function download(client: HttpClient) {
  const res = await fetch(new URL('/api/me/export', t.baseUrl), { headers: { cookie: client.cookieHeader } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function unpack(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  return { data: JSON.parse(strFromU8(files['data.json']!)) as { tables: Record<string, Record<string, unknown>[]>; notPersonal: Record<string, string> }, html: strFromU8(files['index.html']!) };
}

/** The tables of the live database (Kysely's bookkeeping aside). */
async function liveTables(): Promise<string[]> {
  const rows = t.ctx.handle.dialect === 'sqlite'
    ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.ctx.db)).rows
    : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(t.ctx.db)).rows;
  return rows.map((r) => r.name).filter((n) => !n.startsWith('kysely_')).sort();
}

describe('GET /api/me/export', () => {
  it('answers 401 signed out', async () => {
    const res = await t.client().get('/api/me/export');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it('places every table of the database: read for a person or said to hold nothing about one', async () => {
    expect(Object.keys(PERSONAL_TABLES).sort()).toEqual(await liveTables());
  });

  it("finds every piece of a student's data planted across the tables, and of their club's", async () => {
    const organizer = t.client();
    const org = await signUpOrganizer(organizer, { name: 'Marker Club' });
    const event = await createEventAs(organizer, {
      name: 'Marker Night', questions: [{ label: 'Marker question', kind: 'text', options: [], required: false }],
      translations: [{ language: 'kn', name: 'ಮಾರ್ಕರ್ ರಾತ್ರಿ', description: 'Marker translation' }],
    } as never);
    const client = t.client();
    const student = await signUpStudent(client);
    const me = student.user.id;
    const email = student.input.email.toLowerCase();
    const registration = await registerAs(client, student, event.id);
    const now = new Date().toISOString();
    const db = t.ctx.db;
    await db.updateTable('sessions').set({ user_agent: 'marker-agent', ip_address: '203.0.113.77' }).where('user_id', '=', me).execute();
    await db.updateTable('registrations').set({ answers: JSON.stringify({ q1: 'marker-answer' }) }).where('id', '=', registration.id).execute();
    await db.insertInto('verifications').values({ id: 'marker-verification', identifier: email, value: 'secret-code', expires_at: now, created_at: now, updated_at: now }).execute();
    await db.insertInto('feedback').values({ id: 'marker-feedback', event_id: event.id, student_id: me, rating: 5, comments: 'marker-feedback-comment', created_at: now }).execute();
    await db.insertInto('platform_feedback').values({ id: 'marker-platform', user_id: me, rating: 4, comments: 'marker-platform-comment', created_at: now }).execute();
    await db.insertInto('images').values({ id: 'marker-image', uploader_id: me, content_type: 'image/webp', width: 4321, height: 1234, data: Buffer.from('x'), card_data: Buffer.from('y'), created_at: now }).execute();
    await db.insertInto('outbox').values({
      id: 'marker-outbox', message_id: 'marker-message', kind: 'sign-in-link', recipient: email, user_id: me, event_id: null, batch_id: null,
      payload: JSON.stringify({ url: 'https://secret.example/link', note: 'marker-outbox-note' }), status: 'pending', expires_at: null, attempts: 0,
      next_attempt_at: '2100-01-01T00:00:00.000Z', claimed_by: null, last_error: null, created_at: now, sent_at: null,
    }).execute();
    await db.insertInto('inbox_items').values({ id: 'marker-inbox', user_id: me, kind: 'announcement', subject: 'marker-inbox-subject', message: 'm', event_id: event.id, created_at: now, read_at: null }).execute();
    await db.insertInto('audit_entries').values([
      { id: 'marker-audit-by', at: now, actor_id: me, actor_name: 'S', actor_email: email, organizer_id: '', event_id: '', event_name: '', action: 'account.exported', changes: null },
      { id: 'marker-audit-about', at: now, actor_id: org.user.id, actor_name: 'O', actor_email: 'o@x', organizer_id: org.user.id, event_id: event.id, event_name: 'Marker Night', action: 'registration.removed', changes: JSON.stringify({ usn: student.input.usn }) },
    ]).execute();
    await db.insertInto('reminders_sent').values({ registration_id: registration.id, kind: 'marker-reminder', created_at: now }).execute();
    await db.insertInto('follows').values({ student_id: me, organizer_id: org.user.id, created_at: now }).execute();
    await db.insertInto('draws').values({ event_id: event.id, seed: 'marker-seed', entrants: JSON.stringify([registration.id]), winners: '[]', waitlist: '[]', drawn_at: now }).execute();
    await db.insertInto('club_members').values({ organizer_id: org.user.id, user_id: me, role: 'door', created_at: now }).execute();
    await db.insertInto('club_invitations').values({ id: 'marker-invitation', organizer_id: org.user.id, email, role: 'door', token_hash: 'marker-token-hash', created_at: now, expires_at: now }).execute();
    await db.insertInto('involvement_links').values({ id: 'marker-link', student_id: me, token_hash: 'marker-link-hash', include: '{"events":true}', record: '{"marker":"marker-record"}', signature: 'sig', created_at: now, revoked_at: null }).execute();
    await db.insertInto('idempotency_keys').values({ owner_id: me, method: 'POST', path: '/api/marker-path', idempotency_key: 'k', fingerprint: 'f', status: 201, content_type: null, body: null, created_at: now }).execute();
    await db.insertInto('account_activity').values({ user_id: me, last_seen_at: '2026-01-02T03:04:05.000Z', warned_at: null }).onConflict((oc) => oc.column('user_id').doUpdateSet({ last_seen_at: '2026-01-02T03:04:05.000Z' })).execute();
    await db.insertInto('reflections').values({ id: 'marker-reflection', event_id: event.id, student_id: me, text: 'marker-reflection-text', status: 'pending', return_reason: null, created_at: now, updated_at: now, reviewed_at: null }).execute();
    await db.insertInto('credentials').values({ id: 'marker-credential', student_id: me, kind: 'event', source_key: 'marker-source', event_id: event.id, reflection_id: null, name: 'marker-credential-name', credential: '{}', status_list: 1, status_index: 0, issued_at: now, revoked_at: null }).execute();
    await db.insertInto('push_subscriptions').values({ id: 'marker-push', user_id: me, endpoint: 'https://push.example/marker-endpoint', p256dh: 'marker-p256dh', auth: 'marker-push-secret', user_agent: 'marker-push-agent', created_at: now, updated_at: now, last_success_at: null }).execute();
    await db.insertInto('api_tokens').values({ id: 'marker-token', user_id: me, organizer_id: null, name: 'marker-token-name', scopes: 'events:read', token_hash: 'marker-token-secret-hash', created_at: now, expires_at: null, last_used_at: null }).execute();
    await db.insertInto('series').values({ id: 'marker-series', organizer_id: org.user.id, every: 'week', created_at: now }).execute();
    await db.insertInto('announcements').values({ id: 'marker-announcement', event_id: event.id, author_id: org.user.id, subject: 'marker-announcement-subject', message: 'm', include_waitlist: t.ctx.handle.dialect === 'sqlite' ? 0 : false, recipients: 1, created_at: now }).execute();
    await db.insertInto('webhook_endpoints').values({
      id: 'marker-webhook', organizer_id: org.user.id, created_by: org.user.id, url: 'https://hooks.example/marker-webhook-url', secret: 'whsec_marker-webhook-secret',
      events: 'registration.created', include_contacts: t.ctx.handle.dialect === 'sqlite' ? 1 : true, created_at: now, updated_at: now, failing_since: null, disabled_at: null,
    }).execute();
    await db.insertInto('webhook_deliveries').values({
      id: 'msg_marker', endpoint_id: 'marker-webhook', event_type: 'registration.created', payload: JSON.stringify({ data: { registrant: { usn: student.input.usn, note: 'marker-delivery' } } }),
      status: 'delivered', attempts: 1, response_status: 200, last_error: null, created_at: now, last_attempt_at: now, delivered_at: now,
    }).execute();

    const { res, bytes } = await download(client);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="quad-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { data, html } = unpack(bytes);
    const text = JSON.stringify(data);
    for (const piece of [
      student.input.usn, student.input.phone, 'marker-agent', '203.0.113.77', 'marker-answer', 'marker-verification', 'marker-feedback-comment',
      'marker-platform-comment', '4321', 'marker-outbox-note', 'marker-inbox-subject', 'marker-audit-by', 'marker-audit-about', 'marker-reminder',
      'marker-seed', 'marker-invitation', '2026-01-02T03:04:05', 'marker-record', '/api/marker-path', registration.ticketCode,
      'marker-reflection-text', 'marker-credential-name', 'marker-push-agent', 'marker-token-name', 'marker-delivery',
    ]) expect(text, piece).toContain(String(piece));
    expect(data.tables.club_members).toEqual([expect.objectContaining({ organizer_id: org.user.id, role: 'door' })]);
    expect(data.tables.follows).toEqual([expect.objectContaining({ organizer_id: org.user.id })]);
    expect(data.tables.accounts).toEqual([expect.objectContaining({ provider_id: 'credential', password: WITHHELD })]);
    // Keys to the account never leave: the session token, the password hash, the sign-in link.
    const session = await db.selectFrom('sessions').select('token').where('user_id', '=', me).executeTakeFirstOrThrow();
    expect(text).not.toContain(session.token);
    expect(text).not.toContain('secret.example');
    expect(text).not.toContain('secret-code');
    expect(text).not.toContain('marker-push-secret');
    expect(text).not.toContain('marker-token-secret-hash');
    // Another person's rows stay out.
    expect(text).not.toContain('marker-series');
    expect(text).not.toContain('marker-announcement-subject');
    // The page reads it as a person would.
    expect(html).toContain('<h2>Your registrations <small>(1)</small></h2>');
    expect(html).toContain('marker-answer');
    expect(html).toContain('Your sessions and devices');
    expect(html).toContain('<html lang="en">');
    // The column names as before in English: the stored name made readable.
    expect(html).toContain('<th scope="row">Created at</th>');
    expect(html).toContain('<th scope="row">Ticket code</th>');
    expect(html).toContain(WITHHELD);
    expect(html).toContain(`<strong>${student.input.email.toLowerCase()}</strong>`);
    expect(html).not.toContain('<script');

    const organizerExport = unpack((await download(organizer)).bytes).data;
    const orgText = JSON.stringify(organizerExport);
    for (const piece of ['marker-series', 'marker-announcement-subject', 'Marker Night', 'Marker question', 'marker-audit-about', 'marker-invitation', 'marker-webhook-url', 'marker-delivery']) expect(orgText, piece).toContain(piece);
    // A webhook's signing secret is a key: it never leaves.
    expect(orgText).not.toContain('marker-webhook-secret');

    // Every table read for a person held a row of one of the two.
    const both = [data, organizerExport];
    const empty = Object.entries(PERSONAL_TABLES).filter(([table, entry]) => isReader(entry) && both.every((d) => !d.tables[table]?.length)).map(([table]) => table);
    expect(empty).toEqual([]);
  });

  it("writes index.html in the person's language; data.json stays as programs read it", async () => {
    const client = t.client();
    const s = await signUpStudent(client);
    expect((await client.put('/api/me/preferences', { language: 'hi' })).status).toBe(200);
    const { data, html } = unpack((await download(client)).bytes);
    const hi = translatorFor('hi');
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain(`<h1>${hi('mail:export.title', { campus: t.ctx.config.campusName })}</h1>`);
    expect(html).toContain(`<h2>${hi('mail:export.users')} <small>(1)</small></h2><p>${hi('mail:export.users.about')}</p>`);
    expect(html).toContain(`<nav aria-label="${hi('mail:export.contents')}">`);
    expect(html).toContain(`<code>venues</code>: ${hi('mail:export.notPersonal.venues')}`);
    expect(html).toContain(`<strong>${s.input.email.toLowerCase()}</strong>`);
    expect(html).toContain('<code>data.json</code>');
    // The columns are named in the language too, and what is withheld says so in it.
    expect(html).toContain(`<th scope="row">${hi('mail:export.column.created_at')}</th>`);
    expect(html).toContain(`<th scope="row">${hi('mail:export.column.email')}</th>`);
    const columnNames = [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]!);
    expect(columnNames.length).toBeGreaterThan(20);
    expect(columnNames.filter((name) => /^[\x20-\x7e]*$/.test(name) && !['USN', 'URL', 'P256dh', 'IP पता'].includes(name))).toEqual([]);
    expect(data.tables.accounts).toEqual([expect.objectContaining({ password: WITHHELD })]);
    expect(html).toContain(hi('mail:export.withheld'));
    for (const english of ['Your account', 'Everything Quad holds', 'What holds nothing', 'Nothing here.', '>Created at<', '>Email<', WITHHELD]) expect(html).not.toContain(english);
    expect(data.notPersonal.venues).toBe("the campus's rooms: names, buildings and capacities");
  });

  it('gives one export an hour, 429 with Retry-After after it, and audits each export', async () => {
    const client = t.client();
    const s = await signUpStudent(client);
    expect((await download(client)).res.status).toBe(200);
    const again = await fetch(new URL('/api/me/export', t.baseUrl), { headers: { cookie: client.cookieHeader } });
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({ error: { code: 'TOO_MANY_EXPORTS', message: MSG.exportOncePerHour } });
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    const audited = await t.ctx.db.selectFrom('audit_entries').select(['action', 'changes']).where('actor_id', '=', s.user.id).execute();
    expect(audited).toEqual([expect.objectContaining({ action: 'account.exported' })]);
    expect(JSON.parse(audited[0]!.changes!).rows).toMatchObject({ users: 1, students: 1 });
    // Another person is not held back by it.
    const other = t.client();
    await signUpStudent(other);
    expect((await download(other)).res.status).toBe(200);
  });
});

describe('GET /api/me/deletion and what DELETE /api/me keeps', () => {
  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/me/deletion')).status).toBe(401);
  });

  it('counts what goes and what stays; afterwards the audit log names the person by the same pseudonym', async () => {
    const organizer = t.client();
    const org = await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { name: 'Pseudonym Night' });
    const client = t.client();
    const s = await signUpStudent(client, { name: 'Zara Quill' });
    const registration = await registerAs(client, s, event.id);
    const now = new Date().toISOString();
    await t.ctx.db.insertInto('audit_entries').values([
      { id: 'pseudo-by', at: now, actor_id: s.user.id, actor_name: 'Zara Quill', actor_email: s.input.email.toLowerCase(), organizer_id: '', event_id: '', event_name: '', action: 'account.exported', changes: null },
      { id: 'pseudo-about', at: now, actor_id: org.user.id, actor_name: 'Org', actor_email: 'org@x', organizer_id: org.user.id, event_id: event.id, event_name: 'Pseudonym Night', action: 'registration.removed', changes: JSON.stringify({ registrationId: registration.id, name: 'Zara Quill', usn: s.input.usn, status: 'registered' }) },
    ]).execute();

    const summary = await client.get('/api/me/deletion');
    expect(summary.status).toBe(200);
    expect(summary.body.deleted).toEqual(expect.arrayContaining([expect.objectContaining({ count: 1, what: expect.stringMatching(/^Registrations/) })]));
    expect(summary.body.kept).toEqual(expect.arrayContaining([expect.objectContaining({ count: 1, what: 'Audit log entries by you or about you' })]));
    const pseudonym: string = summary.body.pseudonym;
    expect(pseudonym).toMatch(/^Deleted account [0-9a-f]{12}$/);
    expect(summary.body.kept).toContainEqual({
      what: 'Audit log entries by you or about you', count: 1,
      why: `The campus office must be able to tell what happened; they name you as "${pseudonym}", never by your name, address or USN.`,
    });
    expect(summary.body.kept).toContainEqual({
      what: 'Feedback you gave on events (rating and comment)', count: 0,
      why: 'Kept without your name, so the events\' ratings stay right: the club sees "A former participant".',
    });

    // In the language the person chose: the same lines and counts, in Kannada, the pseudonym too (its code as the log keeps it).
    expect((await client.put('/api/me/preferences', { language: 'kn' })).status).toBe(200);
    const kn = translatorFor('kn');
    const inKannada = (await client.get('/api/me/deletion')).body;
    const inKannadaPseudonym = kn('mail:people.deletedAccountCode', { code: pseudonym.slice('Deleted account '.length) });
    expect(inKannada.pseudonym).toBe(inKannadaPseudonym);
    expect(inKannada.deleted.map((line: { count: number }) => line.count)).toEqual(summary.body.deleted.map((line: { count: number }) => line.count));
    expect(inKannada.deleted).toContainEqual({ what: kn('mail:deletion.registrations'), count: 1 });
    expect(inKannada.kept).toContainEqual({ what: kn('mail:deletion.audit'), count: 1, why: kn('mail:deletion.auditWhy', { pseudonym: inKannadaPseudonym }) });
    expect(inKannada.kept).toContainEqual({ what: kn('mail:deletion.feedback'), count: 0, why: kn('mail:deletion.feedbackWhy', { former: kn('mail:people.formerParticipant') }) });
    expect(inKannada.kept.map((line: { why: string }) => line.why).join('\n')).toContain('"ಒಬ್ಬ ಮಾಜಿ ಪಾರ್ಟಿಸಿಪೆಂಟ್"');
    expect(JSON.stringify(inKannada)).not.toMatch(/Registrations|Audit log|Kept without|former participant|Deleted account/);

    expect((await client.delete('/api/me')).status).toBe(204);
    const entries = await t.ctx.db.selectFrom('audit_entries').selectAll().where('id', 'in', ['pseudo-by', 'pseudo-about']).orderBy('id').execute();
    expect(entries.map((e) => e.id)).toEqual(['pseudo-about', 'pseudo-by']);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Zara Quill');
    expect(text).not.toContain(s.input.usn);
    expect(text).not.toContain(s.input.email.toLowerCase());
    expect(entries.find((e) => e.id === 'pseudo-by')).toMatchObject({ actor_name: pseudonym, actor_id: null });
    expect(JSON.parse(entries.find((e) => e.id === 'pseudo-about')!.changes!)).toMatchObject({ name: pseudonym, usn: pseudonym, status: 'registered' });
    // The other person in the entry keeps their name.
    expect(entries.find((e) => e.id === 'pseudo-about')).toMatchObject({ actor_name: 'Org' });
  });
});

describe("index.html's column names", () => {
  it("say in English each column's own name made readable, as before they were translated", () => {
    const en = translatorFor('en');
    for (const [column, key] of Object.entries(COLUMN_LABELS)) expect(en(key), column).toBe(label(column));
  });
});
