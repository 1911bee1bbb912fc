// The registration rush's reference: the bare database doing the same work for each
// registration as lifecycle.ts (read the event — locked on PostgreSQL —, look for an
// existing registration, insert it, raise the count) and the ticket mail's outbox row
// (ticket-mails.ts: one insert — written as already sent, so the server's sender leaves
// it alone), one transaction each, in one
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
const OUTBOX = `insert into outbox (id, message_id, kind, recipient, user_id, event_id, batch_id, payload, status, expires_at, attempts, next_attempt_at, created_at)
  values (?, ?, 'registration', ?, ?, ?, null, ?, 'sent', null, 0, ?, ?)`;
const outboxId = () => randomBytes(15).toString('base64url');

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
    const queueMail = db.prepare(OUTBOX);
    const register = db.transaction((i: number) => {
      event.get(eventId);
      if (existing.get(eventId, students.ids[i])) throw new Error('already registered');
      const now = new Date().toISOString();
      insert.run(`${eventId}_${students.usns[i]}`, eventId, students.ids[i], students.names[i], students.usns[i], students.emails[i], '5', randomBytes(12).toString('base64url'), now, now);
      raise.run(eventId);
      const payload = JSON.stringify({ registration: { name: students.names[i], email: students.emails[i], usn: students.usns[i], status: 'registered', ticket_code: 'x'.repeat(16) }, eventId });
      const id = outboxId();
      queueMail.run(id, `<${id}@bench>`, students.emails[i], students.ids[i], eventId, payload, now, now);
    });
    const started = performance.now();
    // BEGIN IMMEDIATE: the server (its mail sender) shares the file, and a deferred
    // transaction that meets its write would fail instead of waiting.
    for (let i = 0; i < count; i++) register.immediate(i);
    const seconds = (performance.now() - started) / 1000;
    db.close();
    return count / seconds;
  }
  const client = new pg.Client({ connectionString: target.postgresUrl });
  await client.connect();
  const numbered = (text: string) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${++n}`);
  };
  const insert = numbered(INSERT);
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
    const payload = JSON.stringify({ registration: { name: students.names[i], email: students.emails[i], usn: students.usns[i], status: 'registered', ticket_code: 'x'.repeat(16) }, eventId });
    const id = outboxId();
    await client.query({ name: 'bare-outbox', text: numbered(OUTBOX), values: [id, `<${id}@bench>`, students.emails[i], students.ids[i], eventId, payload, now, now] });
    await client.query('commit');
  }
  const seconds = (performance.now() - started) / 1000;
  await client.end();
  return count / seconds;
}
