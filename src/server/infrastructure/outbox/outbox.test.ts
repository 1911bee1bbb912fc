import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startMailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { dateFromToday } from '../../../../test/support/factories.ts';
import { sweep } from '../../office/maintenance/sweeper.ts';
import { newId } from '../db/ids.ts';

const FAST_RETRIES = { MAIL_RETRY_BASE_SECONDS: '0.2' };
const countRows = async (t: TestApp) => Number((await t.ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A free port of 127.0.0.1 where nothing listens (the mail server is down). */
async function closedPort(): Promise<number> {
  const probe = await startMailCatcher();
  const port = Number(new URL(probe.url).port);
  await probe.close();
  return port;
}

describe('the outbox: every message committed with its change, delivered once', () => {
  it('the mail server down while 50 students register; started again, all 50 tickets arrive, each once', async () => {
    const port = await closedPort();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...FAST_RETRIES });
    try {
      const organizer = t.client();
      await signUpOrganizer(organizer);
      const event = await createEventAs(organizer, { capacity: 0 });
      const students = await Promise.all(Array.from({ length: 50 }, async () => {
        const client = t.client();
        return { client, student: await signUpStudent(client) };
      }));
      const answers = await Promise.all(students.map(({ client, student }) => client.post(`/api/events/${event.id}/registrations`, registrationBody(student))));
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
      // Attempts fail while the server is down; every message stays pending, none is lost.
      await waitUntil(async () => Number((await t.ctx.db.selectFrom('outbox').select('attempts').where('attempts', '>', 0).execute()).length) === 50);
      expect((await t.client().get('/api/health')).body.mail).toEqual({ pending: 50, failed: 0 });

      const catcher = await startMailCatcher({ port });
      try {
        await waitUntil(() => catcher.messages.length >= 50, 30_000);
        await waitUntil(async () => (await t.client().get('/api/health')).body.mail.pending === 0);
        await new Promise((r) => setTimeout(r, 300)); // nothing more comes
        const ids = catcher.messages.map((m) => m.messageId);
        expect(new Set(ids).size).toBe(50);
        expect(ids).toHaveLength(50);
        const recipients = new Set(catcher.messages.map((m) => [m.to].flat()[0]?.value[0]?.address));
        for (const { student } of students) expect(recipients.has(student.input.email)).toBe(true);
        expect(catcher.messages.every((m) => /You're registered/.test(m.subject ?? ''))).toBe(true);
        // A sent message keeps no payload (names, ticket codes).
        const sent = await t.ctx.db.selectFrom('outbox').select(['status', 'payload', 'message_id']).execute();
        expect(sent.every((r) => r.status === 'sent' && r.payload === '{}')).toBe(true);
        expect(new Set(sent.map((r) => r.message_id))).toEqual(new Set(ids));
      } finally {
        // The app first: its open SMTP connection would hold the catcher's close.
        await t.close();
        await catcher.close();
      }
    } catch (error) {
      await t.close().catch(() => {});
      throw error;
    }
  }, 60_000);

  describe('refusals and failures', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      port = await closedPort();
      t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...FAST_RETRIES, ADMIN_EMAILS: 'office@x.test' });
    });
    afterAll(async () => t?.close());

    it('a refused registration (twice, past event, bad input, unknown event) leaves no outbox row', async () => {
      const organizer = t.client();
      await signUpOrganizer(organizer);
      const event = await createEventAs(organizer);
      const past = await createEventAs(organizer, { date: dateFromToday(-1) });
      const client = t.client();
      const student = await signUpStudent(client);
      expect((await client.post(`/api/events/${event.id}/registrations`, registrationBody(student))).status).toBe(201);
      const before = await countRows(t);
      expect((await client.post(`/api/events/${event.id}/registrations`, registrationBody(student))).status).toBe(409);
      expect((await client.post(`/api/events/${past.id}/registrations`, registrationBody(student))).body.error.message).toBe(MSG.registrationClosed);
      expect((await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { semester: '12' }))).status).toBe(400);
      expect((await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { name: 'A\u0000B' }))).status).toBe(400);
      expect((await client.post('/api/events/nope/registrations', registrationBody(student))).status).toBe(404);
      expect(await countRows(t)).toBe(before);
    });

    it("deleting a student's account removes their messages still to send", async () => {
      const organizer = t.client();
      await signUpOrganizer(organizer);
      const event = await createEventAs(organizer);
      const client = t.client();
      const student = await signUpStudent(client);
      await client.post(`/api/events/${event.id}/registrations`, registrationBody(student));
      const theirs = () => t.ctx.db.selectFrom('outbox').select('id').where('user_id', '=', student.user.id).execute();
      expect(await theirs()).toHaveLength(1);
      expect((await client.delete('/api/me')).status).toBeLessThan(300);
      expect(await theirs()).toHaveLength(0);
    });

    it('the outbox status: 401 signed out, 403 for others, counts and failures for administrators; health has no addresses', async () => {
      expect((await t.client().get('/api/admin/outbox')).status).toBe(401);
      const student = t.client();
      await signUpStudent(student);
      expect((await student.get('/api/admin/outbox')).body.error.message).toBe(MSG.adminsOnlyMailStatus);

      const now = new Date().toISOString();
      await t.ctx.db.insertInto('outbox').values({
        id: newId(20), message_id: `<${newId(8)}@x.test>`, kind: 'registration', recipient: 'lost@x.test', payload: '{}', status: 'failed',
        attempts: 9, next_attempt_at: now, created_at: now, last_error: '550 mailbox unavailable',
      }).execute();
      const office = t.client();
      const { user } = await signUpStudent(office, { email: 'office@x.test' });
      await markEmailVerified(t.ctx, user.id);
      const status = await office.get('/api/admin/outbox');
      expect(status.status).toBe(200);
      expect(status.body.failed).toBe(1);
      expect(status.body.pending).toBeGreaterThan(0);
      expect(status.body.oldestPendingAt).not.toBeNull();
      expect(status.body.failures[0]).toMatchObject({ recipient: 'lost@x.test', kind: 'registration', attempts: 9, lastError: '550 mailbox unavailable' });
      const health = await t.client().get('/api/health');
      // The administrator's own confirmation mail may be queued in between.
      expect(health.body.mail.failed).toBe(1);
      expect(health.body.mail.pending).toBeGreaterThanOrEqual(status.body.pending);
      expect(health.text).not.toContain('@');
    });

    it('sent messages are pruned after the retention period, others are kept', async () => {
      const day = 86_400_000;
      const row = (status: 'sent' | 'pending', sentDaysAgo: number) => {
        const at = new Date(Date.now() - sentDaysAgo * day).toISOString();
        return { id: newId(20), message_id: `<${newId(12)}@x.test>`, kind: 'registration', recipient: 'r@x.test', payload: '{}', status, attempts: 1, next_attempt_at: at, created_at: at, sent_at: status === 'sent' ? at : null };
      };
      const old = row('sent', 31);
      const recent = row('sent', 29);
      const stuck = row('pending', 31);
      // Far in the future, so the sender leaves the pending one alone during the test.
      await t.ctx.db.insertInto('outbox').values([old, recent, { ...stuck, next_attempt_at: new Date(Date.now() + day).toISOString() }]).execute();
      const result = await sweep(t.ctx);
      expect(result.sentMessages).toBe(1);
      const left = (await t.ctx.db.selectFrom('outbox').select('id').where('id', 'in', [old.id, recent.id, stuck.id]).execute()).map((r) => r.id);
      expect(left.sort()).toEqual([recent.id, stuck.id].sort());
    });
  });

  it('a refusal for good (5xx) fails the message at once, kept with its error; a later one still goes', async () => {
    const seen: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone')) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('data', () => {});
        stream.on('end', () => {
          seen.push('ok');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, ...FAST_RETRIES });
    try {
      const organizer = t.client();
      await signUpOrganizer(organizer);
      const event = await createEventAs(organizer);
      const gone = t.client();
      const goneStudent = await signUpStudent(gone, { email: `gone${newId(6).toLowerCase()}@x.test` });
      await gone.post(`/api/events/${event.id}/registrations`, registrationBody(goneStudent));
      const fine = t.client();
      const fineStudent = await signUpStudent(fine);
      await fine.post(`/api/events/${event.id}/registrations`, registrationBody(fineStudent));
      await waitUntil(async () => (await t.client().get('/api/health')).body.mail.pending === 0);
      const rows = await t.ctx.db.selectFrom('outbox').select(['recipient', 'status', 'attempts', 'last_error', 'payload']).execute();
      const failed = rows.find((r) => r.recipient === goneStudent.input.email)!;
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, payload: '{}' });
      expect(failed.last_error).toMatch(/mailbox unavailable/);
      expect(rows.find((r) => r.recipient === fineStudent.input.email)?.status).toBe('sent');
      expect(seen).toHaveLength(1);
    } finally {
      await t.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }, 30_000);
});
