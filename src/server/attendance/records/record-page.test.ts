import { createPublicKey, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAndMonth } from '../../../domain/event-when.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import { canonicalJson } from '../../../domain/shared-record.ts';
import { buildEvent, whenFromNow } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let s: { client: HttpClient; name: string };
let eventName: string;
const FOLLOWED = 'Followed Only Club';

/** A student checked in at one event (an hour and a half), following another club, with feedback given twice. */
beforeAll(async () => {
  t = await startTestApp();
  const club = t.client();
  await signUpOrganizer(club, { name: 'Record Club' });
  const followed = t.client();
  const followedId = (await signUpOrganizer(followed, { name: FOLLOWED })).user.id;
  const client = t.client();
  const signedUp = await signUpStudent(client);
  s = { client, name: signedUp.input.name };
  eventName = `Robot Night ${Date.now()}`;
  const event = (await club.post('/api/events', { ...buildEvent({ ...whenFromNow(120), name: eventName }), endTime: whenFromNow(210).time })).body;
  await registerAs(client, signedUp, event.id);
  await t.ctx.db.updateTable('registrations').set({ checked_in_at: new Date().toISOString() }).where('student_id', '=', signedUp.user.id).execute();
  expect((await client.put(`/api/organizers/${followedId}/follow`)).status).toBeLessThan(300);
  const other = (await club.post('/api/events', buildEvent(whenFromNow(300)))).body;
  for (const [n, eventId] of [[1, event.id], [2, other.id]] as const) {
    await t.ctx.db.insertInto('feedback').values({ id: `fb_${n}_${signedUp.user.id}`, event_id: eventId, student_id: signedUp.user.id, rating: 5, comments: 'Great', created_at: new Date().toISOString() }).execute();
  }
});
afterAll(async () => t?.close());

async function share(include: Record<string, boolean>) {
  const res = await s.client.post('/api/me/involvement/links', { include });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as string, path: new URL(res.body.url).pathname };
}

