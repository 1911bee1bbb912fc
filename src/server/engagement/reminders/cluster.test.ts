// Reminders from three real server processes (src/server/main.ts, test/support/server-process.ts) on one PostgreSQL
// schema, each sweeping every second, with a real SMTP catcher: each registration's reminder is
// claimed once in reminders_sent and arrives once (counted by Message-ID). SQLite has one server
// process, so this runs on PostgreSQL only; reminders.test.ts covers the rules with a test clock.
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { freshDatabase, killAllServers, sleep, startServer, waitUntil, withAdmin } from '../../../../test/support/server-process.ts';
import { testDialect } from '../../../../test/support/test-db.ts';
import { whenFromNow } from '../../../../test/support/factories.ts';

const STUDENTS = 30;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  // A failed test leaves nothing running behind it.
  await killAllServers('SIGKILL');
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 30_000);

describe.runIf(testDialect() === 'postgres')('reminders swept by several processes on one PostgreSQL', () => {
  it('three server processes on PostgreSQL sweep reminders: each registration gets each reminder once', async () => {
    const db = await freshDatabase('quad_reminders');
    const catcher = await startMailCatcher();
    cleanups.push(db.drop, catcher.close);
    const schema = db.schema!;
    const env = { ...db.env, SMTP_URL: catcher.url };

    // One process takes the sign-ups and registrations. Its sweep runs once, at the start (nothing
    // to remind of yet), and not again: a sweep now would decide these fresh registrations
    // (registered within the hour: no 1-hour reminder) before they are backdated below.
    const setup = await startServer({ ...env, REMINDER_SWEEP_SECONDS: '3600' });
    const organizer = new HttpClient(setup.base);
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { ...whenFromNow(50), capacity: 0 });
    const tickets = new Map<string, string>();
    for (let first = 0; first < STUDENTS; first += 10) {
      await Promise.all(Array.from({ length: Math.min(10, STUDENTS - first) }, async () => {
        const client = new HttpClient(setup.base);
        const student = await signUpStudent(client);
        const { status, ticketCode } = await registerAs(client, student, event.id);
        expect(status).toBe('registered');
        tickets.set(student.input.email.toLowerCase(), ticketCode);
      }));
    }
    expect(tickets.size).toBe(STUDENTS);
    expect(await setup.kill('SIGTERM')).toBe(0);

    // Registered two hours ago, before the reminder's moment (an hour before the start): the
    // 1-hour reminder is due. Nothing has been decided about them yet.
    await withAdmin(async (c) => {
      const moved = await c.query(`update ${schema}.registrations set created_at = created_at - interval '2 hours' where event_id = $1`, [event.id]);
      expect(moved.rowCount).toBe(STUDENTS);
      const decided = await c.query(`select count(*)::int as n from ${schema}.reminders_sent`);
      expect(decided.rows[0].n).toBe(0);
    });

    const servers = await Promise.all([0, 1, 2].map((i) => startServer({
      ...env, REMINDER_SWEEP_SECONDS: '1', MAIL_FROM: `Quad <process-${i}@quad.test>`,
    })));
    const reminders = () => catcher.messages.filter((m) => m.subject === `Reminder: ${event.name}`);
    await waitUntil(`${STUDENTS} reminders`, () => reminders().length >= STUDENTS, 20_000);
    // Three more sweeps by each process: none sends another.
    await sleep(3_000);

    const received = reminders();
    expect(received).toHaveLength(STUDENTS);
    const ids = received.map((m) => m.messageId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(STUDENTS);
    // One per student, with their ticket; the one-hour wording, never the 24-hour one.
    const delivered = received.map((m) => `${recipient(m)} ${/ticket code: (\S+?)\s/i.exec(m.text ?? '')?.[1]}`).sort();
    expect(delivered).toEqual([...tickets].map(([email, code]) => `${email} ${code}`).sort());
    expect(received.every((m) => m.text?.includes('starts in about an hour'))).toBe(true);
    expect(received.some((m) => m.text?.includes('is tomorrow'))).toBe(false);

    await withAdmin(async (c) => {
      const claims = await c.query<{ kind: string; n: number }>(`select kind, count(*)::int as n from ${schema}.reminders_sent group by kind order by kind`);
      // No 24-hour claim either: the event starts within the hour, which the 1-hour reminder tells.
      expect(claims.rows).toEqual([{ kind: '1h', n: STUDENTS }]);
      const queued = await c.query<{ n: number }>(`select count(*)::int as n from ${schema}.outbox where kind = 'reminder'`);
      expect(queued.rows[0]!.n).toBe(STUDENTS);
    });

    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
    // Four server processes start one after another; on a machine busy with the rest of the
    // suite each start can take several seconds (the cluster test allows as long).
  }, 120_000);
});

const recipient = (m: ParsedMail) => [m.to].flat()[0]?.value[0]?.address?.toLowerCase();
