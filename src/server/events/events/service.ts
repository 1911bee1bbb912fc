import { eventTagsMessage, normalizeTags } from '../../../domain/tags.ts';
import { MSG } from '../../../domain/messages.ts';
import { eventTranslationProblem, type EventData, type EventPatch } from '../../../domain/schemas/event.ts';
import { originalLanguageOf } from '../../../domain/event-language.ts';
import { addDays, startInstant } from '../../../domain/time.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { authorize, badRequest, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import type { MailEvent } from './mails.ts';
import { eventFields, UNNAMED_CLUB } from '../../infrastructure/outbox/event-fields.ts';
import type { OutboxMail } from '../../infrastructure/outbox/payloads.ts';
import { dropPendingMessages } from '../../infrastructure/outbox/queries.ts';
import { canCreateEventFor, canDeleteEvent, canEditEvent, type EventFacts } from '../../../domain/policy/events.ts';
import type { Actor } from '../../../domain/policy/actor.ts';
import type { Trx } from '../../infrastructure/db/connection.ts';
import {
  deleteEventRow, eventHoldsAnswers, findEventImage, findOutcomeIds, findEventRow, findOrganizerGroupName, insertEvent, insertSeries, listLaterOccurrences, forgetEventReminders, listEventsForNotice, listRegistrantContacts, lockEvent, updateEventRow,
  listEventTranslations, replaceEventTranslations,
} from './queries.ts';
import type { WaitlistLinks } from './waitlist-links.ts';
import type { FollowerLinks } from './follower-links.ts';
import type { VenueLinks } from './venue-links.ts';
import { capacityAtVenue, venueLabel } from '../../../domain/policy/venues.ts';
import { reviewAfterEdit, reviewedChanges } from '../../../domain/policy/review.ts';
import { auditEventEdited, auditEventsCreated, auditEventsDeleted } from '../../infrastructure/audit/service.ts';
import {
  assertCoherent, DEFAULT_SETTINGS, editedQuestions, editedSettingsColumns, newQuestionId, settingsColumns, shiftedInput, shiftedSettings, withInput,
  type QuestionIds,
} from './registration-settings.ts';

/** The campus's spelling of the given tags; 400 for a tag the campus does not have. */
function campusTags(ctx: ServerContext, given: string[]): string {
  const tags = normalizeTags(given, ctx.config.eventTags);
  if (!tags) throw badRequest(eventTagsMessage, { tags: eventTagsMessage });
  return JSON.stringify(tags);
}

/** The outcomes as stored: 400 for an id the campus's list does not have. */
async function campusOutcomes(ctx: ServerContext, given: string[]): Promise<string> {
  if (given.length === 0) return '[]';
  const known = new Set(await findOutcomeIds(ctx.db, given));
  if (given.some((id) => !known.has(id))) throw badRequest(MSG.eventOutcomesInvalid, { outcomes: MSG.eventOutcomesInvalid });
  return JSON.stringify(given);
}

/** An image is usable by the club that uploaded it and by the person uploading it for the club (an officer). */
/** 400 with the catalogue's message when translations repeat a language or are in the event's own. */
function assertTranslations(language: string, translations: { language: string }[]) {
  const problem = eventTranslationProblem(language, translations);
  if (problem) throw badRequest(problem, { translations: problem });
}

async function assertImageUsable(ctx: ServerContext, imageId: string | null | undefined, organizerId: string, uploaderId: string) {
  if (!imageId) return;
  const image = await findEventImage(ctx.db, imageId);
  if (!image || (image.uploader_id && image.uploader_id !== organizerId && image.uploader_id !== uploaderId)) {
    throw badRequest('Image not found', { imageId: 'Image not found' });
  }
}

/** The name of the club's group, or 403 'Organizer not found for your account.' (a club account that has not finished its profile). */
export async function requireOrganizerProfile(ctx: ServerContext, organizerId: string): Promise<string> {
  const name = await findOrganizerGroupName(ctx.db, organizerId);
  if (!name) throw forbidden(MSG.organizerNotFoundForAccount, 'ORGANIZER_PROFILE_INCOMPLETE');
  return name;
}

