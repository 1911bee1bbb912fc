import type { Dialect, Trx } from '../db/connection.ts';

export const REMINDER_BATCH = 500;

/**
 * Registered students of events starting in (now + shorterLead, now + lead] whose
 * reminder of `kind` is not decided yet, if they want reminders; with what the mail tells.
 */
export function listReminderCandidates(trx: Trx, dialect: Dialect, kind: string, from: string, to: string) {
  return trx
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('students as s', 's.user_id', 'r.student_id')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .leftJoin('reminders_sent as m', (join) => join.onRef('m.registration_id', '=', 'r.id').on('m.kind', '=', kind))
    .select([
      'r.id', 'r.student_id', 'r.name', 'r.email', 'r.usn', 'r.status', 'r.ticket_code', 'r.created_at',
      'e.id as event_id', 'e.name as event_name', 'e.description', 'e.venue', 'e.starts_at', 'e.date', 'e.time', 'o.name as organizer_name',
    ])
    .where('r.status', '=', 'registered')
    .where('s.reminders', '=', dialect === 'sqlite' ? 1 : true)
    .where('e.starts_at', '>', from)
    .where('e.starts_at', '<=', to)
    .where('m.registration_id', 'is', null)
    .orderBy('e.starts_at')
    .limit(REMINDER_BATCH)
    .execute();
}

/** Claims the reminders: only the rows this call inserted are this sweep's to send (another process's are skipped). */
export async function claimReminders(trx: Trx, kind: string, registrationIds: string[], now: string): Promise<Set<string>> {
  if (registrationIds.length === 0) return new Set();
  const rows = await trx
    .insertInto('reminders_sent')
    .values(registrationIds.map((id) => ({ registration_id: id, kind, created_at: now })))
    .onConflict((oc) => oc.columns(['registration_id', 'kind']).doNothing())
    .returning('registration_id')
    .execute();
  return new Set(rows.map((r) => r.registration_id));
}
