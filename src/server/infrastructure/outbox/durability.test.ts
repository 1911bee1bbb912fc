// The outbox across process deaths: real server processes (src/server/main.ts, test/support/server-process.ts),
// a real SMTP catcher, the suite's database. Every message committed arrives, and arrives once
// (counted by Message-ID), whether the server is killed mid-send, stopped while its mail
// server hangs, or shares the outbox with two other processes.
import net from 'node:net';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { clubWithEvents, dialect, outboxHealth, registerStudents, scenario, SHORT_CLAIMS, victim, type Scenario } from '../../../../test/support/durability.ts';
import { startMailCatcher, type MailCatcherOptions } from '../../../../test/support/mail-catcher.ts';
import { sleep, waitUntil } from '../../../../test/support/server-process.ts';

const FAST_RETRIES = { MAIL_RETRY_BASE_SECONDS: '0.2' };

/**
 * An organizer with `events` events and `students` students registered for each, every
 * request on one of `bases` in turn; the tickets issued.
 */
async function ticketsFor(bases: string[], students: number, events: number) {
  const club = await clubWithEvents(bases[0]!, events);
  return registerStudents(bases, students, club.events.map((e) => e.id));
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

/** A scenario with a mail catcher of its own. */
async function setUp(context: Parameters<typeof scenario>[0], catcherOptions: MailCatcherOptions = {}): Promise<Scenario & { catcher: Awaited<ReturnType<typeof startMailCatcher>> }> {
  const world = await scenario(context, 'quad_durability');
  const catcher = await startMailCatcher(catcherOptions);
  world.defer(catcher.close);
  return { ...world, catcher };
}

// Each test has its own database, processes and catcher: they run side by side, and the
// time they spend waiting on their processes overlaps.
describe.concurrent(`the outbox across process deaths (${dialect})`, () => {
  it('kill -9 with 200 messages pending; restart: every message arrives, none twice (counted by Message-ID at a real SMTP catcher)', async (context) => {
    // The process the catcher kills, once it is started.
    const sender = victim();
    const { start, catcher } = await setUp(context, {
      // The mail server is down while the 200 tickets are issued.
      refuseConnections: true,
      // The 41st message has arrived whole; before it is answered, the sender dies.
      async beforeAccept(_mail, arrival) {
        if (arrival !== 41) return;
        await sender.kill();
        throw new Error('the sender is gone');
      },
    });
    const env = { SMTP_URL: catcher.url, ...FAST_RETRIES, ...SHORT_CLAIMS };
    const first = sender.set(await start(env));
    const tickets = await ticketsFor([first.base], 20, 10);
    expect(tickets).toHaveLength(200);
    expect(await outboxHealth(first.base)).toEqual({ pending: 200, failed: 0 });

    catcher.refuseConnections(false);
    expect(await first.exited).toBeNull();
    expect(catcher.messages).toHaveLength(40);

    const second = await start(env);
    await waitUntil('200 messages', () => new Set(catcher.messages.map((m) => m.messageId)).size >= 200);
    await waitUntil('an empty outbox', async () => (await outboxHealth(second.base)).pending === 0);
    expectEachOnce(catcher.messages, tickets);
    expect(await outboxHealth(second.base)).toEqual({ pending: 0, failed: 0 });
    await second.kill('SIGTERM');
  }, 120_000);

  it('SIGTERM with an SMTP server that accepts connections and never answers, with live streams open and mails pending: the process exits within 10 seconds, and the mails go out after the next start', async (context) => {
    const { start, defer, catcher } = await setUp(context);
    const silentSockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => silentSockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    defer(async () => {
      silentSockets.forEach((s) => s.destroy());
      await new Promise((r) => silent.close(r));
    });

    // The default claim (60 s): the send in hand outlasts the stop's wait, so the stop must give it back.
    const server = await start({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`, ...FAST_RETRIES });
    const streams = [0, 1, 2].map(() => openLiveStream(server.base));
    await Promise.all(streams.map((s) => s.ready));
    const tickets = await ticketsFor([server.base], 5, 1);
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

    const next = await start({ SMTP_URL: catcher.url, ...FAST_RETRIES });
    await waitUntil('5 messages', () => catcher.messages.length >= 5);
    await waitUntil('an empty outbox', async () => (await outboxHealth(next.base)).pending === 0);
    expectEachOnce(catcher.messages, tickets);
    await next.kill('SIGTERM');
  }, 120_000);

  it.runIf(dialect === 'postgres')('three processes on PostgreSQL sending from one outbox: no message sent twice', async (context) => {
    const { start, catcher } = await setUp(context);
    // Each process signs its mail differently, to tell which sent what.
    const servers = await Promise.all([0, 1, 2].map((i) => start({ SMTP_URL: catcher.url, MAIL_FROM: `Quad <process-${i}@quad.test>`, ...FAST_RETRIES })));
    const tickets = await ticketsFor(servers.map((s) => s.base), 25, 6);
    expect(tickets).toHaveLength(150);
    await waitUntil('150 messages', () => new Set(catcher.messages.map((m) => m.messageId)).size >= 150);
    await waitUntil('an empty outbox', async () => (await outboxHealth(servers[0]!.base)).pending === 0);
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
