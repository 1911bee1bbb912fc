import { isUpcoming } from '../../../domain/time.ts';
import { parseStoredTags } from '../../../domain/tags.ts';
import { normalizeEventType } from '../../../domain/events.ts';
import type { EventListing, EventRating, EventView, EventViewerState } from '../../../domain/responses/events.ts';
import { averageOfTotal } from '../../../domain/schemas/feedback.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { CachedBody } from '../../infrastructure/http/public-read-cache.ts';
import { sharedBody } from '../../infrastructure/http/compression.ts';
import { viewerStateOf, type EventRecord } from './queries.ts';
import { activeQuestions, parseStoredQuestions } from '../../../domain/questions.ts';
import { originalLanguageOf, versionFor, type EventLanguages, type EventVersion } from '../../../domain/event-language.ts';
import { isLanguage, type Say } from '../../../domain/i18n/languages.ts';
import type { ForYouReason } from './for-you-links.ts';

const isoOrNull = (value: Date | string | null) => (value ? toIso(value) : null);

export function imageUrls(imageId: string | null) {
  return {
    imageUrl: imageId ? `/images/${imageId}` : null,
    // `v=2`: the whole image, smaller (before, a crop that browsers may keep for a year).
    cardImageUrl: imageId ? `/images/${imageId}?size=card&v=2` : null,
  };
}

/** The event's own version and its translations, as stored. */
export function eventVersions(row: Pick<EventRecord, 'name' | 'description' | 'language' | 'translations'>, campus: EventLanguages['campus']): { original: EventVersion; translations: EventVersion[] } {
  const original = { language: originalLanguageOf(row.language, campus), name: row.name, description: row.description };
  const translations = (row.translations ?? []).flatMap((t) => (isLanguage(t.language) && t.language !== original.language ? [{ language: t.language, name: t.name, description: t.description }] : []));
  return { original, translations };
}

/** The event row with its name and description as a reader of the language sees them (the calendar file, mails). */
export function recordInLanguage<T extends Pick<EventRecord, 'name' | 'description' | 'language' | 'translations'>>(row: T, languages: EventLanguages): T {
  const { original, translations } = eventVersions(row, languages.campus);
  const shown = versionFor(original, translations, languages.wanted);
  return { ...row, name: shown.name, description: shown.description };
}

/**
 * The API's Event (API.md) in the reader's language when the organizer added it:
 * `viewer` only when the query carried a signed-in student.
 */
export function presentEvent(row: EventRecord, languages: EventLanguages, now: Date = new Date()): EventView {
  const startsAt = toIso(row.starts_at);
  const { original, translations } = eventVersions(row, languages.campus);
  const shown = versionFor(original, translations, languages.wanted);
  const view: EventView = {
    id: row.id,
    name: shown.name,
    date: row.date,
    time: row.time,
    endTime: row.end_time,
    startsAt,
    venue: row.venue,
    venueId: row.venue_id,
    description: shown.description,
    language: shown.language,
    originalLanguage: original.language,
    ...(shown !== original && { original }),
    translations,
    type: normalizeEventType(row.type),
    capacity: row.capacity,
    registrations: row.registrations_count,
    waitlisted: row.waitlisted_count,
    ...imageUrls(row.image_id),
    imageAspect: row.image_id && row.image_width && row.image_height ? Math.round((row.image_width / row.image_height) * 10000) / 10000 : null,
    organizer: { id: row.organizer_id, name: row.organizer_name ?? '' },
    tags: parseStoredTags(row.tags),
    outcomes: parseStoredTags(row.outcomes),
    seriesId: row.series_id,
    // Waiting for the campus office or sent back, else upcoming or past.
    status: row.review_status !== 'approved' ? row.review_status : isUpcoming(startsAt, now) ? 'upcoming' : 'past',
    questions: activeQuestions(parseStoredQuestions(row.questions)),
    approval: Boolean(row.approval),
    registrationOpensAt: isoOrNull(row.registration_opens_at),
    registrationClosesAt: isoOrNull(row.registration_closes_at),
    claimHours: row.claim_hours,
    allocation: row.allocation,
    drawAt: isoOrNull(row.draw_at),
    drawnAt: isoOrNull(row.drawn_at),
    selfCheckIn: Boolean(row.self_check_in),
    pending: row.pending_count,
    entered: row.entered_count,
  };
  if (row.review_status === 'rejected') view.reviewReason = row.review_reason ?? '';
  if (row.viewer_registration_id !== undefined) {
    view.viewer = viewerStateOf(row.viewer_registration_id ?? null, row.viewer_status ?? null, row.viewer_offer_expires_at ?? null, Boolean(row.viewer_feedback_id));
  }
  return view;
}

