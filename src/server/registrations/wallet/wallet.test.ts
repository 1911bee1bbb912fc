import { createHash } from 'node:crypto';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { makePassCertificates, makeServiceAccount, unzip, verifyDetachedSignature, walletEnv, type TestPassCertificates } from '../../../../test/support/wallet.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';
import type { WalletTicketRow } from './queries.ts';
import { toWalletTicket } from './ticket.ts';

let t: TestApp;
let bare: TestApp;
let certs: TestPassCertificates;
let account: ReturnType<typeof makeServiceAccount>;
let catcher: MailCatcher;
beforeAll(async () => {
  certs = makePassCertificates();
  account = makeServiceAccount();
  catcher = await startMailCatcher();
  t = await startTestApp({ ...walletEnv(certs, account.json), CAMPUS_ACCENT: '#7b2d8e', CAMPUS_NAME: 'Test University', SMTP_URL: catcher.url });
  bare = await startTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await catcher?.close();
});

/** The answer as bytes: the client's text would mangle a zip. */
async function download(client: HttpClient, path: string) {
  const response = await fetch(new URL(path, client.baseUrl), { headers: { cookie: client.cookieHeader } });
  return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function registered(app: TestApp, eventOverrides: Record<string, unknown> = {}) {
  const club = app.client();
  await signUpOrganizer(club);
  const event = await createEventAs(club, { name: 'Robotics Night', venue: 'Hall B', date: '2030-03-14', time: '18:30', endTime: '20:00', ...eventOverrides });
  const client = app.client();
  const student = await signUpStudent(client);
  const registration = await registerAs(client, student, event.id);
  return { club, event, client, student, registration };
}

const passPath = (id: string) => `/api/registrations/${encodeURIComponent(id)}/wallet.pkpass`;
const googlePath = (id: string) => `/api/registrations/${encodeURIComponent(id)}/wallet/google`;

describe('Apple Wallet pass', () => {
  it('is a signed event ticket: every file in the manifest by its SHA-1, the signature a detached PKCS#7 of the manifest by the pass certificate', async () => {
    const { client, registration, event, club } = await registered(t);
    const res = await download(client, passPath(registration.id));
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/vnd.apple.pkpass');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const files = unzip(res.bytes);
    expect([...files.keys()].sort()).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'manifest.json', 'pass.json', 'signature']);

    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const signed = [...files.keys()].filter((f) => f !== 'manifest.json' && f !== 'signature').sort();
    expect(Object.keys(manifest).sort()).toEqual(signed);
    for (const name of signed) expect(manifest[name], name).toBe(createHash('sha1').update(files.get(name)!).digest('hex'));

    expect(verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!, certs.root)).toBe('Pass Type ID: pass.edu.quad.test');
    // Any change to the manifest breaks it.
    const tampered = Buffer.from(files.get('manifest.json')!.toString('utf8').replace('"pass.json"', '"pass.json" '));
    expect(() => verifyDetachedSignature(files.get('signature')!, tampered, certs.root)).toThrow(/digest/);
    // And a chain from another root does not verify.
    expect(() => verifyDetachedSignature(files.get('signature')!, files.get('manifest.json')!, makePassCertificates().root)).toThrow();

    const pass = JSON.parse(files.get('pass.json')!.toString('utf8'));
    const own = (await client.get('/api/me/registrations')).body.upcoming[0];
    expect(pass).toMatchObject({
      formatVersion: 1, passTypeIdentifier: 'pass.edu.quad.test', teamIdentifier: 'TEAM123456', serialNumber: registration.id,
      organizationName: 'Test University', backgroundColor: 'rgb(123, 45, 142)', foregroundColor: 'rgb(255, 255, 255)',
      barcodes: [{ message: own.ticketCode, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1' }],
    });
    expect(registration.ticketCode).toBe(own.ticketCode);
    const fields = Object.fromEntries(['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap((k) => pass.eventTicket[k] ?? []).map((f: { key: string; value: string }) => [f.key, f.value]));
    expect(fields).toMatchObject({ event: 'Robotics Night', venue: 'Hall B', club: event.organizer.name, starts: '2030-03-14T18:30:00Z', ends: '2030-03-14T20:00:00Z', code: own.ticketCode });
    expect(fields.changed).toBeUndefined();
    expect(pass.relevantDates).toEqual([{ startDate: '2030-03-14T18:30:00.000Z', endDate: '2030-03-14T20:00:00.000Z' }]);
    // Filed as expired once check-in has closed, a day after the start.
    expect(Date.parse(pass.expirationDate)).toBe(Date.parse('2030-03-15T18:30:00Z'));

    // The event changes: the pass downloaded again says so, and what changed.
    await new Promise((r) => setTimeout(r, 5));
    expect((await club.patch(`/api/events/${event.id}`, { venue: 'Main Auditorium', time: '19:00' })).status).toBe(200);
    const again = JSON.parse(unzip((await download(client, passPath(registration.id))).bytes).get('pass.json')!.toString('utf8'));
    const header = again.eventTicket.headerFields[0];
    expect(header).toMatchObject({ key: 'changed', label: 'EVENT CHANGED', changeMessage: 'The event changed: %@' });
    expect(Date.parse(header.value)).toBeGreaterThan(Date.now() - 60_000);
    expect(again.serialNumber).toBe(registration.id);
    const secondary = Object.fromEntries(again.eventTicket.secondaryFields.map((f: { key: string; value: string }) => [f.key, f.value]));
    expect(secondary).toEqual({ starts: '2030-03-14T19:00:00Z', venue: 'Main Auditorium' });
    const version = (p: { eventTicket: { backFields: { key: string; value: string }[] } }) => p.eventTicket.backFields.find((f) => f.key === 'version')?.value;
    expect(version(again)).not.toBe(version(pass));
  });

  it('401 signed out; 404 for anyone but its student, the organizer included, and for no such registration', async () => {
    const { club, registration } = await registered(t);
    expect((await download(t.client(), passPath(registration.id))).status).toBe(401);
    const other = t.client();
    await signUpStudent(other);
    for (const [who, client] of [['another student', other], ['the organizer', club]] as const) {
      const res = await client.get(passPath(registration.id));
      expect([who, res.status, res.body.error?.message]).toEqual([who, 404, MSG.registrationNotFound]);
    }
    expect((await other.get(passPath('nobody_1RV00XX000'))).status).toBe(404);
  });
});

describe('Save to Google Wallet', () => {
  it('a save link whose JWT, signed with the service account, carries the event ticket class and object with the QR value', async () => {
    const { client, registration, event } = await registered(t);
    const res = await client.get(googlePath(registration.id));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { saveUrl } = res.body as { saveUrl: string };
    expect(saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = saveUrl.slice('https://pay.google.com/gp/v/save/'.length);
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', kid: 'test-key-1' });
    const { payload } = await jwtVerify(jwt, account.publicKey, { issuer: 'wallet@quad-test.iam.gserviceaccount.com', audience: 'google' });
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: [t.ctx.config.publicUrl] });
    const body = payload.payload as { eventTicketClasses: Record<string, any>[]; eventTicketObjects: Record<string, any>[] };
    const [ticketClass] = body.eventTicketClasses;
    const [object] = body.eventTicketObjects;
    expect(ticketClass).toMatchObject({
      id: expect.stringMatching(/^3388000000012345678\.[\w.-]+$/), issuerName: 'Test University',
      eventName: { defaultValue: { value: 'Robotics Night' } }, venue: { name: { defaultValue: { value: 'Hall B' } } },
      dateTime: { start: '2030-03-14T18:30:00.000Z', end: '2030-03-14T20:00:00.000Z' }, hexBackgroundColor: '#7b2d8e',
    });
    expect(object).toMatchObject({
      id: expect.stringMatching(/^3388000000012345678\.[\w.-]+$/), classId: ticketClass!.id, state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: registration.ticketCode },
      textModulesData: [{ header: 'Club', body: event.organizer.name }],
      validTimeInterval: { end: { date: '2030-03-15T18:30:00.000Z' } },
    });
    // A tampered link does not verify.
    await expect(jwtVerify(`${jwt.slice(0, -4)}AAAA`, account.publicKey)).rejects.toThrow();
  });

  it('401 signed out; 404 for anyone but its student', async () => {
    const { club, registration } = await registered(t);
    expect((await t.client().get(googlePath(registration.id))).status).toBe(401);
    const res = await club.get(googlePath(registration.id));
    expect([res.status, res.body.error.message]).toEqual([404, MSG.registrationNotFound]);
  });
});

