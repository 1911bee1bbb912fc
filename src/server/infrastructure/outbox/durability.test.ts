// The outbox across process deaths: real server processes (src/server/main.ts through tsx),
// a real SMTP catcher, the suite's database. Every message committed arrives, and arrives once
// (counted by Message-ID), whether the server is killed mid-send, stopped while its mail
// server hangs, or shares the outbox with two other processes.
import net from 'node:net';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcherOptions } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { freshDatabase, killAllServers, sleep, startServer, waitUntil, type Server } from '../../../../test/support/server-process.ts';
import { testDialect } from '../../../../test/support/test-db.ts';

const dialect = testDialect();
const FAST_RETRIES = { MAIL_RETRY_BASE_SECONDS: '0.2' };
/**
 * On PostgreSQL the message a killed process held comes back when its claim ends: after 6 s
 * (a start on SQLite gives every claim back at once). Elsewhere the default claim (60 s)
 * gives a send 30 s, so a slow one is never retried while it is still on its way.
 */
const SHORT_CLAIMS: Record<string, string> = dialect === 'postgres' ? { MAIL_CLAIM_SECONDS: '6' } : {};

const cleanups: (() => Promise<void>)[] = [];

async function mailHealth(base: string): Promise<{ pending: number; failed: number }> {
  return (await new HttpClient(base).get('/api/health')).body.mail;
}

/**
 * An organizer with `events` events and `students` students registered for each, every
 * request on one of `bases` in turn; the tickets issued. Ten at a time, as a busy hour would.
 */
async function registerStudents(bases: string[], students: number, events: number) {
  const organizer = new HttpClient(bases[0]!);
  await signUpOrganizer(organizer);
  const eventIds: string[] = [];
  for (let i = 0; i < events; i++) eventIds.push((await createEventAs(organizer, { capacity: 0 })).id);
  const tickets: { email: string; ticketCode: string }[] = [];
  for (let first = 0; first < students; first += 10) {
    await Promise.all(Array.from({ length: Math.min(10, students - first) }, async (_, j) => {
      const n = first + j;
      const client = new HttpClient(bases[n % bases.length]!);
      const student = await signUpStudent(client);
      for (const [k, eventId] of eventIds.entries()) {
        const { ticketCode } = await registerAs(sameBrowserOn(client, bases[(n + k) % bases.length]!), student, eventId);
        tickets.push({ email: student.input.email, ticketCode });
      }
    }));
  }
  return tickets;
}

/** The same session (one cookie jar) talking to another process. */
function sameBrowserOn(client: HttpClient, base: string): HttpClient {
  const other = new HttpClient(base);
  (other as any).cookies = (client as any).cookies;
  return other;
}

/** Every ticket issued arrived in exactly one accepted message, and no Message-ID was accepted twice. */
function expectEachOnce(messages: ParsedMail[], tickets: { email: string; ticketCode: string }[]) {
  const ids = messages.map((m) => m.messageId);
  expect(ids.every(Boolean)).toBe(true);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  expect(twice).toEqual([]);
  const delivered = messages.map((m) => `${[m.to].flat()[0]?.value[0]?.address} ${/ticket code: (\S+?)\s/i.exec(m.text ?? '')?.[1]}`).sort();
  expect(delivered).toEqual(tickets.map((t) => `${t.email} ${t.ticketCode}`).sort());
}

