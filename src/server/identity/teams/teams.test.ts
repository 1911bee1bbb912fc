import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { handOverBeforeDeleting } from '../../../domain/messages.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { invitationToken, joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url, ADMIN_EMAILS: 'office@teams.test' });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

async function club() {
  const client = t.client();
  const { user, input } = await signUpOrganizer(client);
  return { client, id: user.id, input };
}
async function student(email?: string) {
  const client = t.client();
  const signup = await signUpStudent(client, email ? { email } : {});
  return { client, ...signup };
}

describe('inviting to a club’s team', () => {
  it('mails the invitation over SMTP; the invited student accepts and serves the club', async () => {
    const c = await club();
    const asha = await student();
    const res = await c.client.post(`/api/organizers/${c.id}/members`, { email: ` ${asha.input.email.toUpperCase()} `, role: 'manager' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), email: asha.input.email, role: 'manager', createdAt: expect.any(String), expiresAt: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/token|invitations\//);

    const mail = await catcher.waitFor(asha.input.email, /^Join /);
    expect(mail.subject).toBe(`Join ${c.input.name} on Quad`);
    const link = /http:\/\/127\.0\.0\.1:3000\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const token = link![1]!;

    const preview = await t.client().get(`/api/invitations/${token}`);
    expect(preview.body).toEqual({ organizerId: c.id, name: c.input.name, role: 'manager', email: asha.input.email });
    expect((await t.client().post(`/api/invitations/${token}/accept`)).status).toBe(401);

    const accepted = await asha.client.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ organizerId: c.id, name: c.input.name, role: 'manager' });
    expect((await asha.client.get('/api/me')).body.user.memberships).toEqual([{ organizerId: c.id, name: c.input.name, role: 'manager' }]);
    // The link works once.
    const again = await asha.client.post(`/api/invitations/${token}/accept`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(MSG.invitationInvalid);

    const team = await c.client.get(`/api/organizers/${c.id}/members`);
    expect(team.body).toEqual({
      clubSignIn: true,
      members: [{ userId: asha.user.id, name: asha.input.name, email: asha.input.email, role: 'manager', since: expect.any(String) }],
      invitations: [],
    });
  });

  it('answers 401, 403 (not the owner: students, managers, other clubs), 404, 400 and 409 as API.md says', async () => {
    const c = await club();
    const other = await club();
    const manager = await student();
    await joinTeam(t.ctx, c.client, c.id, manager.client, manager.input.email, 'manager');
    const path = `/api/organizers/${c.id}/members`;
    expect((await t.client().post(path, { email: 'x@y.test', role: 'door' })).status).toBe(401);
    expect((await t.client().get(path)).status).toBe(401);
    for (const who of [manager.client, other.client, (await student()).client]) {
      const res = await who.post(path, { email: 'x@y.test', role: 'door' });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MSG.onlyOwnerKeepsTeam);
      expect((await who.get(path)).status).toBe(403);
    }
    expect((await c.client.post('/api/organizers/nope/members', { email: 'x@y.test', role: 'door' })).status).toBe(404);
    for (const [body, field, message] of [
      [{ role: 'door' }, 'email', MSG.fillAllFields],
      [{ email: 'not-an-address', role: 'door' }, 'email', MSG.invalidEmail],
      [{ email: 'x@y.test', role: 'owner' }, 'role', MSG.teamRoleInvalid],
      [{ email: 'x@y.test' }, 'role', MSG.teamRoleInvalid],
      [{ email: 'x\u0000@y.test', role: 'door' }, undefined, undefined],
    ] as const) {
      const res = await c.client.post(path, body);
      expect(res.status).toBe(400);
      if (field) expect(res.body.error.fields[field]).toBe(message);
    }
    const dup = await c.client.post(path, { email: manager.input.email, role: 'door' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe(MSG.alreadyOnTeam);
    const itself = await c.client.post(path, { email: c.input.email, role: 'manager' });
    expect(itself.status).toBe(409);
    expect(itself.body.error.message).toBe(MSG.clubCannotJoinItself);
    expect((await c.client.get(path)).body.invitations).toEqual([]);
  });

  it('replaces an open invitation sent again (the old link stops working); the owner withdraws one', async () => {
    const c = await club();
    await c.client.post(`/api/organizers/${c.id}/members`, { email: 'late@clubs.test', role: 'door' });
    const first = await invitationToken(t.ctx, 'late@clubs.test');
    await c.client.post(`/api/organizers/${c.id}/members`, { email: 'late@clubs.test', role: 'manager' });
    const second = await invitationToken(t.ctx, 'late@clubs.test');
    expect(second).not.toBe(first);
    expect((await t.client().get(`/api/invitations/${first}`)).status).toBe(404);
    expect((await t.client().get(`/api/invitations/${second}`)).body.role).toBe('manager');
    const { invitations } = (await c.client.get(`/api/organizers/${c.id}/members`)).body;
    expect(invitations).toHaveLength(1);
    expect((await (await student()).client.delete(`/api/organizers/${c.id}/invitations/${invitations[0].id}`)).status).toBe(403);
    expect((await c.client.delete(`/api/organizers/${c.id}/invitations/${invitations[0].id}`)).status).toBe(204);
    expect((await t.client().get(`/api/invitations/${second}`)).status).toBe(404);
    expect((await c.client.delete(`/api/organizers/${c.id}/invitations/${invitations[0].id}`)).status).toBe(404);
  });

  it('refuses malformed, unknown and expired links with 404, never 500; the club cannot join itself', async () => {
    const c = await club();
    const s = await student();
    for (const token of ['x', 'A'.repeat(43), 'a'.repeat(400)]) {
      expect((await s.client.post(`/api/invitations/${token}/accept`)).status).toBe(404);
    }
    expect((await s.client.post('/api/invitations/%00/accept')).status).toBe(400);
    await c.client.post(`/api/organizers/${c.id}/members`, { email: 'expired@clubs.test', role: 'door' });
    const token = await invitationToken(t.ctx, 'expired@clubs.test');
    await t.ctx.db.updateTable('club_invitations').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('email', '=', 'expired@clubs.test').execute();
    expect((await s.client.post(`/api/invitations/${token}/accept`)).status).toBe(404);

    await c.client.post(`/api/organizers/${c.id}/members`, { email: 'self@clubs.test', role: 'door' });
    const own = await c.client.post(`/api/invitations/${await invitationToken(t.ctx, 'self@clubs.test')}/accept`);
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe(MSG.clubCannotJoinItself);
  });

  it('lets the owner remove a member and a member leave; the owner in person cannot leave', async () => {
    const c = await club();
    const [a, b] = [await student(), await student()];
    await joinTeam(t.ctx, c.client, c.id, a.client, a.input.email, 'manager');
    await joinTeam(t.ctx, c.client, c.id, b.client, b.input.email, 'door');
    expect((await b.client.delete(`/api/organizers/${c.id}/members/${a.user.id}`)).status).toBe(403);
    expect((await t.client().delete(`/api/organizers/${c.id}/members/${a.user.id}`)).status).toBe(401);
    expect((await c.client.delete(`/api/organizers/${c.id}/members/${a.user.id}`)).status).toBe(204);
    expect((await a.client.get('/api/me')).body.user.memberships).toEqual([]);
    expect((await c.client.delete(`/api/organizers/${c.id}/members/${a.user.id}`)).status).toBe(404);
    expect((await b.client.delete(`/api/organizers/${c.id}/members/${b.user.id}`)).status).toBe(204);
    expect((await c.client.get(`/api/organizers/${c.id}/members`)).body.members).toEqual([]);
  });
});

describe('handing a club over', () => {
  it('moves the club’s sign-in to a manager: the club account is signed out for good; the new owner keeps the team', async () => {
    const c = await club();
    const [next, door] = [await student(), await student()];
    await joinTeam(t.ctx, c.client, c.id, next.client, next.input.email, 'manager');
    await joinTeam(t.ctx, c.client, c.id, door.client, door.input.email, 'door');

    const toDoor = await c.client.post(`/api/organizers/${c.id}/owner`, { userId: door.user.id });
    expect(toDoor.status).toBe(409);
    expect(toDoor.body.error.message).toBe(MSG.handoverToManagerOnly);
    expect((await c.client.post(`/api/organizers/${c.id}/owner`, {})).status).toBe(400);
    expect((await next.client.post(`/api/organizers/${c.id}/owner`, { userId: next.user.id })).status).toBe(403);

    const res = await c.client.post(`/api/organizers/${c.id}/owner`, { userId: next.user.id });
    expect(res.status).toBe(200);
    expect(res.body.clubSignIn).toBe(false);
    expect(res.body.members.find((m: { userId: string }) => m.userId === next.user.id).role).toBe('owner');

    // The club account's session ended with the handover, and its password no longer signs in.
    expect((await c.client.get('/api/me')).status).toBe(401);
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: c.input.email, password: c.input.password });
    expect(signIn.status).not.toBe(200);
    expect((await t.client().post('/api/auth/sign-in/email', { email: c.input.email, password: c.input.password })).headers.get('set-cookie') ?? '').not.toMatch(/session_token=[^;]+;/);

    // The new owner runs everything the club account did, from their own account.
    expect((await next.client.get(`/api/organizers/${c.id}/members`)).status).toBe(200);
    expect((await next.client.patch(`/api/organizers/${c.id}`, { name: 'Robotics Club 2027', field: 'Robots', phone: '9876543210' })).status).toBe(200);
    expect((await next.client.get('/api/me')).body.user.memberships).toEqual([{ organizerId: c.id, name: 'Robotics Club 2027', role: 'owner' }]);
    const owned = await next.client.delete(`/api/organizers/${c.id}/members/${next.user.id}`);
    expect(owned.status).toBe(409);
    expect(owned.body.error.message).toBe(MSG.ownerCannotLeave);
    const event = await createEventAs(next.client, { name: 'Handover Hack Night', organizerId: c.id });
    expect(event.organizer.id).toBe(c.id);
  });

  it('given by an owner in person, they stay on as a manager', async () => {
    const c = await club();
    const [first, second] = [await student(), await student()];
    await joinTeam(t.ctx, c.client, c.id, first.client, first.input.email, 'manager');
    await joinTeam(t.ctx, c.client, c.id, second.client, second.input.email, 'manager');
    await c.client.post(`/api/organizers/${c.id}/owner`, { userId: first.user.id });
    expect((await first.client.post(`/api/organizers/${c.id}/owner`, { userId: second.user.id })).status).toBe(200);
    expect((await first.client.get('/api/me')).body.user.memberships[0].role).toBe('manager');
    expect((await second.client.get('/api/me')).body.user.memberships[0].role).toBe('owner');
  });
});

