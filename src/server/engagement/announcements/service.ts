import { MSG } from '../../../domain/messages.ts';
import { canAnnounce } from '../../../domain/policy/events.ts';
import { ANNOUNCEMENTS_PER_EVENT_PER_DAY, type AnnouncementInput } from '../../../domain/schemas/announcement.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import type { MailEvent } from '../../events/events/mails.ts';
import { listEventsForNotice, lockEvent } from '../../events/events/queries.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { AppError } from '../../infrastructure/http/errors.ts';
import { eventFields, UNNAMED_CLUB } from '../../infrastructure/outbox/event-fields.ts';
import type { OutboxMail } from '../../infrastructure/outbox/payloads.ts';
import { countRecentAnnouncements, insertAnnouncement, insertInboxItems, listAnnouncementRecipients } from './queries.ts';

const DAY_MS = 86_400_000;

/**
 * The event's organizer writes to its registered students (and its waitlist, when
 * asked): one inbox item and one e-mail each, committed with the announcement in
 * one transaction. At most ANNOUNCEMENTS_PER_EVENT_PER_DAY per event in any 24 hours
 * (429), counted under the event's lock so that a burst cannot slip past it.
 */
export async function sendAnnouncement(ctx: ServerContext, viewer: Viewer, eventId: string, input: AnnouncementInput) {
  await loadEventFor(ctx, viewer, eventId, canAnnounce, MSG.onlyOrganizerAnnounces);
  const result = await ctx.db.transaction().execute(async (trx) => {
    await lockEvent(trx, ctx.handle.dialect, eventId);
    const recent = await countRecentAnnouncements(trx, eventId, new Date(Date.now() - DAY_MS).toISOString());
    if (recent >= ANNOUNCEMENTS_PER_EVENT_PER_DAY) throw new AppError(429, 'TOO_MANY_ANNOUNCEMENTS', MSG.announcementLimit);
    const [e] = await listEventsForNotice(trx, [eventId]);
    const recipients = await listAnnouncementRecipients(trx, eventId, input.includeWaitlist);
    const id = newId(16);
    const now = nowIso();
    await insertAnnouncement(trx, {
      id, event_id: eventId, author_id: viewer.id, subject: input.subject, message: input.message,
      include_waitlist: ctx.handle.dialect === 'sqlite' ? Number(input.includeWaitlist) : input.includeWaitlist, recipients: recipients.length, created_at: now,
    });
    await insertInboxItems(trx, recipients.map((r) => ({
      id: newId(16), user_id: r.student_id, kind: 'announcement', subject: input.subject, message: input.message, event_id: eventId, created_at: now, read_at: null,
    })));
    const event: MailEvent = eventFields(e!, UNNAMED_CLUB);
    await ctx.outbox.add(trx, recipients.map((r): OutboxMail => ({
      kind: 'announcement', payload: { event, subject: input.subject, message: input.message, recipient: { name: r.name, email: r.email } },
      to: r.email, userId: r.student_id, eventId, batchId: id,
    })));
    return { id, recipients: recipients.length };
  });
  ctx.outbox.wake();
  return result;
}