describe('the shared record page GET /records/:token', () => {
  it('shows the name, the chosen parts only, and "Verified by Quad", privately', async () => {
    const { path } = await share({ events: true });
    const page = await t.client().get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Not no-referrer: its Check a copy form would then post Origin: null, which the origin guard refuses.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).toContain(`<title>Involvement record of ${s.name} · Quad</title>`);
    expect(page.text).toContain('Verified by Quad');
    expect(page.text).toContain(eventName);
    expect(page.text).toContain('Record Club');
    // Days as people write them: '26 Nov 2026', never ISO.
    const eventDate = whenFromNow(120).date;
    expect(page.text).toContain(`<td class="d">${dayAndMonth(eventDate, true)}</td>`);
    expect(page.text).not.toContain(eventDate);
    expect(page.text).toMatch(/shared on \d{1,2} [A-Z][a-z]{2} \d{4}</);
    expect(page.headers.get('vary')).toContain('Accept-Language');
    expect(page.text).toContain('<html lang="en">');
    // A Kannada reader's page is Kannada: its words (the PDF's where they are the same) and its days.
    const inKannada = await t.client().get(path, { 'accept-language': 'kn' });
    const kn = translatorFor('kn');
    expect(inKannada.text).toContain('<html lang="kn">');
    expect(inKannada.text).toContain(`<title>${kn('mail:record.pageTitle', { name: s.name })} · Quad</title>`);
    expect(inKannada.text).toContain(`<h1>${kn('mail:pdf.title')}</h1>`);
    expect(inKannada.text).toContain(`<th scope="col">${kn('mail:record.colEvent')}</th>`);
    expect(inKannada.text).toContain(`<td class="d">${dayAndMonth(eventDate, true, 'kn')}</td>`);
    expect(inKannada.text).toContain(`<button type="submit">${kn('mail:record.checkCopy')}</button>`);
    for (const english of ['Verified by Quad', 'Involvement record', 'shared on', 'Check a copy', '>Event<']) expect(inKannada.text).not.toContain(english);
    // Left out: the feedback count, the clubs followed, the hours.
    expect(page.text).not.toContain('Feedback given');
    expect(page.text).not.toContain('Gave feedback');
    expect(page.text).not.toContain(FOLLOWED);
    expect(page.text).not.toContain('<td class="n">');
    expect(page.text).not.toContain('Hours by term');
    const all = await t.client().get((await share({ events: true, hours: true, clubs: true, roles: true, feedback: true })).path);
    expect(all.text).toContain('Gave feedback on 2 events.');
    expect(all.text).toContain(FOLLOWED);
    expect(all.text).toContain('<td class="n">1.5</td>');
  });

  it('keeps a withdrawn, unknown or malformed link to a plain 404 page, never a 500', async () => {
    for (const path of ['/records/nothing', `/records/${'A'.repeat(43)}`, `/records/${'A'.repeat(43)}.json`, '/records/%E2%82', '/records/a%2F..%2Fb']) {
      const res = await t.client().get(path);
      expect([400, 404], path).toContain(res.status);
      if (res.status === 404 && res.headers.get('content-type')?.includes('html')) expect(res.text).toContain(MSG.recordLinkWithdrawn);
    }
    // English as before; a Hindi visitor's page is Hindi, with its language said.
    const english = await t.client().get('/records/nothing');
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain('<title>Record not found · Quad</title>');
    expect(english.text).toContain('<a href="/">Go to Quad</a>');
    expect(english.headers.get('content-language')).toBeNull();
    expect(english.headers.get('vary')).toContain('Accept-Language');
    const hi = translatorFor('hi');
    const inHindi = await t.client().get('/records/nothing', { 'accept-language': 'hi' });
    expect(inHindi.status).toBe(404);
    expect(inHindi.headers.get('content-language')).toBe('hi');
    expect(inHindi.text).toContain('<html lang="hi">');
    expect(inHindi.text).toContain(`<h1>${hi('mail:record.notFoundTitle')}</h1>`);
    expect(inHindi.text).toContain(hi('msg:recordLinkWithdrawn'));
    expect(inHindi.text).toContain(`<a href="/">${hi('mail:record.goToQuad')}</a>`);
    for (const words of ['Record not found', MSG.recordLinkWithdrawn, 'Go to Quad']) expect(inHindi.text).not.toContain(words);
    expect((await t.client().get('/records/%00')).status).toBe(400);
    expect((await t.client().get(`/records/${'A'.repeat(600)}`)).status).toBe(404);
    const robots = await t.client().get('/robots.txt');
    expect(robots.text).toContain('Disallow: /records/');
  });
});