/**
 * The club an event is created for: `organizerId` as given (its owner or a manager, issue
 * 19), else the signed-in club account itself. A person acting for clubs names the club:
 * guessing one of several would put an event on the wrong club's page. 403 for a club
 * the viewer does not run.
 */
function clubOfNewEvent(viewer: Viewer, organizerId: string | undefined): string {
  const club = organizerId ?? (viewer.role === 'organizer' ? viewer.id : undefined);
  if (club === undefined) throw badRequest(MSG.chooseClubForEvent, { organizerId: MSG.chooseClubForEvent });
  authorize(canCreateEventFor(viewer, club), () => forbidden(MSG.notAllowedForClub));
  return club;
}

/**
 * Creates an event, or with `repeat` a series: the first date and count − 1 more, a
 * week or two apart at the same campus time, each an ordinary event linked to the
 * series, all in one transaction. Followers hear of the first. Returns the first id.
 * Every date of a series asks the same questions (with the same ids, so a later edit
 * of "this and following" dates finds them on each) and takes registrations the same
 * way; its window and draw time keep their distance to each date's own start (a draw
 * two days before the first date is two days before each), so each date's settings
 * hold together as the first's do.
 */
export async function createEvent(ctx: ServerContext, followers: FollowerLinks, venues: VenueLinks, viewer: Viewer, input: EventData): Promise<string> {
  const organizerId = clubOfNewEvent(viewer, input.organizerId);
  await requireOrganizerProfile(ctx, organizerId);
  await assertImageUsable(ctx, input.imageId, organizerId, viewer.id);
  await venues.assertChosen(input.venueId);
  const venue = input.venueId ? await venues.find(input.venueId) : null;
  const capacity = venue ? capacityAtVenue(input.capacity, venue.capacity) : input.capacity;
  const id = newId(12);
  const now = nowIso();
  const seriesId = input.repeat ? newId(12) : null;
  const startsAt = startInstant(input.date, input.time, ctx.config.campusTimeZone);
  const settings = withInput(DEFAULT_SETTINGS, input);
  assertCoherent(settings, startsAt);
  // Written in the campus default unless the organizer said otherwise.
  const language = input.language ?? ctx.config.defaultLanguage;
  assertTranslations(language, input.translations);
  const row = {
    id,
    series_id: seriesId,
    organizer_id: organizerId,
    name: input.name,
    description: input.description,
    venue: venue ? venueLabel(venue) : (input.venue ?? ''),
    venue_id: venue?.id ?? null,
    type: input.type,
    date: input.date,
    time: input.time,
    end_time: input.endTime ?? null,
    starts_at: startsAt,
    capacity,
    image_id: input.imageId ?? null,
    tags: campusTags(ctx, input.tags),
    outcomes: await campusOutcomes(ctx, input.outcomes),
    language,
    questions: editedQuestions([], input.questions ?? []),
    ...settingsColumns(settings, ctx.handle.dialect),
    // With EVENT_APPROVAL=required it waits for the campus office.
    review_status: ctx.config.eventApproval.required ? ('pending' as const) : ('approved' as const),
    first_approved_at: ctx.config.eventApproval.required ? null : now,
    created_at: now,
    updated_at: now,
  };
  const step = input.repeat?.every === '2weeks' ? 14 : 7;
  const dates = Array.from({ length: input.repeat?.count ?? 1 }, (_, i) => addDays(input.date, i * step));
  // The club's followers hear of it with the event, in one transaction; a venue is booked
  // for every date under its lock (409 naming the event that holds it).
  await ctx.db.transaction().execute(async (trx) => {
    if (venue) await venues.book(trx, { venueId: venue.id, capacity, starts: dates.map((d) => startInstant(d, input.time, ctx.config.campusTimeZone)) });
    if (input.repeat && seriesId) await insertSeries(trx, { id: seriesId, organizer_id: organizerId, every: input.repeat.every, created_at: now });
    await insertEvent(trx, row);
    await replaceEventTranslations(trx, id, input.translations);
    const created = [{ id, date: row.date }];
    for (const date of dates.slice(1)) {
      const starts = startInstant(date, input.time, ctx.config.campusTimeZone);
      const dateSettings = shiftedSettings(settings, Date.parse(starts) - Date.parse(startsAt));
      const next = { ...row, id: newId(12), date, starts_at: starts, ...settingsColumns(dateSettings, ctx.handle.dialect) };
      await insertEvent(trx, next);
      await replaceEventTranslations(trx, next.id, input.translations);
      created.push({ id: next.id, date });
    }
    await ctx.outbox.addWebhooks(trx, created.map((e) => ({
      type: 'event.created' as const,
      organizerId,
      data: { eventId: e.id, seriesId, name: row.name, date: e.date, time: row.time, venue: row.venue, type: row.type, capacity: row.capacity, reviewStatus: row.review_status },
    })));
    // Followers hear of an event once it is public: now, or at its first approval.
    if (row.review_status === 'approved') await followers.tellFollowers(trx, { id, name: row.name, organizerId, date: row.date, time: row.time, venue: row.venue });
    await auditEventsCreated(trx, viewer, { eventId: id, seriesId });
  });
  return id;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * An edit with `scope: 'following'` on a date of a series applies to it and every later
 * date: the same fields, and a new date as the same shift in days. Each date is updated
 * as an event of its own (its waitlist, reminders and registrants' notices). New
 * questions get the same ids on every date; the window and draw time given keep the
 * same distance to each later date's start as to the edited one's.
 */
export async function updateEventOrFollowing(ctx: ServerContext, waitlist: WaitlistLinks, venues: VenueLinks, viewer: Viewer, eventId: string, patch: EventPatch): Promise<void> {
  const { scope, ...change } = patch;
  const before = await loadEventFor(ctx, viewer, eventId, canEditEvent, MSG.notAllowedToEditEvent);
  // Read before the edit: a date moved later would otherwise count among the later ones.
  const following = scope === 'following' && before.series_id ? await listLaterOccurrences(ctx.db, before.series_id, before.starts_at) : [];
  const ids: QuestionIds = { newIds: (change.questions ?? []).filter((q) => q.id === undefined).map(() => newQuestionId()) };
  await updateEvent(ctx, waitlist, venues, viewer, eventId, change, ids);
  const shift = change.date ? daysBetween(before.date, change.date) : 0;
  const tz = ctx.config.campusTimeZone;
  const editedStart = Date.parse(startInstant(change.date ?? before.date, change.time ?? before.time, tz));
  for (const later of following) {
    const date = change.date ? addDays(later.date, shift) : later.date;
    const distance = Date.parse(startInstant(date, change.time ?? later.time, tz)) - editedStart;
    await updateEvent(ctx, waitlist, venues, viewer, later.id, shiftedInput({ ...change, ...(change.date && { date }) }, distance), { ...ids, adoptUnknownIds: true });
  }
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

async function organizerName(db: Trx, organizerId: string): Promise<string> {
  return (await findOrganizerGroupName(db, organizerId)) ?? UNNAMED_CLUB;
}

/**
 * Edits one event. Its registration settings are judged on the locked row, against
 * the new start: 400 for an unknown question or settings that do not hold together,
 * 409 for a change to a drawn lottery or to the allocation once registrations came.
 * Turning approval off leaves pending registrations pending: the organizer still
 * approves or declines them.
 */
export async function updateEvent(ctx: ServerContext, waitlist: WaitlistLinks, venues: VenueLinks, viewer: Viewer, eventId: string, edit: EventPatch, questionIds: QuestionIds = {}): Promise<void> {
  const before = await loadEventFor(ctx, viewer, eventId, canEditEvent, MSG.notAllowedToEditEvent);
  if (edit.imageId) await assertImageUsable(ctx, edit.imageId, before.organizer_id, viewer.id);
  // A typed place, or a venue cleared, needs the campus to allow places as text (VENUE_FREE_TEXT).
  if (edit.venueId === null || (edit.venue !== undefined && edit.venueId === undefined && !before.venue_id)) await venues.assertChosen(null);
  const venueRow = edit.venueId ? await venues.find(edit.venueId) : null;
  // At a venue, no limit given (0) is the venue's capacity, as on creation.
  const venueIdAfter = edit.venueId !== undefined ? edit.venueId : before.venue_id;
  const unlimitedAtVenue = venueIdAfter && (edit.capacity ?? before.capacity) === 0;
  const venueCapacity = unlimitedAtVenue ? (venueRow ?? (await venues.find(venueIdAfter))).capacity : null;
  const patch: EventPatch = venueCapacity !== null ? { ...edit, capacity: capacityAtVenue(0, venueCapacity) } : edit;
  const date = patch.date ?? before.date;
  const time = patch.time ?? before.time;
  const endTime = patch.endTime === undefined ? before.end_time : patch.endTime;
  // The start may move under a kept end: the same minute is still no length (the form's rule).
  if (endTime && endTime === time) throw badRequest(MSG.endTimeSameAsStart, { endTime: MSG.endTimeSameAsStart });
  // The event's language and its translations are judged together, as they will stand.
  if (patch.language !== undefined || patch.translations !== undefined) {
    const translations = patch.translations ?? (await listEventTranslations(ctx.db, [eventId]));
    assertTranslations(patch.language ?? originalLanguageOf(before.language, ctx.config.defaultLanguage), translations);
  }
  const changes = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.language !== undefined && { language: patch.language }),
    ...(patch.venue !== undefined && { venue: patch.venue }),
    ...(patch.venueId !== undefined && { venue_id: patch.venueId }),
    ...(venueRow && { venue: venueLabel(venueRow) }),
    ...(patch.type !== undefined && { type: patch.type }),
    ...(patch.capacity !== undefined && { capacity: patch.capacity }),
    ...(patch.imageId !== undefined && { image_id: patch.imageId }),
    ...(patch.tags !== undefined && { tags: campusTags(ctx, patch.tags) }),
    ...(patch.outcomes !== undefined && { outcomes: await campusOutcomes(ctx, patch.outcomes) }),
    date,
    time,
    end_time: endTime,
    starts_at: startInstant(date, time, ctx.config.campusTimeZone),
    updated_at: nowIso(),
  };
  const venue = changes.venue ?? before.venue;
  const moved = date !== before.date || time !== before.time || venue !== before.venue;
  // A sent-back event edited goes back to the queue; so does an approved one whose date, time or venue moved, if the campus says so.
  const changedFields = reviewedChanges(
    { date: before.date, time: before.time, venue: before.venue, venueId: before.venue_id },
    { date, time, venue, venueId: patch.venueId !== undefined ? patch.venueId : before.venue_id },
  );
  const reviewStatus = reviewAfterEdit(before.review_status, changedFields, ctx.config.eventApproval);
  // With more places than before, the waitlist moves up in the same transaction; the
  // promotions and, when it moved, its registrants' notices commit with the change.
  const promoted = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockEvent(trx, ctx.handle.dialect, eventId);
    if (locked) await venues.bookEdit(trx, locked, { venueId: patch.venueId, capacity: patch.capacity, startsAt: changes.starts_at });
    const answered = Boolean(locked) && patch.questions !== undefined && (await eventHoldsAnswers(trx, eventId));
    const settings = locked && editedSettingsColumns(locked, patch, changes.starts_at, ctx.handle.dialect, questionIds, answered);
    await updateEventRow(trx, eventId, { ...changes, ...settings, ...(reviewStatus !== before.review_status && { review_status: reviewStatus, review_reason: null }) });
    if (patch.translations !== undefined) await replaceEventTranslations(trx, eventId, patch.translations);
    if (locked) await auditEventEdited(trx, viewer, locked);
    if (locked) {
      await ctx.outbox.addWebhooks(trx, [{ type: 'event.updated', organizerId: before.organizer_id, data: { eventId, changes: webhookChanges(before, { ...changes, review_status: reviewStatus }) } }]);
    }
    if (locked && moved) {
      // Reminders follow the new time: those decided for the old one are decided again.
      await forgetEventReminders(trx, eventId);
      await dropPendingMessages(trx, { kinds: ['reminder'], eventIds: [eventId] });
      const event: MailEvent = eventFields({ id: eventId, name: patch.name ?? before.name, date, time, venue, organizer_name: null }, await organizerName(trx, before.organizer_id));
      const recipients = await listRegistrantContacts(trx, [eventId]);
      await ctx.outbox.add(trx, recipients.map((r): OutboxMail => ({
        kind: 'event-changed', payload: { event, before, recipient: { name: r.name, email: r.email } }, to: r.email, userId: r.student_id, eventId,
      })));
    }
    return locked && patch.capacity !== undefined
      ? waitlist.promoteUpTo(trx, { id: eventId, capacity: patch.capacity, claim_hours: patch.claimHours !== undefined ? patch.claimHours : locked.claim_hours })
      : undefined;
  });
  if (promoted?.count) ctx.live.publishCounts(eventId);
  ctx.outbox.wake();
}

