import { readFileSync } from 'node:fs';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { attendingStudent, soonEvent } from '../../../../test/support/attendance.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { statusBit } from './status-list.ts';

/** 1EdTech's JSON schema of the Open Badges 3.0 AchievementCredential, kept as published. */
const schema = JSON.parse(readFileSync(new URL('../../../../test/fixtures/ob3-achievementcredential.schema.json', import.meta.url), 'utf8'));
const ajv = new Ajv2019({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2019) => void)(ajv);
const validateOb3 = ajv.compile(schema);

const DID = 'did:web:127.0.0.1%3A3000';
let t: TestApp;
let club: HttpClient;
let clubId: string;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@badges.test', CAMPUS_NAME: 'Badge University', CONTACT_EMAIL: 'office@badges.test' });
  club = t.client();
  clubId = (await signUpOrganizer(club, { name: 'Badge Club' })).user.id;
  admin = t.client();
  await markEmailVerified(t.ctx, (await signUpStudent(admin, { email: 'office@badges.test' })).user.id);
});
afterAll(async () => t?.close());

async function jwks() {
  const res = await fetch(`${t.baseUrl}/.well-known/jwks.json`);
  expect(res.status).toBe(200);
  return (await res.json()) as { keys: { kid: string; kty: string; crv: string; x: string }[] };
}

