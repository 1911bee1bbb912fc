import { MSG } from '../../domain/messages.ts';
import type { EventData, EventPatch } from '../../domain/schemas/event.ts';
import { startInstant } from '../../domain/time.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { ServerContext } from '../context.ts';
import { newId } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { authorize, badRequest, forbidden, notFound } from '../http/errors.ts';
import { eventCancelledMail, eventChangedMail, type MailEvent, type Recipient } from './mails.ts';
import { canDeleteEvent, canEditEvent, type EventFacts } from '../../domain/policy/events.ts';
import type { Actor } from '../../domain/policy/actor.ts';
import type { Trx } from '../db/connection.ts';
import {
  deleteEventRow, findEventImage, findEventRow, findOrganizerGroupName, insertEvent, listEventsForNotice, listRegistrantContacts, lockEvent, updateEventRow,
} from './queries.ts';
import type { WaitlistLinks } from './waitlist-links.ts';

async function assertImageUsable(ctx: ServerContext, imageId: string | null | undefined, organizerId: string) {
  if (!imageId) return;
  const image = await findEventImage(ctx.db, imageId);
  if (!image || (image.uploader_id && image.uploader_id !== organizerId)) {
    throw badRequest('Image not found', { imageId: 'Image not found' });
  }
}

/** The name of the signed-in organizer's group, or 403 'Organizer not found for your account.' */
export async function requireOrganizerProfile(ctx: ServerContext, viewer: Viewer): Promise<string> {
  const name = await findOrganizerGroupName(ctx.db, viewer.id);
  if (!name) throw forbidden(MSG.organizerNotFoundForAccount, 'ORGANIZER_NOT_FOUND');
  return name;
}

export async function createEvent(ctx: ServerContext, viewer: Viewer, input: EventData): Promise<string> {
  await requireOrganizerProfile(ctx, viewer);
  await assertImageUsable(ctx, input.imageId, viewer.id);
  const id = newId(12);
  const now = nowIso();
  await insertEvent(ctx.db, {
    id,
    organizer_id: viewer.id,
    name: input.name,
    description: input.description,
    venue: input.venue,
    type: input.type,
    date: input.date,
    time: input.time,
    starts_at: startInstant(input.date, input.time, ctx.config.campusTimeZone),
    capacity: input.capacity,
    image_id: input.imageId ?? null,
    created_at: now,
    updated_at: now,
  });
  return id;
}

/** An event rule of the domain's policy (src/domain/policy/events.ts). */
export type EventRule = (actor: Actor | null, event: EventFacts) => boolean;

/** The event row if `rule` lets the viewer act on it: 404 when it does not exist, 403 when not allowed. */
export async function loadEventFor(ctx: ServerContext, viewer: Viewer, eventId: string, rule: EventRule, message: string = MSG.forbidden) {
  const event = await findEventRow(ctx.db, eventId);
  if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  authorize(rule(viewer, eventFacts(event)), () => forbidden(message, 'NOT_EVENT_OWNER'));
  return event;
}

/** What the event rules read of an event row. */
export const eventFacts = (event: { organizer_id: string; starts_at: string | Date }): EventFacts => ({
  organizerId: event.organizer_id,
  startsAt: event.starts_at,
});

async function organizerName(ctx: ServerContext, organizerId: string): Promise<string> {
  return (await findOrganizerGroupName(ctx.db, organizerId)) ?? 'The organizer';
}

export async function updateEvent(ctx: ServerContext, waitlist: WaitlistLinks, viewer: Viewer, eventId: string, patch: EventPatch): Promise<void> {
  const before = await loadEventFor(ctx, viewer, eventId, canEditEvent, MSG.notAllowedToEditEvent);
  if (patch.imageId) await assertImageUsable(ctx, patch.imageId, viewer.id);
  const date = patch.date ?? before.date;
  const time = patch.time ?? before.time;
  const changes = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.venue !== undefined && { venue: patch.venue }),
    ...(patch.type !== undefined && { type: patch.type }),
    ...(patch.capacity !== undefined && { capacity: patch.capacity }),
    ...(patch.imageId !== undefined && { image_id: patch.imageId }),
    date,
    time,
    starts_at: startInstant(date, time, ctx.config.campusTimeZone),
    updated_at: nowIso(),
  };
  // With more places than before, the waitlist moves up in the same transaction.
  const promoted = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockEvent(trx, ctx.handle.dialect, eventId);
    await updateEventRow(trx, eventId, changes);
    return locked && patch.capacity !== undefined ? waitlist.promoteUpTo(trx, { id: eventId, capacity: patch.capacity }) : undefined;
  });
  if (promoted?.count) {
    ctx.live.publishCounts(eventId);
    await promoted.announce();
  }

  const venue = patch.venue ?? before.venue;
  if (date !== before.date || time !== before.time || venue !== before.venue) {
    const event: MailEvent = { id: eventId, name: patch.name ?? before.name, date, time, venue, organizerName: await organizerName(ctx, before.organizer_id) };
    for (const recipient of await listRegistrantContacts(ctx.db, [eventId])) {
      ctx.mail.sendInBackground(eventChangedMail(event, before, recipient, ctx.config.publicUrl));
    }
  }
}

export interface CancellationNotice {
  event: MailEvent;
  recipients: Recipient[];
}

/** What to tell whom when events go: read inside the deleting transaction, sent after it commits. */
export async function cancellationNotices(trx: Trx, eventIds: string[]): Promise<CancellationNotice[]> {
  if (eventIds.length === 0) return [];
  const events = await listEventsForNotice(trx, eventIds);
  const registrants = await listRegistrantContacts(trx, eventIds);
  return events.map((e) => ({
    event: { id: e.id, name: e.name, date: e.date, time: e.time, venue: e.venue, organizerName: e.organizer_name ?? 'The organizer' },
    recipients: registrants.filter((r) => r.event_id === e.id),
  }));
}

export function sendCancellationNotices(ctx: ServerContext, notices: CancellationNotice[]) {
  for (const { event, recipients } of notices) {
    for (const recipient of recipients) ctx.mail.sendInBackground(eventCancelledMail(event, recipient, ctx.config.publicUrl));
  }
}

/** Deletes the event with its registrations and feedback; its registrants are told by mail. */
export async function deleteEvent(ctx: ServerContext, viewer: Viewer, eventId: string): Promise<void> {
  await loadEventFor(ctx, viewer, eventId, canDeleteEvent, MSG.notAllowedToDeleteEvent);
  const notices = await ctx.db.transaction().execute(async (trx) => {
    const found = await cancellationNotices(trx, [eventId]);
    await deleteEventRow(trx, eventId);
    return found;
  });
  sendCancellationNotices(ctx, notices);
}