describe("the pass's words in the ticket holder's language", () => {
  const labels = (pass: { eventTicket: Record<string, { key: string; label: string }[]> }) =>
    Object.fromEntries(['headerFields', 'primaryFields', 'secondaryFields', 'auxiliaryFields', 'backFields'].flatMap((k) => pass.eventTicket[k] ?? []).map((f) => [f.key, f.label]));
  const applePass = async (client: HttpClient, id: string) => JSON.parse(unzip((await download(client, passPath(id))).bytes).get('pass.json')!.toString('utf8'));
  const googleObject = async (client: HttpClient, id: string) => {
    const { saveUrl } = (await client.get(googlePath(id))).body as { saveUrl: string };
    const { payload } = await jwtVerify(saveUrl.slice('https://pay.google.com/gp/v/save/'.length), account.publicKey);
    const body = payload.payload as { eventTicketClasses: Record<string, any>[]; eventTicketObjects: Record<string, any>[] };
    return { ticketClass: body.eventTicketClasses[0]!, object: body.eventTicketObjects[0]! };
  };

  it('English as before; Hindi on Apple Wallet and Kannada on Google Wallet once the holder chose them; the event as written', async () => {
    const { client, registration, club, event } = await registered(t);
    const english = await applePass(client, registration.id);
    expect(english.description).toBe('Ticket: Robotics Night');
    expect(labels(english)).toEqual({
      event: 'EVENT', starts: 'STARTS', venue: 'VENUE', club: 'CLUB', holder: 'TICKET HOLDER', ends: 'ENDS',
      code: 'Ticket code', page: 'Event page', version: 'Pass version',
    });
    const englishGoogle = await googleObject(client, registration.id);

    expect((await client.put('/api/me/preferences', { language: 'hi' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect((await club.patch(`/api/events/${event.id}`, { venue: 'Main Auditorium' })).status).toBe(200);
    const hindi = await applePass(client, registration.id);
    const hi = translatorFor('hi');
    expect(hindi.description).toBe(hi('mail:wallet.description', { event: 'Robotics Night' }));
    expect(labels(hindi)).toMatchObject({ changed: 'इवेंट बदला', event: 'इवेंट', starts: hi('mail:wallet.starts'), venue: 'जगह', club: 'क्लब', code: 'टिकट कोड', page: 'इवेंट पेज' });
    expect(hindi.eventTicket.secondaryFields[1]).toMatchObject({ value: 'Main Auditorium', changeMessage: 'नई जगह: %@' });
    expect(hindi.eventTicket.primaryFields[0].value).toBe('Robotics Night');

    expect((await client.put('/api/me/preferences', { language: 'kn' })).status).toBe(200);
    const kannada = await googleObject(client, registration.id);
    const kn = translatorFor('kn');
    expect(kannada.ticketClass.homepageUri.description).toBe('ಇವೆಂಟ್ ಪೇಜ್');
    expect(kannada.object.textModulesData[0]).toEqual({ id: 'club', header: 'ಕ್ಲಬ್', body: event.organizer.name });
    expect(kannada.object.textModulesData[1]).toMatchObject({ id: 'changed', header: kn('mail:wallet.eventChangedHeader') });
    expect(kannada.object.textModulesData[1].body).toMatch(/^ವಿವರಗಳನ್ನು \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC ಕ್ಕೆ/);
    // Another language is another pass: Google keeps a saved one as it was first saved.
    expect(kannada.object.id).not.toBe(englishGoogle.object.id);
  });
});

describe('registrations without a confirmed seat', () => {
  it('409 for waitlisted, pending and declined registrations, from both wallets', async () => {
    const full = await registered(t, { capacity: 1 });
    const waitlisted = t.client();
    const waiting = await registerAs(waitlisted, await signUpStudent(waitlisted), full.event.id);
    expect(waiting.status).toBe('waitlisted');

    const approval = await registered(t, { approval: true });
    expect(approval.registration.status).toBe('pending');
    const declinedClient = t.client();
    const declined = await registerAs(declinedClient, (await signUpStudent(declinedClient)) as SignedUp<StudentSignup>, approval.event.id);
    expect((await approval.club.post(`/api/registrations/${declined.id}/decline`, {})).status).toBe(200);

    for (const [status, client, id] of [['waitlisted', waitlisted, waiting.id], ['pending', approval.client, approval.registration.id], ['declined', declinedClient, declined.id]] as const) {
      for (const path of [passPath(id), googlePath(id)]) {
        const res = await client.get(path);
        expect([status, path, res.status, res.body.error?.message, res.body.error?.code]).toEqual([status, path, 409, MSG.walletNoTicket, 'NO_TICKET_YET']);
      }
    }
  });
});

describe('a campus without wallets', () => {
  it('404 from both endpoints, and /api/config says neither is there', async () => {
    const { client, registration } = await registered(bare);
    for (const path of [passPath(registration.id), googlePath(registration.id)]) {
      const res = await client.get(path);
      expect([path, res.status, res.body.error.message]).toEqual([path, 404, MSG.walletNotConfigured]);
    }
    expect((await bare.client().get(passPath(registration.id))).status).toBe(401);
    expect((await bare.client().get('/api/config')).body.wallet).toEqual({ apple: false, google: false });
    expect((await t.client().get('/api/config')).body.wallet).toEqual({ apple: true, google: true });
  });
});

describe('the ticket mail', () => {
  it('has the wallets’ buttons, opening the ticket in Quad, only where they are set up', async () => {
    const { student, registration } = await registered(t);
    const mail = await catcher.waitFor(student.input.email, /registered: Robotics Night/);
    const ticketPage = `${t.ctx.config.publicUrl}/tickets/${encodeURIComponent(registration.id)}`;
    expect(mail.text).toContain(`Add to Apple Wallet or Save to Google Wallet: ${ticketPage}`);
    expect(mail.html).toMatch(new RegExp(`href="${ticketPage}"[^>]*>Add to Apple Wallet</a>`));
    expect(mail.html).toMatch(/>Save to Google Wallet<\/a>/);
    // The link carries no secret: the ticket code is not in it.
    expect(ticketPage).not.toContain(registration.ticketCode);

    const plain = await registered(bare);
    const without = await catcher.waitFor(plain.student.input.email, /registered: Robotics Night/);
    expect(without.text).toContain(plain.registration.ticketCode);
    expect(without.text).not.toMatch(/Wallet/);
    expect(without.html).not.toMatch(/Wallet/);
  });
});

describe("a pass's fallbacks in the ticket holder's language", () => {
  const row = {
    id: 'e1_1RV22CS001', student_id: 's1', status: 'registered', ticket_code: 'code', holder_name: 'Asha Rao', usn: '1RV22CS001', created_at: '2030-01-01T00:00:00.000Z',
    event_id: 'e1', organizer_id: 'o1', event_name: '', venue: ' ', date: '2030-03-14', time: '18:30', end_time: null, starts_at: '2030-03-14T13:00:00.000Z', event_updated_at: '2030-01-01T00:00:00.000Z',
    club_name: 'Chess Club', holder_language: 'hi',
  } as unknown as WalletTicketRow;
  const config = { campusTimeZone: 'Asia/Kolkata', publicUrl: 'https://quad.test', campusName: 'Test University', campusAccent: '#7b2d8e', defaultLanguage: 'en' as const };

  it("SPEC.md's words for a missing name and venue, in Hindi for a Hindi holder and in English as before", () => {
    const hi = toWalletTicket(row, config);
    expect([hi.eventName, hi.venue]).toEqual([translatorFor('hi')('ui:fallback.name'), translatorFor('hi')('ui:fallback.venue')]);
    const en = toWalletTicket({ ...row, holder_language: null }, config);
    expect([en.eventName, en.venue]).toEqual(['Untitled Event', 'Unknown Venue']);
  });
});
