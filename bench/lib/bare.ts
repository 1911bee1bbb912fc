// The registration rush's reference: the bare database doing the same work for each
// registration as lifecycle.ts (read the event — locked on PostgreSQL —, look for an
// existing registration, insert it, raise the count), one transaction each, in one
// process with the plain driver and no HTTP, sessions, validation or JSON.
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { PeopleRows } from './campus.ts';

export interface BareTarget {
  sqliteFile?: string;
  postgresUrl?: string;
}

const INSERT = `insert into registrations (id, event_id, student_id, name, usn, email, semester, contact_no, status, ticket_code, checked_in_at, created_at, updated_at)
  values (?, ?, ?, ?, ?, ?, ?, null, 'registered', ?, null, ?, ?)`;

export async function bareRegistrationRate(target: BareTarget, eventId: string, students: PeopleRows, count: number): Promise<number> {
  if (target.sqliteFile) {
    const db = new SQLite(target.sqliteFile);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    db.pragma('synchronous = NORMAL');
    const event = db.prepare('select * from events where id = ?');
    const existing = db.prepare('select id from registrations where event_id = ? and student_id = ?');
    const insert = db.prepare(INSERT);
    const raise = db.prepare('update events set registrations_count = registrations_count + 1 where id = ?');
    const register = db.transaction((i: number) => {
      event.get(eventId);
      if (existing.get(eventId, students.ids[i])) throw new Error('already registered');
      const now = new Date().toISOString();
      insert.run(`${eventId}_${students.usns[i]}`, eventId, students.ids[i], students.names[i], students.usns[i], students.emails[i], '5', randomBytes(12).toString('base64url'), now, now);
      raise.run(eventId);
    });
    const started = performance.now();
    for (let i = 0; i < count; i++) register(i);
    const seconds = (performance.now() - started) / 1000;
    db.close();
    return count / seconds;
  }
  const client = new pg.Client({ connectionString: target.postgresUrl });
  await client.connect();
  let n = 0;
  const insert = INSERT.replace(/\?/g, () => `$${++n}`);
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    await client.query('begin');
    await client.query({ name: 'bare-event', text: 'select * from events where id = $1 for update', values: [eventId] });
    const found = await client.query({ name: 'bare-existing', text: 'select id from registrations where event_id = $1 and student_id = $2', values: [eventId, students.ids[i]] });
    if (found.rowCount) throw new Error('already registered');
    const now = new Date().toISOString();
    await client.query({
      name: 'bare-insert', text: insert,
      values: [`${eventId}_${students.usns[i]}`, eventId, students.ids[i], students.names[i], students.usns[i], students.emails[i], '5', randomBytes(12).toString('base64url'), now, now],
    });
    await client.query({ name: 'bare-raise', text: 'update events set registrations_count = registrations_count + 1 where id = $1', values: [eventId] });
    await client.query('commit');
  }
  const seconds = (performance.now() - started) / 1000;
  await client.end();
  return count / seconds;
}
