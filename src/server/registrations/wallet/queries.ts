import type { Db } from '../../infrastructure/db/connection.ts';

/** A registration with what its wallet pass shows of its event and club. */
export async function findWalletTicket(db: Db, id: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    // The ticket holder's language choice: the pass's labels are in it.
    .leftJoin('users as u', 'u.id', 'r.student_id')
    .select([
      'r.id', 'r.student_id', 'r.status', 'r.ticket_code', 'r.name as holder_name', 'r.usn', 'r.created_at',
      'e.id as event_id', 'e.organizer_id', 'e.name as event_name', 'e.venue', 'e.date', 'e.time', 'e.end_time', 'e.starts_at', 'e.updated_at as event_updated_at',
      'o.name as club_name', 'u.language as holder_language',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type WalletTicketRow = NonNullable<Awaited<ReturnType<typeof findWalletTicket>>>;
