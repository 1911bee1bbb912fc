import type { ServerContext } from '../../infrastructure/context.ts';
import type { WaitlistLinks } from '../../events/events/waitlist-links.ts';
import { promoteWaitlisted } from './lifecycle.ts';
import { queueTicketMails } from './ticket-mails.ts';

/** The registrations module's answer to an event's update (events/waitlist-links.ts). */
export function waitlistLinks(ctx: ServerContext): WaitlistLinks {
  return {
    async promoteUpTo(trx, event) {
      const promoted = await promoteWaitlisted(trx, event);
      await queueTicketMails(ctx, trx, 'promotion', promoted);
      return { count: promoted.length };
    },
  };
}
