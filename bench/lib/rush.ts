// The registration rush: distinct students registering for one event through
// the real API, spread over one or several server processes, and what it left behind.
import { readdirSync, readFileSync } from 'node:fs';
import type { DbHandle } from '../../src/server/infrastructure/db/connection.ts';
import type { PeopleRows } from './campus.ts';
import { percentile } from './figures.ts';
import { load } from './load.ts';

export interface RushRun {
  /** From the first request sent to the last answer. */
  rate: number;
  p99: number;
  statuses: Map<number, number>;
}

const body = (students: PeopleRows, i: number) => JSON.stringify({ name: students.names[i], usn: students.usns[i], email: students.emails[i], semester: '5' });

/**
 * Every student once, `connections` spread evenly over the processes at `urls` (autocannon),
 * each process an equal share, as a round-robin balancer gives them. `answeredAll(p)` is
 * called as soon as the process at `urls[p]` has answered its last: from that answer, not
 * from autocannon's end, which comes hundreds of milliseconds later (time in which a
 * process that is done sends its ticket mails).
 */
export async function rushOver(urls: string[], eventId: string, students: PeopleRows, cookies: string[], connections: number, answeredAll?: (p: number) => void): Promise<RushRun> {
  const total = students.ids.length;
  let next = 0;
  let firstSent: number | undefined;
  let lastAnswered = 0;
  const statuses = new Map<number, number>();
  const answered = urls.map(() => 0);
  const done = new Set<number>();
  const finished = (p: number) => {
    if (done.has(p)) return;
    done.add(p);
    answeredAll?.(p);
  };
  const results = await Promise.all(
    urls.map((url, p) => {
      // The shares add up to every student exactly once.
      const share = Math.floor(total / urls.length) + (p < total % urls.length ? 1 : 0);
      return load({
        url: `${url}/api/events/${eventId}/registrations`,
        method: 'POST',
        connections: Math.round(connections / urls.length),
        amount: share,
        setupRequest: (request) => {
          firstSent ??= performance.now();
          const i = next++;
          if (i >= total) return request;
          // With an Idempotency-Key, as the app's own register button sends it.
          request.headers = { ...request.headers, cookie: cookies[i], 'content-type': 'application/json', origin: urls[0], 'idempotency-key': `${eventId}-${i}` };
          request.body = body(students, i);
          return request;
        },
        onResponse: (status) => {
          lastAnswered = performance.now();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (++answered[p]! === share) finished(p);
        },
      }).then((result) => {
        // A share with requests that failed never reaches its count of answers.
        finished(p);
        return result;
      });
    }),
  );
  return {
    rate: total / ((lastAnswered - (firstSent ?? lastAnswered)) / 1000),
    p99: Math.max(...results.map((r) => r.p99)),
    statuses,
  };
}

/**
 * The same rush with `kill` called once a third of the students are answered (a process
 * killed with SIGKILL): returns the ids of the registrations acknowledged (201), which
 * must all be in the database afterwards. Requests to the dead process fail, as they
 * would behind a balancer before it noticed.
 */
export async function rushWithKill(urls: string[], eventId: string, students: PeopleRows, cookies: string[], workers: number, kill: () => void) {
  const total = students.ids.length;
  const acknowledged = new Set<string>();
  const latencies: number[] = [];
  let next = 0;
  let answered = 0;
  let failed = 0;
  let killed = false;
  const worker = async (w: number) => {
    for (let i = next++; i < total; i = next++) {
      const url = urls[(i + w) % urls.length]!;
      const started = performance.now();
      try {
        const res = await fetch(`${url}/api/events/${eventId}/registrations`, {
          method: 'POST',
          headers: { cookie: cookies[i]!, 'content-type': 'application/json', origin: urls[0]!, 'idempotency-key': `${eventId}-${i}` },
          body: body(students, i),
        });
        const answer = (await res.json()) as { id?: string };
        if (res.status === 201 && answer.id) acknowledged.add(answer.id);
        latencies.push(performance.now() - started);
      } catch {
        failed++;
      }
      if (++answered >= total / 3 && !killed) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  latencies.sort((a, b) => a - b);
  return { acknowledged, failed, p99: percentile(latencies, 99) };
}

/** What the rush left: the rows by status, whether the counts equal them, and whether the waitlist's order is the seats' order. */
export async function rushOutcome(handle: DbHandle, eventId: string, capacity: number) {
  const rows = await handle.db
    .selectFrom('registrations')
    .select(['id', 'status'])
    .where('event_id', '=', eventId)
    // The waitlist's own order (registrations/queries.ts listEarliestWaitlisted).
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const counts = await handle.db.selectFrom('events').select(['registrations_count', 'waitlisted_count']).where('id', '=', eventId).executeTakeFirstOrThrow();
  const registered = rows.filter((r) => r.status === 'registered').length;
  const waitlisted = rows.filter((r) => r.status === 'waitlisted').length;
  // The first `capacity` in the waitlist's order hold the seats, and every later one waits.
  const inOrder = rows.every((r, i) => r.status === (capacity === 0 || i < capacity ? 'registered' : 'waitlisted'));
  const countsExact = Number(counts.registrations_count) === registered && Number(counts.waitlisted_count) === waitlisted;
  const ids = new Set(rows.map((r) => r.id));
  return { rows: rows.length, registered, waitlisted, inOrder, countsExact, ids };
}

/** CPU seconds (user + system) used so far by the processes `pids`, from /proc (Linux). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/**
 * CPU seconds (user + system) PostgreSQL on this machine has used so far, 0 when it does not
 * run here: its live processes, plus the postmaster's reaped children, so that a backend that
 * starts or ends within a measurement (the pool opens a connection mid-rush; one idle for 10 s
 * is closed) counts as well as one that lives throughout.
 */
export function postgresCpuSeconds(): number {
  const stats = new Map<number, string[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      // Fields after the command's closing parenthesis: ppid is the 2nd; utime, stime, cutime and cstime the 12th to 15th.
      stats.set(Number(entry), readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' '));
    } catch {
      // gone
    }
  }
  let ticks = 0;
  for (const fields of stats.values()) {
    ticks += Number(fields[11]) + Number(fields[12]);
    // The postmaster (whose parent is not PostgreSQL): the backends it has reaped.
    if (!stats.has(Number(fields[1]))) ticks += Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100;
}

/**
 * Drops the mails queued about these events (a warm-up's, the reminder sweep's), then gives a
 * batch the servers had already claimed a second to go out, so that none is sent in what is
 * measured next.
 */
export async function mailsDropped(handle: DbHandle, eventIds: string[]): Promise<void> {
  await handle.db.deleteFrom('outbox').where('event_id', 'in', eventIds).execute();
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

/** Waits until no mail about `eventId` is still pending (sent or given up), at most `ms`. */
export async function mailsSent(handle: DbHandle, eventId: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const { pending } = await handle.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('pending')).where('event_id', '=', eventId).where('status', '=', 'pending').executeTakeFirstOrThrow();
    if (Number(pending) === 0) return;
    if (Date.now() > until) throw new Error(`${pending} mails about ${eventId} still pending after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
