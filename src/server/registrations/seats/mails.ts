import type { ServerContext } from '../../infrastructure/context.ts';
import type { Trx } from '../../infrastructure/db/connection.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';
import type { OutboxMail, OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

type Mailed = Pick<RegistrationRow, 'id' | 'event_id' | 'student_id' | 'name' | 'email' | 'usn' | 'status' | 'ticket_code'>;

/** What a decision mail tells of the registration, as it stands after the change. */
const mailRegistration = (r: Mailed): OutboxPayloads['offer-expired']['registration'] => ({
  name: r.name, email: r.email, usn: r.usn, status: r.status, ticket_code: r.ticket_code,
});

const about = (r: Mailed) => ({ to: r.email, userId: r.student_id, eventId: r.event_id });

/** A former participant's row (its student deleted their account) has nobody to write to. */
const reachable = (rows: Mailed[]) => rows.filter((r) => r.student_id !== null);

/**
 * The organizer's decisions, one mail each, queued in the deciding transaction: approved
 * (with the ticket, or the waitlist notice when the event was full) or declined.
 */
export async function queueDecisionMails(ctx: Pick<ServerContext, 'outbox'>, trx: Trx, rows: Mailed[], decision: 'approved' | 'declined') {
  if (reachable(rows).length === 0) return;
  await ctx.outbox.add(trx, reachable(rows).map((r): OutboxMail => ({
    kind: 'approval-result', payload: { registration: mailRegistration(r), eventId: r.event_id, decision }, ...about(r),
  })));
}

/** The offers that lapsed unconfirmed: each student is told the seat went to the next one. */
export async function queueOfferExpiredMails(ctx: Pick<ServerContext, 'outbox'>, trx: Trx, rows: Mailed[]) {
  if (reachable(rows).length === 0) return;
  await ctx.outbox.add(trx, reachable(rows).map((r): OutboxMail => ({
    kind: 'offer-expired', payload: { registration: mailRegistration(r), eventId: r.event_id }, ...about(r),
  })));
}
