// Three server processes on one PostgreSQL, started with `npm run cluster` (scripts/cluster.mjs):
// sessions, images, live updates and registration counts work whichever process answers.
// Runs when TEST_DATABASE_URL is set (the SQLite pass of `npm test` leaves it to the PostgreSQL pass).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from './infrastructure/db/ids.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../test/support/accounts.ts';
import { createEventAs } from '../../test/support/events.ts';
import { HttpClient } from '../../test/support/http-client.ts';
import { registrationBody } from '../../test/support/registrations.ts';
import { serverEntry } from '../../test/support/server-process.ts';
import type { StudentSignup } from '../domain/schemas/account.ts';

const url = process.env.TEST_DATABASE_URL;
const enabled = Boolean(url) && process.env.QUAD_TEST_DB !== 'sqlite';

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A base port with the next three free (the processes listen on base, base+1, base+2). */
async function freePorts(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await Promise.all([0, 1, 2].map((i) => portIsFree(base + i)))).every(Boolean)) return base;
  }
  throw new Error('no three free ports');
}

/** Opens /api/live on one process and keeps the latest count per event. */
function subscribe(baseUrl: string) {
  const controller = new AbortController();
  const counts = new Map<string, [number, number]>();
  const ready = fetch(new URL('/api/live', baseUrl), { signal: controller.signal }).then((response) => {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let index;
          while ((index = buffer.indexOf('\n\n')) >= 0) {
            const chunk = buffer.slice(0, index);
            buffer = buffer.slice(index + 2);
            const data = chunk.split('\n').find((l) => l.startsWith('data: '));
            if (chunk.includes('event: registrations') && data) {
              const update = JSON.parse(data.slice(6)) as { eventId: string; registrations: number; waitlisted: number };
              counts.set(update.eventId, [update.registrations, update.waitlisted]);
            }
          }
        }
      } catch {
        // closed
      }
    })();
  });
  return { ready, counts, close: () => controller.abort() };
}

describe.runIf(enabled)('three server processes on one PostgreSQL (npm run cluster)', () => {
  let cluster: ChildProcess;
  let schema: string;
  let dataDir: string;
  let bases: string[];

  beforeAll(async () => {
    schema = `quad_cluster_${newId(8).toLowerCase()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const databaseUrl = new URL(url!);
    databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'quad-cluster-'));
    const port = await freePorts();
    bases = [0, 1, 2].map((i) => `http://127.0.0.1:${port + i}`);
    // The sources bundled once (as the other tests' server processes run them): tsx would
    // compile every module again in each of the three.
    cluster = spawn(process.execPath, ['scripts/cluster.mjs', '--processes', '3', '--port', String(port), '--entry', await serverEntry()], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env, DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'error',
        CAMPUS_TIME_ZONE: 'UTC', PUBLIC_URL: bases[0], SESSION_SECRET: '', NODE_ENV: 'production',
      },
    });
    // All three migrate the same schema at once (Kysely's migration lock) and then answer.
    const deadline = Date.now() + 90_000;
    for (const base of bases) {
      for (;;) {
        if (cluster.exitCode !== null) throw new Error(`the cluster exited with ${cluster.exitCode}`);
        if (Date.now() > deadline) throw new Error(`${base} did not answer`);
        const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }, 120_000);

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster.once('exit', r));
      cluster.kill('SIGTERM');
      await exited;
    }
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** The same browser (one cookie jar) talking to another process. */
  const on = (client: HttpClient, i: number) => {
    const other = new HttpClient(bases[i]!);
    (other as any).cookies = (client as any).cookies;
    return other;
  };

  it('a session made on one process works on the others, and sign-out on one revokes it on all', async () => {
    const a = new HttpClient(bases[0]!);
    const { user } = await signUpStudent(a);
    for (const i of [1, 2]) expect((await on(a, i).get('/api/me')).body.user.id).toBe(user.id);
    const stolen = a.clone();
    expect((await on(a, 1).post('/api/auth/sign-out', {})).status).toBe(200);
    for (const i of [0, 1, 2]) expect((await on(stolen, i).get('/api/me')).status).toBe(401);
  });

  it('an image uploaded to one process is served by every process', async () => {
    const organizer = new HttpClient(bases[1]!);
    await signUpOrganizer(organizer);
    const form = new FormData();
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 80, b: 40 } } }).png().toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'poster.png');
    const upload = await organizer.post('/api/images', form);
    expect(upload.status).toBe(201);
    for (const base of bases) {
      const res = await fetch(new URL(upload.body.url, base));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('registrations spread over the processes keep exact counts, and every process’s subscribers hear them', async () => {
    const organizer = new HttpClient(bases[0]!);
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { capacity: 20 });
    const subscribers = bases.map((base) => subscribe(base));
    await Promise.all(subscribers.map((s) => s.ready));

    const students: [HttpClient, SignedUp<StudentSignup>][] = [];
    for (let i = 0; i < 30; i += 6) {
      students.push(...(await Promise.all(Array.from({ length: 6 }, async (_, j): Promise<[HttpClient, SignedUp<StudentSignup>]> => {
        const client = new HttpClient(bases[(i + j) % 3]!);
        return [client, await signUpStudent(client)];
      }))));
    }
    // Each registers on a different process than the one it signed up on.
    const results = await Promise.all(students.map(([client, s], i) => on(client, (i + 1) % 3).post(`/api/events/${event.id}/registrations`, registrationBody(s))));
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);

    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const rows = (await admin.query(`select status, count(*)::int as n from ${schema}.registrations where event_id = $1 group by status`, [event.id])).rows;
    await admin.end();
    const byStatus = Object.fromEntries(rows.map((r: { status: string; n: number }) => [r.status, r.n]));
    expect(byStatus).toEqual({ registered: 20, waitlisted: 10 });

    // Every process answers the exact counts, and every process's subscribers got the last one.
    for (const base of bases) {
      await expect.poll(async () => {
        const e = (await new HttpClient(base).get(`/api/events/${event.id}`)).body;
        return [e.registrations, e.waitlisted];
      }, { timeout: 5000 }).toEqual([20, 10]);
    }
    for (const s of subscribers) await expect.poll(() => s.counts.get(event.id), { timeout: 5000 }).toEqual([20, 10]);

    // One more, on the first process only: the others' subscribers hear it through PostgreSQL.
    const lateClient = new HttpClient(bases[0]!);
    const extra = await signUpStudent(lateClient);
    expect((await lateClient.post(`/api/events/${event.id}/registrations`, registrationBody(extra))).status).toBe(201);
    for (const s of subscribers) await expect.poll(() => s.counts.get(event.id), { timeout: 5000 }).toEqual([20, 11]);
    subscribers.forEach((s) => s.close());
  }, 60_000);
});