afterEach(async () => {
  // A failed test leaves nothing running behind it.
  await killAllServers('SIGKILL');
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 30_000);

async function setUp(catcherOptions: MailCatcherOptions = {}) {
  const db = await freshDatabase('quad_durability');
  const catcher = await startMailCatcher(catcherOptions);
  cleanups.push(db.drop, catcher.close);
  return { db, catcher };
}

describe(`the outbox across process deaths (${dialect})`, () => {
  it('kill -9 with 200 messages pending; restart: every message arrives, none twice (counted by Message-ID at a real SMTP catcher)', async () => {
    // The process the catcher kills, once it is started.
    const victim: { server?: Server } = {};
    const { db, catcher } = await setUp({
      // The mail server is down while the 200 tickets are issued.
      refuseConnections: true,
      // The 41st message has arrived whole; before it is answered, the sender dies.
      async beforeAccept(_mail, arrival) {
        if (arrival !== 41) return;
        await victim.server!.kill('SIGKILL');
        throw new Error('the sender is gone');
      },
    });
    const env = { ...db.env, SMTP_URL: catcher.url, ...FAST_RETRIES, ...SHORT_CLAIMS };
    const first = (victim.server = await startServer(env));
    const tickets = await registerStudents([first.base], 20, 10);
    expect(tickets).toHaveLength(200);
    expect(await mailHealth(first.base)).toEqual({ pending: 200, failed: 0 });

    catcher.refuseConnections(false);
    expect(await first.exited).toBeNull();
    expect(catcher.messages).toHaveLength(40);

    const second = await startServer(env);
    await waitUntil('200 messages', () => new Set(catcher.messages.map((m) => m.messageId)).size >= 200);
    await waitUntil('an empty outbox', async () => (await mailHealth(second.base)).pending === 0);
    expectEachOnce(catcher.messages, tickets);
    expect(await mailHealth(second.base)).toEqual({ pending: 0, failed: 0 });
    await second.kill('SIGTERM');
  }, 120_000);

  it('SIGTERM with an SMTP server that accepts connections and never answers, with live streams open and mails pending: the process exits within 10 seconds, and the mails go out after the next start', async () => {
    const { db, catcher } = await setUp();
    const silentSockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => silentSockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanups.push(async () => {
      silentSockets.forEach((s) => s.destroy());
      await new Promise((r) => silent.close(r));
    });

    // The default claim (60 s): the send in hand outlasts the stop's wait, so the stop must give it back.
    const server = await startServer({ ...db.env, SMTP_URL: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, ...FAST_RETRIES });
    const streams = [0, 1, 2].map(() => openLiveStream(server.base));
    await Promise.all(streams.map((s) => s.ready));
    const tickets = await registerStudents([server.base], 5, 1);
    // A message is in hand: the sender waits for a greeting that never comes.
    await waitUntil('a connection to the silent mail server', () => silentSockets.size > 0, 20_000);

    const stopping = Date.now();
    const code = await Promise.race([server.kill('SIGTERM'), sleep(10_000).then(() => 'still running')]);
    const tookMs = Date.now() - stopping;
    expect(tookMs).toBeLessThan(10_000);
    // 0: it closed in order (the message in hand given back), not at the hard deadline (shutdown.ts).
    expect(code).toBe(0);
    streams.forEach((s) => s.close());
    expect(catcher.messages).toHaveLength(0);

    const next = await startServer({ ...db.env, SMTP_URL: catcher.url, ...FAST_RETRIES });
    await waitUntil('5 messages', () => catcher.messages.length >= 5);
    await waitUntil('an empty outbox', async () => (await mailHealth(next.base)).pending === 0);
    expectEachOnce(catcher.messages, tickets);
    await next.kill('SIGTERM');
  }, 120_000);
});

describe.runIf(dialect === 'postgres')('three processes sending from one PostgreSQL outbox', () => {
  it('three processes on PostgreSQL sending from one outbox: no message sent twice', async () => {
    const { db, catcher } = await setUp();
    // Each process signs its mail differently, to tell which sent what.
    const servers = await Promise.all([0, 1, 2].map((i) => startServer({ ...db.env, SMTP_URL: catcher.url, MAIL_FROM: `Quad <process-${i}@quad.test>`, ...FAST_RETRIES })));
    const tickets = await registerStudents(servers.map((s) => s.base), 25, 6);
    expect(tickets).toHaveLength(150);
    await waitUntil('150 messages', () => new Set(catcher.messages.map((m) => m.messageId)).size >= 150);
    await waitUntil('an empty outbox', async () => (await mailHealth(servers[0]!.base)).pending === 0);
    expectEachOnce(catcher.messages, tickets);
    const senders = new Set(catcher.messages.map((m) => m.from?.value[0]?.address));
    expect(senders.size).toBeGreaterThan(1);
    await Promise.all(servers.map((s) => s.kill('SIGTERM')));
  }, 120_000);
});

/** GET /api/live, kept open until closed (or the server goes). */
function openLiveStream(base: string) {
  const controller = new AbortController();
  const ready = fetch(new URL('/api/live', base), { signal: controller.signal }).then((response) => {
    // Read on, so the server's writes never back up; the read ends when the server closes it.
    void response.body!.pipeTo(new WritableStream()).catch(() => undefined);
  });
  return { ready, close: () => controller.abort() };
}
