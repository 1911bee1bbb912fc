import type { ServerContext } from '../../infrastructure/context.ts';
import type { Trx } from '../../infrastructure/db/connection.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { OutboxMail } from '../../infrastructure/outbox/payloads.ts';
import type { WebhookNotice } from '../../infrastructure/webhooks/emit.ts';
import { windowTime } from '../../../domain/registration-settings.ts';

type Ticketed = Pick<RegistrationRow, 'id' | 'event_id' | 'student_id' | 'name' | 'email' | 'usn' | 'status' | 'ticket_code'> & Partial<Pick<RegistrationRow, 'offer_expires_at' | 'contact_no'>>;

const mailRegistration = (r: Ticketed) => ({ name: r.name, email: r.email, usn: r.usn, status: r.status, ticket_code: r.ticket_code });

/**
 * Queues the mails of new or promoted registrations in the transaction that made
 * them: the confirmation (ticket, waitlist, pending or draw notice), the "you got a
 * place" mail, or for a seat on offer the mail to confirm it by its deadline. They are
 * sent after the commit, and only if it happens; the event itself is read when the mail
 * is built (one small insert here, in the rush's transaction). The club's webhooks hear
 * of them in the same transaction (`registration.created`, `registration.promoted`).
 */
export async function queueTicketMails(ctx: Pick<ServerContext, 'outbox' | 'config'>, trx: Trx, kind: 'registration' | 'promotion', registrations: Ticketed[]) {
  if (registrations.length === 0) return;
  const { mails, notices } = ticketMessages(ctx, kind, registrations);
  await ctx.outbox.add(trx, mails);
  await ctx.outbox.addWebhooks(trx, notices);
}

/** The mails and webhook notices queueTicketMails queues, for a caller that writes them in its own statement (outbox.rowsFor). */
export function ticketMessages(ctx: Pick<ServerContext, 'config'>, kind: 'registration' | 'promotion', registrations: Ticketed[]): { mails: OutboxMail[]; notices: WebhookNotice[] } {
  // A former participant's row (its student deleted their account) has nobody to write to.
  const mails = registrations.filter((r) => r.student_id !== null).map((r): OutboxMail => {
    const about = { to: r.email, userId: r.student_id, eventId: r.event_id };
    if (r.status === 'offered' && r.offer_expires_at) {
      const expiresAt = toIso(r.offer_expires_at);
      return { kind: 'offer', payload: { registration: mailRegistration(r), eventId: r.event_id, expiresAt, deadline: windowTime(expiresAt, ctx.config.campusTimeZone) }, ...about };
    }
    return { kind, payload: { registration: mailRegistration(r), eventId: r.event_id }, ...about };
  });
  const notices = registrations.map((r): WebhookNotice => ({
    type: kind === 'registration' ? 'registration.created' : 'registration.promoted',
    eventId: r.event_id,
    data: { registrationId: r.id, eventId: r.event_id, status: r.status },
    contacts: { name: r.name, email: r.email, usn: r.usn, phone: r.contact_no ?? null },
  }));
  return { mails, notices };
}