async function statusOf(credential: { credentialStatus: { statusListCredential: string; statusListIndex: string } }) {
  const path = new URL(credential.credentialStatus.statusListCredential).pathname;
  const res = await fetch(`${t.baseUrl}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/vc+jwt');
  const { payload } = await jwtVerify(await res.text(), createLocalJWKSet(await jwks()), { issuer: DID });
  const subject = payload.credentialSubject as { type: string; statusPurpose: string; encodedList: string };
  expect([subject.type, subject.statusPurpose]).toEqual(['BitstringStatusList', 'revocation']);
  return statusBit(subject.encodedList, Number(credential.credentialStatus.statusListIndex));
}

async function eventCredentialOf(student: HttpClient, eventId: string) {
  const list = await student.get('/api/me/credentials');
  expect(list.status, list.text).toBe(200);
  const summary = list.body.credentials.find((c: { eventId: string | null }) => c.eventId === eventId);
  expect(summary).toBeTruthy();
  const one = await student.get(`/api/me/credentials/${summary.id}`);
  expect(one.status).toBe(200);
  return { summary, ...(one.body as { credential: Record<string, any>; jwt: string }) };
}

describe('Open Badges 3.0 credentials', () => {
  it('an attended event earns a credential that jose verifies against the JWKS and the OB 3.0 schema accepts', async () => {
    const lead = (await admin.post('/api/admin/outcomes', { name: 'Leadership', description: 'Leads a group' })).body;
    const e = await soonEvent(club, { outcomes: [lead.id], endTime: '23:59' });
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const { summary, credential, jwt } = await eventCredentialOf(s.client, e.id);
    expect(summary).toMatchObject({ kind: 'event', name: e.name, withReflection: false, revoked: false });

    const header = decodeProtectedHeader(jwt);
    expect([header.alg, header.kid]).toEqual(['EdDSA', (await jwks()).keys[0]!.kid]);
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(await jwks()), { issuer: DID, algorithms: ['EdDSA'] });
    expect(payload.jti).toBe(credential.id);
    const { iss: _iss, jti: _jti, nbf: _nbf, ...decoded } = payload;
    expect(decoded).toEqual(credential);
    expect(validateOb3(decoded), JSON.stringify(validateOb3.errors)).toBe(true);

    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toEqual({ id: DID, type: ['Profile'], name: 'Badge University', url: 'http://127.0.0.1:3000', email: 'office@badges.test' });
    const subject = credential.credentialSubject;
    expect(subject.achievement).toMatchObject({ name: e.name, achievementType: 'CoCurricular', creator: { name: 'Badge Club' } });
    expect(subject.achievement.alignment).toEqual([expect.objectContaining({ type: ['Alignment'], targetName: 'Leadership', targetDescription: 'Leads a group' })]);
    expect(typeof subject.creditsEarned).toBe('number');
    // The address only hashed with a salt: it can be checked, not read.
    const id = subject.identifier[0];
    expect(JSON.stringify(credential)).not.toContain(s.signedUp.input.email);
    const { createHash } = await import('node:crypto');
    expect(id.identityHash).toBe(`sha256$${createHash('sha256').update(s.signedUp.input.email.toLowerCase() + id.salt).digest('hex')}`);
    expect(credential.evidence).toBeUndefined();
    // Asked again: the same credential, signed to the same JWT.
    expect((await s.client.get(`/api/me/credentials/${summary.id}`)).body.jwt).toBe(jwt);
    expect(await statusOf(credential as never)).toBe(false);
  });

  it('a reflection appears on the credential only once the club approves it', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const reflection = (await s.client.put(`/api/events/${e.id}/reflection`, { text: 'I learnt to run a help desk.' })).body;
    const pending = await eventCredentialOf(s.client, e.id);
    expect(pending.credential.evidence).toBeUndefined();
    expect(JSON.stringify(pending.credential)).not.toContain('help desk');

    await club.post(`/api/reflections/${reflection.id}/approve`);
    const approved = await eventCredentialOf(s.client, e.id);
    expect(approved.summary.withReflection).toBe(true);
    expect(approved.credential.evidence).toEqual([expect.objectContaining({ type: ['Evidence'], narrative: 'I learnt to run a help desk.' })]);
    expect(validateOb3(approved.credential)).toBe(true);

    // Withdrawn: that credential is revoked; the one without the reflection stands.
    expect((await s.client.delete(`/api/events/${e.id}/reflection`)).status).toBe(204);
    expect(await statusOf(approved.credential as never)).toBe(true);
    const verdict = await t.client().post('/api/credentials/verify', { jwt: approved.jwt });
    expect(verdict.body).toMatchObject({ valid: true, revoked: true });
    expect(await statusOf(pending.credential as never)).toBe(false);
    expect((await eventCredentialOf(s.client, e.id)).summary.id).toBe(pending.summary.id);
  });

  it('an undone check-in or a deleted event revokes the credential: the status list and verify say so', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const { credential, jwt } = await eventCredentialOf(s.client, e.id);
    const before = await t.client().post('/api/credentials/verify', { jwt });
    expect(before.body).toEqual({
      valid: true, revoked: false,
      issuer: { id: DID, name: 'Badge University', url: 'http://127.0.0.1:3000' },
      achievement: { id: credential.credentialSubject.achievement.id, name: e.name, description: expect.any(String) },
    });
    const undone = await club.delete(`/api/registrations/${s.registrationId}/check-in`);
    expect(undone.status, undone.text).toBe(200);
    expect(await statusOf(credential as never)).toBe(true);
    expect((await t.client().post('/api/credentials/verify', { jwt })).body).toMatchObject({ valid: true, revoked: true });
    expect((await s.client.get('/api/me/credentials')).body.credentials.some((c: { eventId: string }) => c.eventId === e.id)).toBe(false);
    const again = await club.delete(`/api/registrations/${s.registrationId}/check-in`);
    expect([again.status, again.body.error.message]).toEqual([409, MSG.notCheckedIn]);
    expect((await t.client().delete(`/api/registrations/${s.registrationId}/check-in`)).status).toBe(401);
    expect((await s.client.delete(`/api/registrations/${s.registrationId}/check-in`)).status).toBe(403);

    const e2 = await soonEvent(club);
    const s2 = await attendingStudent(t.ctx, club, t.client(), e2.id);
    const second = await eventCredentialOf(s2.client, e2.id);
    expect((await club.delete(`/api/events/${e2.id}`)).status).toBe(204);
    expect(await statusOf(second.credential as never)).toBe(true);
  });

  it('a club role held a term earns a credential; a shorter one does not yet', async () => {
    const member = t.client();
    const m = await signUpStudent(member);
    await joinTeam(t.ctx, club, clubId, member, m.input.email, 'manager');
    expect((await member.get('/api/me/credentials')).body.credentials).toEqual([]);
    await t.ctx.db.updateTable('club_members').set({ created_at: new Date(Date.now() - 200 * 86_400_000).toISOString() }).where('user_id', '=', m.user.id).execute();
    const list = (await member.get('/api/me/credentials')).body.credentials;
    expect(list).toEqual([expect.objectContaining({ kind: 'role', name: 'Manager, Badge Club', eventId: null })]);
    const { credential, jwt } = (await member.get(`/api/me/credentials/${list[0].id}`)).body;
    expect(validateOb3(credential), JSON.stringify(validateOb3.errors)).toBe(true);
    expect(credential.credentialSubject).toMatchObject({ role: 'Manager', achievement: { achievementType: 'Membership' } });
    await jwtVerify(jwt, createLocalJWKSet(await jwks()));
  });

  it('bundles every credential as a signed CLR 2.0 ClrCredential; downloads are files', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const { jwt: single } = await eventCredentialOf(s.client, e.id);
    const clr = await s.client.get('/api/me/credentials/clr');
    expect(clr.status).toBe(200);
    const { payload } = await jwtVerify(clr.body.jwt, createLocalJWKSet(await jwks()), { issuer: DID });
    expect(payload.type).toEqual(['VerifiableCredential', 'ClrCredential']);
    const subject = payload.credentialSubject as { type: string[]; verifiableCredential: { id: string; type: string }[] };
    expect(subject.type).toEqual(['ClrSubject']);
    expect(subject.verifiableCredential).toEqual([{ '@context': 'https://www.w3.org/ns/credentials/v2', id: `data:application/vc+jwt,${single}`, type: 'EnvelopedVerifiableCredential' }]);

    const id = (await s.client.get('/api/me/credentials')).body.credentials[0].id;
    const file = await s.client.get(`/api/me/credentials/${id}/download`);
    expect([file.status, file.headers.get('content-type'), file.headers.get('content-disposition')]).toEqual([200, 'application/vc+jwt', `attachment; filename="quad-credential-${id}.jwt"`]);
    expect(file.text).toBe(single);
    const all = await s.client.get('/api/me/credentials/clr/download');
    expect([all.status, all.headers.get('content-disposition')]).toEqual([200, 'attachment; filename="quad-record.clr.jwt"']);
  });

  it('401 signed out, 403 for a club, 404 for another student’s credential', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const { summary } = await eventCredentialOf(s.client, e.id);
    for (const path of ['/api/me/credentials', `/api/me/credentials/${summary.id}`, '/api/me/credentials/clr', `/api/me/credentials/${summary.id}/download`]) {
      expect((await t.client().get(path)).status, path).toBe(401);
      const byClub = await club.get(path);
      expect([byClub.status, byClub.body.error.message]).toEqual([403, MSG.onlyStudentsInvolvement]);
    }
    const other = t.client();
    await signUpStudent(other);
    const res = await other.get(`/api/me/credentials/${summary.id}`);
    expect([res.status, res.body.error.message]).toEqual([404, MSG.credentialNotFound]);
  });
});

describe('the shared record', () => {
  it('offers the student’s credentials with the events they shared, each a file that verifies', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const { summary, jwt } = await eventCredentialOf(s.client, e.id);
    const link = await s.client.post('/api/me/involvement/links', { include: { events: true, hours: false, clubs: false, roles: false, feedback: false } });
    expect(link.status, link.text).toBe(201);
    const path = new URL(link.body.url).pathname;
    const page = await t.client().get(path);
    expect(page.text).toContain(`${path}/credentials/${summary.id}`);
    expect(page.text).toContain('href="/credentials/check"');
    const file = await t.client().get(`${path}/credentials/${summary.id}`);
    expect([file.status, file.text]).toEqual([200, jwt]);
    expect((await t.client().get(`${path}/credentials/nope`)).status).toBe(404);
    const without = await s.client.post('/api/me/involvement/links', { include: { events: false, hours: true, clubs: false, roles: false, feedback: false } });
    const other = new URL(without.body.url).pathname;
    expect((await t.client().get(other)).text).not.toContain('/credentials/');
    expect((await t.client().get(`${other}/credentials/${summary.id}`)).status).toBe(404);
  });
});

describe('POST /api/credentials/verify', () => {
  it('says a forged, altered or foreign JWT is not valid, and 400s a missing one', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const { jwt } = await eventCredentialOf(s.client, e.id);
    const [h, p, sig] = jwt.split('.');
    const altered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), name: 'Forged' })).toString('base64url')}.${sig}`;
    for (const bad of [altered, 'not a jwt', `${h}.${p}.AAAA`, 'a.b.c']) {
      const res = await t.client().post('/api/credentials/verify', { jwt: bad });
      expect([res.status, res.body]).toEqual([200, { valid: false, revoked: false, issuer: null, achievement: null }]);
    }
    for (const body of [{}, { jwt: '' }, { jwt: 12 }, { jwt: 'x'.repeat(200_001) }]) {
      const res = await t.client().post('/api/credentials/verify', body);
      expect(res.status).toBe(400);
    }
  });
});

describe('issuer documents', () => {
  it('publishes the JWKS, the did:web document and 404s an unknown status list', async () => {
    const keys = (await jwks()).keys;
    expect(keys).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: expect.stringMatching(/^did:web:127\.0\.0\.1%3A3000#/), alg: 'EdDSA', use: 'sig' }]);
    const did = await (await fetch(`${t.baseUrl}/.well-known/did.json`)).json();
    expect(did.id).toBe(DID);
    expect(did.assertionMethod).toEqual([keys[0]!.kid]);
    expect(did.verificationMethod[0].publicKeyJwk.x).toBe(keys[0]!.x);
    for (const list of ['0', '999', 'abc']) expect((await fetch(`${t.baseUrl}/credentials/status/${list}`)).status).toBe(404);
  });
});