/** The event's columns a webhook tells of, by the name its payload gives them. */
const WEBHOOK_FIELDS = {
  name: 'name', description: 'description', venue: 'venue', venue_id: 'venueId', type: 'type', capacity: 'capacity', image_id: 'imageId',
  tags: 'tags', outcomes: 'outcomes', date: 'date', time: 'time', end_time: 'endTime', starts_at: 'startsAt', review_status: 'reviewStatus',
} as const;

/** What an edit changed, field by field, `{from, to}`; fields it left as they were are not named. */
function webhookChanges(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, { from: unknown; to: unknown }> {
  const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' && (v.startsWith('[') || v.startsWith('{')) ? safeJson(v) : v ?? null);
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [column, field] of Object.entries(WEBHOOK_FIELDS)) {
    if (!(column in after)) continue;
    const from = plain(before[column]);
    const to = plain(after[column]);
    const same = column === 'starts_at' ? Date.parse(String(from)) === Date.parse(String(to)) : JSON.stringify(from) === JSON.stringify(to);
    if (!same) out[field] = { from, to };
  }
  return out;
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Queues, inside the deleting transaction, a cancellation notice to each registrant of the events. */
export async function queueCancellationNotices(ctx: Pick<ServerContext, 'outbox'>, trx: Trx, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  // Its tickets and reminders not sent yet would tell of an event that is gone.
  await dropPendingMessages(trx, { kinds: ['registration', 'promotion', 'reminder'], eventIds });
  const events = await listEventsForNotice(trx, eventIds);
  const registrants = await listRegistrantContacts(trx, eventIds);
  const mails = events.flatMap((e) => {
    const event: MailEvent = eventFields(e, UNNAMED_CLUB);
    return registrants.filter((r) => r.event_id === e.id).map((r): OutboxMail => ({
      kind: 'event-cancelled', payload: { event, recipient: { name: r.name, email: r.email } }, to: r.email, userId: r.student_id, eventId: e.id,
    }));
  });
  await ctx.outbox.add(trx, mails);
}

/** Deletes the event with its registrations and feedback; its registrants are told by mail. */
export async function deleteEvent(ctx: ServerContext, viewer: Viewer, eventId: string): Promise<void> {
  await loadEventFor(ctx, viewer, eventId, canDeleteEvent, MSG.notAllowedToDeleteEvent);
  await ctx.db.transaction().execute(async (trx) => {
    await queueCancellationNotices(ctx, trx, [eventId]);
    // Before the row goes: the webhook finds the event's club through it.
    await ctx.outbox.addWebhooks(trx, [{ type: 'event.deleted', eventId, data: { eventId } }]);
    await auditEventsDeleted(trx, viewer, [eventId]);
    await deleteEventRow(trx, eventId);
  });
  ctx.outbox.wake();
}
