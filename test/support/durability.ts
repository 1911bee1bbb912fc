// What the tests of the outbox across process deaths share (mail, push and webhooks, in
// outbox/, push/ and webhooks/durability.test.ts): a fresh database, real server processes a
// test starts and kills, a club with its events, students who sign up and register.
import type { TestContext } from 'vitest';
import { signUpOrganizer, signUpStudent, type SignedUp } from './accounts.ts';
import { createEventAs } from './events.ts';
import { HttpClient } from './http-client.ts';
import { registerAs } from './registrations.ts';
import { freshDatabase, startServer, type FreshDatabase, type Server } from './server-process.ts';
import { testDialect } from './test-db.ts';
import type { StudentSignup } from '../../src/domain/schemas/account.ts';

export const dialect = testDialect();

/**
 * On PostgreSQL the messages a killed process held come back when its claim ends (a start on
 * SQLite gives every claim back at once). 3 s instead of the default 60: a send then has 1.5 s
 * (half the claim, outbox/sender.ts), ample for a server on 127.0.0.1, and a restart waits at
 * most 3 s for what the killed process held.
 */
export const SHORT_CLAIMS: Record<string, string> = dialect === 'postgres' ? { MAIL_CLAIM_SECONDS: '3' } : {};

/** What the outbox holds, from /api/health. */
export async function outboxHealth(base: string): Promise<{ pending: number; failed: number }> {
  return (await new HttpClient(base).get('/api/health')).body.mail;
}

/** The same session (one cookie jar) talking to another process. */
export function sameBrowserOn(client: HttpClient, base: string): HttpClient {
  const other = new HttpClient(base);
  (other as any).cookies = (client as any).cookies;
  return other;
}

export interface Scenario {
  db: FreshDatabase;
  /** Starts a server process on the scenario's database; it is killed when the test ends, if still running. */
  start(env?: Record<string, string>): Promise<Server>;
  /** Runs when the test ends, last added first (receivers, mail catchers). */
  defer(cleanup: () => Promise<unknown> | unknown): void;
}

/**
 * A scenario of its own for the running test: its database and the processes it starts,
 * ended when the test ends, whether it passed or not. Nothing is shared between scenarios,
 * so a file's tests can run side by side (describe.concurrent): `context` is the test's own
 * (its onTestFinished; the global one cannot tell concurrent tests apart).
 */
export async function scenario(context: Pick<TestContext, 'onTestFinished'>, prefix: string): Promise<Scenario> {
  const db = await freshDatabase(prefix);
  const servers: Server[] = [];
  const cleanups: (() => Promise<unknown> | unknown)[] = [db.drop];
  context.onTestFinished(async () => {
    // A failed test leaves nothing running behind it.
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 30_000);
  return {
    db,
    async start(env = {}) {
      const server = await startServer({ ...db.env, ...env });
      servers.push(server);
      return server;
    },
    defer: (cleanup) => void cleanups.push(cleanup),
  };
}

/** A process that a test's receiver kills in the middle of a delivery, once it is started. */
export function victim() {
  const held: { server?: Server } = {};
  return {
    set: (server: Server) => (held.server = server),
    kill: () => held.server!.kill('SIGKILL'),
  };
}

/** An organizer signed up on `base`, with `events` events of unlimited seats (or as `overrides` say). */
export async function clubWithEvents(base: string, events: number, overrides: Parameters<typeof createEventAs>[1] = { capacity: 0 }) {
  const client = new HttpClient(base);
  const { user } = await signUpOrganizer(client);
  const created = [];
  for (let i = 0; i < events; i++) created.push(await createEventAs(client, overrides));
  return { client, user, events: created };
}

/**
 * `students` students signed up on `bases` in turn, ten at a time as a busy hour would, each
 * registered for every one of `eventIds` (student n's k-th registration on bases[(n + k) % length]);
 * `beforeRegistering` runs once a student is signed in. The tickets issued.
 */
export async function registerStudents(
  bases: string[],
  students: number,
  eventIds: string[],
  beforeRegistering?: (client: HttpClient, student: SignedUp<StudentSignup>) => Promise<void>,
) {
  const tickets: { email: string; ticketCode: string; eventId: string; client: HttpClient }[] = [];
  for (let first = 0; first < students; first += 10) {
    await Promise.all(Array.from({ length: Math.min(10, students - first) }, async (_, j) => {
      const n = first + j;
      const client = new HttpClient(bases[n % bases.length]!);
      const student = await signUpStudent(client);
      await beforeRegistering?.(client, student);
      for (const [k, eventId] of eventIds.entries()) {
        const { ticketCode } = await registerAs(sameBrowserOn(client, bases[(n + k) % bases.length]!), student, eventId);
        tickets.push({ email: student.input.email, ticketCode, eventId, client });
      }
    }));
  }
  return tickets;
}