/** A club handed over to a person: the club account signs in no more, the person owns it. */
async function handedOverClub() {
  const c = await club();
  const owner = await student();
  await joinTeam(t.ctx, c.client, c.id, owner.client, owner.input.email, 'manager');
  expect((await c.client.post(`/api/organizers/${c.id}/owner`, { userId: owner.user.id })).status).toBe(200);
  return { ...c, owner };
}

let offices = 0;
async function office() {
  const client = t.client();
  // ADMIN_EMAILS names one address: each test's office is that account, signed in afresh.
  const email = 'office@teams.test';
  if (offices++ === 0) {
    const { user } = await signUpStudent(client, { email });
    await markEmailVerified(t.ctx, user.id);
  } else {
    expect((await client.post('/api/auth/sign-in/email', { email, password: 'correct-horse-1' })).status).toBe(200);
  }
  return client;
}

describe('deleting the account of a club’s only owner', () => {
  it('is refused with 409 naming the club until it is handed over; then the account goes', async () => {
    const c = await handedOverClub();
    const refused = await c.owner.client.delete('/api/me');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(handOverBeforeDeleting(c.input.name));
    expect((await c.owner.client.get('/api/me')).status).toBe(200);

    // Handed on to another manager, the former owner stays a manager and may leave for good.
    const next = await student();
    await joinTeam(t.ctx, c.owner.client, c.id, next.client, next.input.email, 'manager');
    expect((await c.owner.client.post(`/api/organizers/${c.id}/owner`, { userId: next.user.id })).status).toBe(200);
    expect((await c.owner.client.delete('/api/me')).status).toBe(204);
    expect((await next.client.get(`/api/organizers/${c.id}/members`)).status).toBe(200);
  });

  it('leaves managers and door staff free to delete theirs', async () => {
    const c = await club();
    const manager = await student();
    await joinTeam(t.ctx, c.client, c.id, manager.client, manager.input.email, 'manager');
    expect((await manager.client.delete('/api/me')).status).toBe(204);
  });
});

