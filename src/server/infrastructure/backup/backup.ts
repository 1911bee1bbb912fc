import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { Config } from '../../config.ts';

const run = promisify(execFile);

/** What a backup holds besides the database: the files of DATA_DIR that keys and sign-ins depend on. */
const KEY_FILES = ['session-secret', 'seeded-admins'];
const NAME = /^quad-backup-\d{8}T\d{6}Z(-\d+)?\.zip$/;
export const DEFAULT_BACKUP_KEEP = 14;

export interface BackupSettings {
  dir: string;
  keep: number;
}

/** BACKUP_DIR (default DATA_DIR/backups) and BACKUP_KEEP (default 14), read by `npm run backup`. */
export function backupSettings(config: Pick<Config, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const keep = env.BACKUP_KEEP?.trim() ? Number(env.BACKUP_KEEP) : DEFAULT_BACKUP_KEEP;
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`BACKUP_KEEP must be a whole number of at least 1, not "${env.BACKUP_KEEP}"`);
  return { dir: path.resolve(env.BACKUP_DIR?.trim() || path.join(config.dataDir, 'backups')), keep };
}

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/**
 * A consistent copy of the running install in one ZIP: SQLite through its online backup
 * API (writers carry on while it copies; the copy is one instant of the database), or
 * PostgreSQL through `pg_dump` (one snapshot), with the key files of DATA_DIR. The
 * images are rows of the database, so they come with it. Only the newest `keep` stay.
 */
export async function takeBackup(config: Pick<Config, 'dataDir' | 'database'>, settings: BackupSettings, now = new Date()): Promise<string> {
  mkdirSync(settings.dir, { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), 'quad-backup-'));
  try {
    const files: Zippable = {};
    const manifest = { format: 'quad-backup/1', takenAt: now.toISOString(), database: config.database.kind, files: [] as string[] };
    if (config.database.kind === 'sqlite') {
      const copy = path.join(work, 'quad.sqlite');
      const source = new Database(config.database.file, { fileMustExist: true });
      try {
        await source.backup(copy);
      } finally {
        source.close();
      }
      files['quad.sqlite'] = readFileSync(copy);
    } else {
      const dump = path.join(work, 'postgres.dump');
      const args = ['--format=custom', '--no-owner', `--file=${dump}`];
      if (config.database.schema) args.push(`--schema=${config.database.schema}`);
      await run('pg_dump', [...args, config.database.url]).catch((error: NodeJS.ErrnoException) => {
        throw new Error(error.code === 'ENOENT' ? 'pg_dump was not found: install the PostgreSQL client tools (docs/operations.md)' : `pg_dump failed: ${error.message}`);
      });
      files['postgres.dump'] = readFileSync(dump);
    }
    for (const name of KEY_FILES) {
      const file = path.join(config.dataDir, name);
      if (existsSync(file)) files[`data/${name}`] = readFileSync(file);
    }
    manifest.files = Object.keys(files);
    files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
    let target = path.join(settings.dir, `quad-backup-${stamp(now)}.zip`);
    for (let n = 1; existsSync(target); n++) target = path.join(settings.dir, `quad-backup-${stamp(now)}-${n}.zip`);
    // Written beside, then renamed: a backup folder never holds half a file under a backup's name.
    const partial = `${target}.partial`;
    writeFileSync(partial, zipSync(files, { level: 1 }), { mode: 0o600 });
    renameSync(partial, target);
    pruneBackups(settings);
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Deletes all but the newest `keep` backups of the folder; returns the deleted names. */
export function pruneBackups(settings: BackupSettings): string[] {
  const backups = readdirSync(settings.dir)
    .filter((name) => NAME.test(name))
    .map((name) => ({ name, at: statSync(path.join(settings.dir, name)).mtimeMs }))
    .sort((a, b) => b.name.localeCompare(a.name) || b.at - a.at);
  const old = backups.slice(settings.keep).map((b) => b.name);
  for (const name of old) unlinkSync(path.join(settings.dir, name));
  return old;
}

/**
 * Restores a backup into an empty data folder (SQLite) or an empty database (PostgreSQL,
 * with `pg_restore`); refuses anything that already holds data, so it never overwrites.
 */
export async function restoreBackup(config: Pick<Config, 'dataDir' | 'database'>, file: string): Promise<void> {
  const files = unzipSync(readFileSync(file));
  const manifest = files['manifest.json'] ? (JSON.parse(strFromU8(files['manifest.json'])) as { format?: string; database?: string }) : {};
  if (manifest.format !== 'quad-backup/1') throw new Error(`${file} is not a Quad backup`);
  if (manifest.database !== config.database.kind) throw new Error(`This backup is of a ${manifest.database} database; the configuration names ${config.database.kind}`);
  mkdirSync(config.dataDir, { recursive: true });
  for (const name of KEY_FILES) {
    if (files[`data/${name}`] && existsSync(path.join(config.dataDir, name)) && config.database.kind === 'sqlite') {
      throw new Error(`${config.dataDir} is not empty (${name} is there): restore into an empty data folder`);
    }
  }
  if (config.database.kind === 'sqlite') {
    const target = config.database.file;
    if (existsSync(target) && statSync(target).size > 0) throw new Error(`${target} exists: restore into an empty data folder`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, files['quad.sqlite']!, { mode: 0o600 });
  } else {
    const work = mkdtempSync(path.join(tmpdir(), 'quad-restore-'));
    try {
      const dump = path.join(work, 'postgres.dump');
      writeFileSync(dump, files['postgres.dump']!);
      const { stdout } = await run('psql', ['-At', '-c', "select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')", config.database.url]);
      if (Number(stdout.trim()) > 0) throw new Error('The database is not empty: restore into an empty database');
      // One transaction: a restore that fails part-way leaves the database empty, not half made.
      await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${config.database.url}`, dump]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  for (const name of KEY_FILES) {
    const content = files[`data/${name}`];
    if (content && !existsSync(path.join(config.dataDir, name))) writeFileSync(path.join(config.dataDir, name), content, { mode: 0o600 });
  }
}
