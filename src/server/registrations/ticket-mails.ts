import type { ServerContext } from '../context.ts';
import type { Trx } from '../db/connection.ts';
import type { RegistrationRow } from '../db/schema.ts';
import type { OutboxMail } from '../outbox/kinds.ts';

type Ticketed = Pick<RegistrationRow, 'event_id' | 'student_id' | 'name' | 'email' | 'usn' | 'status' | 'ticket_code'>;

/**
 * Queues the mails of new or promoted registrations in the transaction that made
 * them: the confirmation (ticket, or waitlist notice) or the "you got a place" mail.
 * They are sent after the commit, and only if it happens; the event itself is read when
 * the mail is built (one small insert here, in the rush's transaction).
 */
export async function queueTicketMails(ctx: Pick<ServerContext, 'outbox'>, trx: Trx, kind: 'registration' | 'promotion', registrations: Ticketed[]) {
  if (registrations.length === 0) return;
  const mails: OutboxMail[] = [];
  for (const r of registrations) {
    const registration = { name: r.name, email: r.email, usn: r.usn, status: r.status, ticket_code: r.ticket_code };
    mails.push({ kind, payload: { registration, eventId: r.event_id }, to: r.email, userId: r.student_id, eventId: r.event_id });
  }
  await ctx.outbox.add(trx, mails);
}