describe('POST /api/organizers/:id/take-over', () => {
  /** A club left with nobody who can run it (older data: its owner's account deleted before the rule). */
  async function orphanedClub() {
    const c = await handedOverClub();
    await t.ctx.db.deleteFrom('users').where('id', '=', c.owner.user.id).execute();
    return c;
  }

  it('makes the administrator the owner of a club nobody can run, audited; a second time is a 409', async () => {
    const c = await orphanedClub();
    const admin = await office();
    expect((await admin.get(`/api/organizers/${c.id}/members`)).status).toBe(403);

    const res = await admin.post(`/api/organizers/${c.id}/take-over`);
    expect(res.status).toBe(200);
    const me = (await admin.get('/api/me')).body.user;
    expect(res.body.members).toEqual([expect.objectContaining({ userId: me.id, role: 'owner' })]);
    expect(me.memberships).toEqual([{ organizerId: c.id, name: c.input.name, role: 'owner' }]);
    // Now it can be run again: its events, its team.
    expect((await createEventAs(admin, { name: 'Back in business', organizerId: c.id })).organizer.id).toBe(c.id);

    const log = await admin.get(`/api/admin/audit?action=club.taken-over&organizerId=${c.id}`);
    expect(log.status).toBe(200);
    expect(log.body.entries).toEqual([expect.objectContaining({ action: 'club.taken-over', actor: expect.objectContaining({ id: me.id }), organizer: { id: c.id, name: c.input.name } })]);

    const again = await admin.post(`/api/organizers/${c.id}/take-over`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.clubHasOwner);
  });

  it('answers 401 signed out, 403 to anyone but an administrator, 404 for no club, 409 for a club with an owner', async () => {
    const c = await orphanedClub();
    expect((await t.client().post(`/api/organizers/${c.id}/take-over`)).status).toBe(401);
    const someone = await student();
    const forbidden = await someone.client.post(`/api/organizers/${c.id}/take-over`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toBe(MSG.adminsOnlyTakeOver);
    const admin = await office();
    expect((await admin.post('/api/organizers/no-such-club/take-over')).status).toBe(404);
    const running = await club();
    const owned = await admin.post(`/api/organizers/${running.id}/take-over`);
    expect(owned.status).toBe(409);
    expect(owned.body.error.message).toBe(MSG.clubHasOwner);
    const handed = await handedOverClub();
    expect((await admin.post(`/api/organizers/${handed.id}/take-over`)).status).toBe(409);
  });
});
