import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { buildEvent } from '../../../../test/support/factories.ts';

// What officers do for a club, and how a handover ends the club account's own sign-in.
let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

async function clubWith(role: 'manager' | 'door') {
  const club = t.client();
  const signup = await signUpOrganizer(club);
  const officer = t.client();
  const person = await signUpStudent(officer);
  await joinTeam(t.ctx, club, signup.user.id, officer, person.input.email, role);
  return { club, clubId: signup.user.id, clubInput: signup.input, officer };
}

async function upload(client: HttpClient) {
  const bytes = await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 40, g: 90, b: 200 } } }).png().toBuffer();
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'poster.png');
  const res = await client.post('/api/images', data);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('an officer creating events for the club', () => {
  it('names the club: without organizerId 400, for a club they do not manage 403, door staff 403', async () => {
    const { clubId, officer } = await clubWith('manager');
    const other = t.client();
    const otherId = (await signUpOrganizer(other)).user.id;
    const unnamed = await officer.post('/api/events', buildEvent());
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.fields.organizerId).toBe(MSG.chooseClubForEvent);
    const elsewhere = await officer.post('/api/events', { ...buildEvent(), organizerId: otherId });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error.message).toBe(MSG.notAllowedForClub);
    const door = await clubWith('door');
    expect((await door.officer.post('/api/events', { ...buildEvent(), organizerId: door.clubId })).status).toBe(403);
    const created = await officer.post('/api/events', { ...buildEvent(), organizerId: clubId });
    expect(created.status).toBe(201);
    expect(created.body.organizer.id).toBe(clubId);
  });

  it('uses the picture the officer uploaded; another club cannot', async () => {
    const { clubId, officer } = await clubWith('manager');
    const imageId = await upload(officer);
    const res = await officer.post('/api/events', { ...buildEvent(), organizerId: clubId, imageId });
    expect(res.status).toBe(201);
    expect(res.body.imageUrl).toBe(`/images/${imageId}`);
    const stranger = t.client();
    await signUpOrganizer(stranger);
    expect((await stranger.post('/api/events', { ...buildEvent(), imageId })).status).toBe(400);
  });
});

describe('a handover', () => {
  it('refuses every later sign-in as the club: an e-mail sign-in link no longer makes a session', async () => {
    const { club, clubId, clubInput, officer } = await clubWith('manager');
    const person = (await officer.get('/api/me')).body.user.id as string;
    expect((await club.post(`/api/organizers/${clubId}/owner`, { userId: person })).status).toBe(200);

    expect((await t.client().post('/api/auth/sign-in/magic-link', { email: clubInput.email, callbackURL: '/' })).status).toBe(200);
    const mail = await catcher.waitFor(clubInput.email, /Your Quad sign-in link/);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\S*/.exec(mail.text ?? '')![0]);
    const browser = t.client();
    await browser.get(`${link.pathname}${link.search}`);
    expect((await browser.get('/api/me')).status).toBe(401);
    const sessions = await t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', clubId).execute();
    expect(sessions).toEqual([]);
  });
});