describe("the record's signature", () => {
  it('verifies offline with the published key, and fails for any changed byte', async () => {
    const { path } = await share({ events: true, hours: true, feedback: true });
    const signed = await t.client().get(`${path}.json`);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-disposition')).toMatch(/^attachment; filename="quad-record-[A-Za-z0-9]+\.json"$/);
    const { record, signature } = JSON.parse(signed.text);
    expect(record).toMatchObject({ version: 1, student: { name: s.name }, include: ['events', 'hours', 'feedback'], feedbackGiven: 2 });
    expect(record.clubs).toBeUndefined();
    const key = (await t.client().get('/api/records/public-key')).body;
    expect(key).toMatchObject({ algorithm: 'Ed25519', jwk: { kty: 'OKP', crv: 'Ed25519' } });
    const publicKey = createPublicKey(key.pem);
    expect(createPublicKey({ key: key.jwk, format: 'jwk' }).export({ format: 'pem', type: 'spki' })).toBe(key.pem);
    const canonical = Buffer.from(canonicalJson(record), 'utf8');
    const sig = Buffer.from(signature, 'base64url');
    expect(verify(null, canonical, publicKey, sig)).toBe(true);
    for (let i = 0; i < canonical.length; i++) {
      const changed = Buffer.from(canonical);
      changed[i] = changed[i]! ^ 0x01;
      expect(verify(null, changed, publicKey, sig), `byte ${i}`).toBe(false);
    }
  });

  it('POST /api/records/verify: valid for the copy as signed, false for a changed one, 400 for no copy', async () => {
    const { path } = await share({ events: true, feedback: true });
    const { record, signature } = JSON.parse((await t.client().get(`${path}.json`)).text);
    const check = (body: unknown) => t.client().post('/api/records/verify', body);
    expect((await check({ record, signature })).body).toEqual({ valid: true });
    // Key order and spacing are not the record: a re-saved copy still verifies.
    expect((await check({ record: Object.fromEntries(Object.entries(record).reverse()), signature })).body).toEqual({ valid: true });
    const changes = [
      { ...record, feedbackGiven: record.feedbackGiven + 1 },
      { ...record, student: { name: `${s.name}x` } },
      { ...record, include: [...record.include, 'clubs'], clubs: ['Made Up Club'] },
      { ...record, events: [] },
    ];
    for (const changed of changes) expect((await check({ record: changed, signature })).body).toEqual({ valid: false });
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11);
    expect((await check({ record, signature: flipped })).body).toEqual({ valid: false });
    expect((await check({ record, signature: 'short' })).body).toEqual({ valid: false });
    // Nested deeper than any spelling of it fits the stack: no record of ours, and never a 500.
    const deep = `{"record":{"deep":${'['.repeat(100_000)}1${']'.repeat(100_000)}},"signature":"${signature}"}`;
    const deepAnswer = await t.client().request('POST', '/api/records/verify', deep, { 'content-type': 'application/json' });
    expect(deepAnswer.status === 400 || deepAnswer.body.valid === false, deepAnswer.text.slice(0, 80)).toBe(true);
    for (const bad of [{}, { record }, { signature }, { record: 'text', signature }, { record, signature: 12 }, { record, signature: 'x'.repeat(300) }]) {
      expect((await check(bad)).status, JSON.stringify(bad).slice(0, 40)).toBe(400);
    }
    expect((await t.client().request('POST', '/api/records/verify', `{"record":{"a":"\\u0000"},"signature":"${signature}"}`, { 'content-type': 'application/json' })).status).toBe(400);
  });

  it('the page\'s "Check a copy" form says whether a pasted copy is genuine', async () => {
    const { path } = await share({ roles: true });
    const copy = (await t.client().get(`${path}.json`)).text;
    const form = (text: string) =>
      t.client().request('POST', '/records/check', new URLSearchParams({ copy: text }).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    const genuine = await form(copy);
    expect(genuine.status).toBe(200);
    expect(genuine.text).toContain('Genuine: this copy is exactly as Quad signed it.');
    expect(genuine.text).toContain('<html lang="en">');
    const changed = await form(copy.replace('"roles"', '"clubs"'));
    expect(changed.text).toContain('Not genuine');
    expect((await form('not json')).text).toContain('Not genuine');
  });

  it("says the check's answer in the visitor's language, or in the language of the page that asked", async () => {
    const { path } = await share({ roles: true });
    const copy = (await t.client().get(`${path}.json`)).text;
    const body = new URLSearchParams({ copy }).toString();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const kn = translatorFor('kn');
    const inKannada = await t.client().request('POST', '/records/check', body, { ...form, 'accept-language': 'kn-IN' });
    expect(inKannada.headers.get('content-language')).toBe('kn');
    expect(inKannada.text).toContain('<html lang="kn">');
    expect(inKannada.text).toContain(`<title>${kn('mail:record.checkCopy')} · Quad</title>`);
    expect(inKannada.text).toContain(kn('mail:record.genuine'));
    expect(inKannada.text).toContain(kn('mail:record.pasteWhole'));
    expect(inKannada.text).toContain('action="/records/check?lang=kn"');
    for (const english of ['Genuine', 'Check a copy', 'Paste the whole']) expect(inKannada.text).not.toContain(english);
    // The record page's form carries its language, so its answer comes in the same one.
    const page = await t.client().get(`${path}?lang=hi`);
    expect(page.text).toContain('action="/records/check?lang=hi"');
    const hi = translatorFor('hi');
    const changed = await t.client().request('POST', '/records/check?lang=hi', new URLSearchParams({ copy: copy.replace('"roles"', '"clubs"') }).toString(), form);
    expect(changed.text).toContain('<html lang="hi">');
    expect(changed.text).toContain(hi('mail:record.notGenuine'));
  });
});
