import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { testRun, testSchemaName } from '../../../../test/support/test-db.ts';
import type { Config } from '../../config.ts';
import { pruneBackups, restoreBackup, takeBackup } from './backup.ts';

let t: TestApp;
let scratch: string;
beforeAll(async () => {
  t = await startTestApp();
  scratch = mkdtempSync(path.join(tmpdir(), 'quad-backup-test-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

interface Figures {
  id: string;
  registrations_count: number;
  waitlisted_count: number;
  registered: number;
  waitlisted: number;
}
const FIGURES = `select e.id, e.registrations_count, e.waitlisted_count,
  (select count(*) from registrations r where r.event_id = e.id and r.status = 'registered') as registered,
  (select count(*) from registrations r where r.event_id = e.id and r.status = 'waitlisted') as waitlisted
  from events e order by e.id`;

function sourceConfig(): Pick<Config, 'dataDir' | 'database'> {
  const pgDb = t.database.postgres;
  return { dataDir: t.database.dataDir, database: pgDb ? { kind: 'postgres', url: pgDb.url, schema: pgDb.schema } : { kind: 'sqlite', file: t.database.sqliteFile! } };
}

describe('npm run backup and npm run restore', () => {
  it('a backup taken during a registration rush restores with every count equal to its rows', async () => {
    writeFileSync(path.join(t.database.dataDir, 'session-secret'), 'the-secret-of-this-install-0000000000000');
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { name: 'Rush Hour', capacity: 4 });
    const students = await Promise.all(Array.from({ length: 12 }, async () => {
      const client = t.client();
      return { client, s: await signUpStudent(client) };
    }));
    const settings = { dir: path.join(scratch, 'backups'), keep: 2 };
    // The rush and the backup at once: the copy is one instant, whatever was committed by then.
    const rush = Promise.all(students.map(({ client, s }) => client.post(`/api/events/${event.id}/registrations`, registrationBody(s))));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const file = await takeBackup(sourceConfig(), settings);
    const answers = await rush;
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(path.basename(file)).toMatch(/^quad-backup-\d{8}T\d{6}Z\.zip$/);

    let figures: Figures[];
    const target = path.join(scratch, 'restored');
    if (t.ctx.handle.dialect === 'sqlite') {
      await restoreBackup({ dataDir: target, database: { kind: 'sqlite', file: path.join(target, 'quad.sqlite') } }, file);
      const restored = new Database(path.join(target, 'quad.sqlite'), { readonly: true });
      figures = restored.prepare(FIGURES).all() as Figures[];
      restored.close();
      // Never over data: a second restore into the same folder is refused.
      await expect(restoreBackup({ dataDir: target, database: { kind: 'sqlite', file: path.join(target, 'quad.sqlite') } }, file)).rejects.toThrow(/restore into an empty data folder/);
    } else {
      const url = new URL(t.database.postgres!.url);
      // Named with the run's mark, it is dropped when the run ends: a DROP DATABASE forces an
      // immediate checkpoint, which in the middle of a run must write out every other file's database.
      const name = testSchemaName('quad_restore');
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const restoredUrl = Object.assign(new URL(url.toString()), { pathname: `/${name}` }).toString();
      try {
        await restoreBackup({ dataDir: target, database: { kind: 'postgres', url: restoredUrl } }, file);
        const client = new pg.Client({ connectionString: restoredUrl });
        await client.connect();
        await client.query(`set search_path to ${t.database.postgres!.schema}`);
        figures = (await client.query(FIGURES)).rows.map((r: Record<string, unknown>) => ({ ...r, registered: Number(r.registered), waitlisted: Number(r.waitlisted) })) as Figures[];
        await client.end();
        await expect(restoreBackup({ dataDir: target, database: { kind: 'postgres', url: restoredUrl } }, file)).rejects.toThrow(/restore into an empty database/);
      } finally {
        if (!testRun()) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
    const rushed = figures.find((f) => f.id === event.id)!;
    expect(rushed).toBeTruthy();
    for (const f of figures) {
      expect(Number(f.registrations_count), f.id).toBe(f.registered);
      expect(Number(f.waitlisted_count), f.id).toBe(f.waitlisted);
    }
    expect(rushed.registered).toBeLessThanOrEqual(4);
    // The keys came with it: the restored install signs sessions as the old one did.
    expect(readFileSync(path.join(target, 'session-secret'), 'utf8')).toBe('the-secret-of-this-install-0000000000000');
  }, 120_000);

  it('keeps only the newest BACKUP_KEEP backups', async () => {
    const dir = path.join(scratch, 'keep');
    const settings = { dir, keep: 2 };
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03']) await takeBackup(sourceConfig(), settings, new Date(`${day}T02:00:00Z`));
    expect(readdirSync(dir).sort()).toEqual(['quad-backup-20260102T020000Z.zip', 'quad-backup-20260103T020000Z.zip']);
    expect(pruneBackups({ dir, keep: 2 })).toEqual([]);
    expect(existsSync(path.join(dir, 'quad-backup-20260101T020000Z.zip'))).toBe(false);
  });
});