/** A past event's public rating, once there is feedback: the average to one decimal and the count. */
export function presentRating(totals: { total: number; count: number }): EventRating | undefined {
  return totals.count > 0 ? { average: averageOfTotal(totals.total, totals.count), count: totals.count } : undefined;
}

const NO_STATE: EventViewerState = viewerStateOf(null, null, null, false);
const NO_STATE_CLOSE = `,"viewer":${JSON.stringify(NO_STATE)}}`;
const NO_STATE_CLOSE_BYTES = Buffer.byteLength(NO_STATE_CLOSE);

/**
 * The shared body with `viewer` on each event as no student's state (NO_STATE), built once,
 * and the byte where each event's `viewer` begins: a student's own states are laid over it.
 */
function viewerTemplate(head: string, openEvents: string[], tail: string): NonNullable<CachedBody['viewerTemplate']> {
  const viewerAt: number[] = [];
  let at = Buffer.byteLength(head);
  const body = openEvents.map((open, i) => {
    at += (i ? 1 : 0) + Buffer.byteLength(open);
    viewerAt.push(at);
    at += NO_STATE_CLOSE_BYTES;
    return open + NO_STATE_CLOSE;
  });
  // Shared by every student without a state on the page: compressed once (http/compression.ts).
  return { bytes: sharedBody(Buffer.from(head + body.join(',') + tail)), viewerAt };
}

/**
 * The template with the states given (by the event's place in it) laid over: the template
 * itself, uncopied, when there are none. Most of a student's page has no state of theirs, so
 * a page costs them a copy at most, not an encoding or a part per event.
 */
function layOver({ bytes, viewerAt }: NonNullable<CachedBody['viewerTemplate']>, states: [place: number, state: EventViewerState][]): Buffer {
  if (states.length === 0) return bytes;
  const parts: Buffer[] = [];
  let from = 0;
  for (const [place, state] of states) {
    parts.push(bytes.subarray(from, viewerAt[place]), Buffer.from(`,"viewer":${JSON.stringify(state)}}`));
    from = viewerAt[place]! + NO_STATE_CLOSE_BYTES;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The shared listing page with one student's own state on each event, as JSON bytes
 * (the page's events are encoded once, on the cached page).
 */
export function presentListingForViewer(page: CachedBody, states: Map<string, EventViewerState> | undefined): Buffer {
  const { events, nextCursor } = page.body as EventListing;
  page.viewerTemplate ??= viewerTemplate('{"events":[', events.map((event) => JSON.stringify(event).slice(0, -1)), `],"nextCursor":${JSON.stringify(nextCursor)}}`);
  const own: [number, EventViewerState][] = [];
  if (states?.size) {
    events.forEach((event, place) => {
      const state = states.get(event.id);
      if (state) own.push([place, state]);
    });
  }
  return layOver(page.viewerTemplate, own);
}

/**
 * One shared event (the public read cache's body) with a student's own state laid over its
 * bytes: the event page costs a student no query while their states are remembered.
 */
export function presentEventForViewer(event: CachedBody, state: EventViewerState | undefined): Buffer {
  event.viewerTemplate ??= viewerTemplate('', [event.payload.toString('utf8', 0, event.payload.length - 1)], '');
  return layOver(event.viewerTemplate, state ? [[0, state]] : []);
}

/** Why an event is in the For-you listing, in the reader's language (`t`); a club's name and a tag as written. */
export function sayReason(reason: ForYouReason, t: Say): string {
  if ('follows' in reason) return t('mail:forYou.follows', { club: reason.follows ?? t('mail:forYou.thisClub') });
  if ('likes' in reason) return t('mail:forYou.likes', { tag: reason.likes });
  return t('mail:forYou.popular');
}
