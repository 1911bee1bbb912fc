import type { ReviewStatus } from '../../../domain/policy/review.ts';
import { sql, type Insertable, type NotNull, type Updateable } from 'kysely';
import { EVENT_TYPES, type EventViewerState } from '../../../domain/events.ts';
import type { Db, Dialect, Trx } from '../../infrastructure/db/connection.ts';
import type { EventRow, EventsTable, NewEvent, SeriesTable } from '../../infrastructure/db/schema.ts';
import type { ListCursor } from './cursor.ts';

/** What the presenter needs for one event: the row, its organizer's name, and the viewer's state. */
export interface EventRecord {
  id: string;
  organizer_id: string;
  organizer_name: string | null;
  name: string;
  description: string;
  venue: string;
  type: string;
  date: string;
  time: string;
  starts_at: Date | string;
  capacity: number;
  registrations_count: number;
  waitlisted_count: number;
  image_id: string | null;
  /** The uploaded image's size in pixels (its aspect ratio), null without one. */
  image_width: number | null;
  image_height: number | null;
  tags: string;
  /** JSON array of learning outcome ids. */
  outcomes: string;
  series_id: string | null;
  questions: string;
  approval: boolean | number;
  registration_opens_at: Date | string | null;
  registration_closes_at: Date | string | null;
  claim_hours: number | null;
  allocation: 'first-come' | 'lottery';
  draw_at: Date | string | null;
  drawn_at: Date | string | null;
  self_check_in: boolean | number;
  end_time: string | null;
  pending_count: number;
  entered_count: number;
  venue_id: string | null;
  review_status: ReviewStatus;
  review_reason: string | null;
  /** The language of its name and description; null: the campus default. */
  language: string | null;
  /** Its name and description in other campus languages (every read attaches them). */
  translations?: EventTranslationRow[];
  viewer_registration_id?: string | null;
  viewer_status?: string | null;
  viewer_offer_expires_at?: Date | string | null;
  viewer_feedback_id?: string | null;
}

function eventsQuery(db: Db) {
  return db
    .selectFrom('events as e')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .leftJoin('images as img', 'img.id', 'e.image_id')
    .select([
      'img.width as image_width', 'img.height as image_height',
      'e.id', 'e.organizer_id', 'o.name as organizer_name', 'e.name', 'e.description', 'e.venue', 'e.type',
      'e.date', 'e.time', 'e.starts_at', 'e.capacity', 'e.registrations_count', 'e.waitlisted_count', 'e.image_id', 'e.tags', 'e.series_id',
      'e.questions', 'e.approval', 'e.registration_opens_at', 'e.registration_closes_at', 'e.claim_hours', 'e.allocation', 'e.draw_at', 'e.drawn_at',
      'e.self_check_in', 'e.pending_count', 'e.entered_count', 'e.venue_id', 'e.review_status', 'e.review_reason', 'e.end_time', 'e.outcomes', 'e.language',
    ]);
}
/** Approved events only: what everyone may see (every event is approved unless EVENT_APPROVAL=required). */
const approved = (query: ReturnType<typeof eventsQuery>) => query.where('e.review_status', '=', 'approved');

/**
 * The event has not started at `now` (an ISO instant): one starting at `now` is still
 * upcoming, as src/domain/time.ts isUpcoming says. `past` is the rest. Every query
 * that lists upcoming or past events filters with these, on the events alias it uses.
 */
export const upcoming = (now: string, column = 'e.starts_at') => sql<boolean>`${sql.ref(column)} >= ${now}`;
export const past = (now: string, column = 'e.starts_at') => sql<boolean>`${sql.ref(column)} < ${now}`;
type EventsQuery = ReturnType<typeof eventsQuery>;

/**
 * Runs an events query in one round trip, adding — for a signed-in student — that
 * student's registration and feedback by join: never a lookup per event.
 */
async function run(database: Db, query: EventsQuery, viewerStudentId?: string): Promise<EventRecord[]> {
  const rows: EventRecord[] = !viewerStudentId
    ? await query.execute()
    : await query
      .leftJoin('registrations as vr', (join) => join.onRef('vr.event_id', '=', 'e.id').on('vr.student_id', '=', viewerStudentId))
      .leftJoin('feedback as vf', (join) => join.onRef('vf.event_id', '=', 'e.id').on('vf.student_id', '=', viewerStudentId))
      .select(['vr.id as viewer_registration_id', 'vr.status as viewer_status', 'vr.offer_expires_at as viewer_offer_expires_at', 'vf.id as viewer_feedback_id'])
      .execute();
  return withTranslations(database, rows);
}

export interface EventTranslationRow {
  event_id: string;
  language: string;
  name: string;
  description: string;
}

/** The translations of the given events, in one read, in a fixed order. */
export function listEventTranslations(db: Db | Trx, eventIds: string[]): Promise<EventTranslationRow[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('event_translations').select(['event_id', 'language', 'name', 'description']).where('event_id', 'in', eventIds).orderBy('event_id').orderBy('language').execute();
}

/** Each event with its translations: one more read for a whole page. */
async function withTranslations(database: Db, rows: EventRecord[]): Promise<EventRecord[]> {
  const translations = await listEventTranslations(database, rows.map((r) => r.id));
  const byEvent = new Map<string, EventTranslationRow[]>();
  for (const t of translations) byEvent.set(t.event_id, [...(byEvent.get(t.event_id) ?? []), t]);
  for (const row of rows) row.translations = byEvent.get(row.id) ?? [];
  return rows;
}

/** Replaces an event's translations with the given ones, in the caller's transaction. */
export async function replaceEventTranslations(trx: Trx, eventId: string, translations: { language: string; name: string; description: string }[]): Promise<void> {
  await trx.deleteFrom('event_translations').where('event_id', '=', eventId).execute();
  if (translations.length) await trx.insertInto('event_translations').values(translations.map((t) => ({ event_id: eventId, ...t }))).execute();
}

/** The given events that have not started, soonest first (the For-you listing reads its picks with this). */
export function listUpcomingEventsByIds(db: Db, ids: string[], now: string, viewerStudentId?: string): Promise<EventRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return run(db, approved(eventsQuery(db)).where('e.id', 'in', ids).where(upcoming(now)).orderBy('e.starts_at').orderBy('e.id'), viewerStudentId);
}

/** LIKE pattern for a case-insensitive substring, with the wildcards escaped. */
export function containsPattern(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListFilters {
  name?: string;
  organizer?: string;
  /** One club's events only, by its id (a club's embed and calendar feed). */
  organizerId?: string;
  date?: string;
  /** With `date`: the last day of the range. */
  until?: string;
  /** One of the campus's tags, as the campus spells it. */
  tag?: string;
  /** An event type as stored (Workshop, …); 'General' matches every other value. */
  type?: string;
  cursor?: ListCursor;
  limit: number;
  now: string;
}

/** Upcoming events (start now or later), soonest first: one page plus one row to tell whether more follow. */
export function listUpcomingEvents(db: Db, filters: ListFilters, viewerStudentId?: string): Promise<EventRecord[]> {
  let query = approved(eventsQuery(db)).where(upcoming(filters.now));
  if (filters.name) {
    // Every version of the name: the event's own and each translation's.
    const pattern = containsPattern(filters.name);
    query = query.where((eb) => eb.or([
      sql<boolean>`lower(e.name) like ${pattern} escape '\\'`,
      eb.exists(eb.selectFrom('event_translations as tr').select('tr.event_id').whereRef('tr.event_id', '=', 'e.id').where(sql<boolean>`lower(tr.name) like ${pattern} escape '\\'`)),
    ]));
  }
  if (filters.organizer) query = query.where(sql<boolean>`lower(o.name) like ${containsPattern(filters.organizer)} escape '\\'`);
  if (filters.organizerId) query = query.where('e.organizer_id', '=', filters.organizerId);
  if (filters.date && filters.until) query = query.where('e.date', '>=', filters.date).where('e.date', '<=', filters.until);
  else if (filters.date) query = query.where('e.date', '=', filters.date);
  if (filters.type === 'General') query = query.where((eb) => eb.not(eb(sql<string>`lower(e.type)`, 'in', EVENT_TYPES.map((t) => t.toLowerCase()))));
  else if (filters.type) query = query.where(sql<string>`lower(e.type)`, '=', filters.type.toLowerCase());
  // Tags are stored as a JSON array of known words: the quoted word matches exactly one.
  if (filters.tag) query = query.where('e.tags', 'like', `%${JSON.stringify(filters.tag)}%`);
  if (filters.cursor) {
    const { startsAt, id } = filters.cursor;
    query = query.where((eb) =>
      eb.or([eb('e.starts_at', '>', startsAt), eb.and([eb('e.starts_at', '=', startsAt), eb('e.id', '>', id)])]),
    );
  }
  return run(db, query.orderBy('e.starts_at').orderBy('e.id').limit(filters.limit + 1), viewerStudentId);
}

export async function findEvent(db: Db, id: string, viewerStudentId?: string): Promise<EventRecord | undefined> {
  const [row] = await run(db, eventsQuery(db).where('e.id', '=', id), viewerStudentId);
  return row;
}

/** The event when approved: the public pages' and calendar file's read. */
export async function findPublicEvent(db: Db, id: string): Promise<EventRecord | undefined> {
  const [row] = await run(db, approved(eventsQuery(db)).where('e.id', '=', id));
  return row;
}

/** Sum and count of an event's ratings: the public part of its feedback, read by its index. */
export async function findRatingTotals(db: Db, eventId: string): Promise<{ total: number; count: number }> {
  const row = await db
    .selectFrom('feedback')
    .select((eb) => [eb.fn.sum<number | null>('rating').as('total'), eb.fn.countAll<number>().as('count')])
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
}

/** An organizer's events, latest start first; with `unreviewed`, those waiting for or sent back by the office too (its team's view). */
export function listOrganizerEvents(db: Db, organizerId: string, viewerStudentId?: string, unreviewed = false): Promise<EventRecord[]> {
  const query = eventsQuery(db).where('e.organizer_id', '=', organizerId);
  return run(db, (unreviewed ? query : approved(query)).orderBy('e.starts_at', 'desc').orderBy('e.id'), viewerStudentId);
}

/** The office's queue: events with the given review status, soonest first. */
export function listEventsByReview(db: Db, status: ReviewStatus, limit: number): Promise<EventRecord[]> {
  return run(db, eventsQuery(db).where('e.review_status', '=', status).orderBy('e.starts_at').orderBy('e.id').limit(limit));
}

/** The events a student registered for (with their own registration state), in one query. */
export function listEventsOfStudent(db: Db, studentId: string): Promise<EventRecord[]> {
  const mine = db.selectFrom('registrations').select('event_id').where('student_id', '=', studentId);
  return run(db, eventsQuery(db).where('e.id', 'in', mine), studentId);
}

export type ViewerState = EventViewerState;

/** A student's state on one event, from their registration (if any) and whether they gave feedback. */
export function viewerStateOf(registrationId: string | null, status: string | null, offerExpiresAt: Date | string | null, feedbackGiven: boolean): ViewerState {
  return {
    registrationId,
    waitlisted: status === 'waitlisted',
    feedbackGiven,
    status: (status as ViewerState['status']) ?? null,
    offerExpiresAt: offerExpiresAt ? new Date(offerExpiresAt).toISOString() : null,
  };
}

/**
 * A student's own state on every event they registered for or gave feedback on, by
 * event id: two indexed reads of their own rows, laid over a shared (cached) page.
 */
export async function viewerStates(db: Db, studentId: string): Promise<Map<string, ViewerState>> {
  const [registrations, feedback] = await Promise.all([
    db.selectFrom('registrations').select(['id', 'event_id', 'status', 'offer_expires_at']).where('student_id', '=', studentId).execute(),
    db.selectFrom('feedback').select('event_id').where('student_id', '=', studentId).execute(),
  ]);
  const states = new Map<string, ViewerState>();
  for (const r of registrations) states.set(r.event_id, viewerStateOf(r.id, r.status, r.offer_expires_at, false));
  for (const f of feedback) {
    const state = states.get(f.event_id);
    if (state) state.feedbackGiven = true;
    else states.set(f.event_id, viewerStateOf(null, null, null, true));
  }
  return states;
}

/** The event row, locked for the rest of the transaction (registrations and capacity changes take turns on it). */
export async function lockEvent(trx: Trx, dialect: Dialect, eventId: string): Promise<EventRow | undefined> {
  let query = trx.selectFrom('events').selectAll().where('id', '=', eventId);
  // SQLite has one writer at a time already; PostgreSQL needs the row lock.
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Whether any registration of the event, whatever its status (a declined one too), still
 * holds answers: they are personal data stored by each question's flags until erased.
 * Read under the event's lock, which every new registration takes.
 */
export async function eventHoldsAnswers(trx: Trx, eventId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .where((eb) => eb.or([eb('answers', '!=', '{}'), eb('sensitive_answers', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The event row as stored (no join), or undefined. */
export function findEventRow(db: Db, eventId: string): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
}

export async function insertSeries(trx: Db | Trx, row: Insertable<SeriesTable>): Promise<void> {
  await trx.insertInto('series').values(row).execute();
}

/** A series' dates after the given start, soonest first. */
export function listLaterOccurrences(db: Db, seriesId: string, after: string | Date) {
  return db.selectFrom('events').select(['id', 'date', 'time']).where('series_id', '=', seriesId).where('starts_at', '>', typeof after === 'string' ? after : after.toISOString()).orderBy('starts_at').execute();
}

export function findSeries(db: Db, id: string) {
  return db
    .selectFrom('series as s')
    .leftJoin('organizers as o', 'o.user_id', 's.organizer_id')
    .select(['s.id', 's.every', 's.organizer_id', 'o.name as organizer_name'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Every date of a series, in order, past ones included. */
export function listSeriesEvents(db: Db, seriesId: string, viewerStudentId?: string): Promise<EventRecord[]> {
  return run(db, approved(eventsQuery(db)).where('e.series_id', '=', seriesId).orderBy('e.starts_at').orderBy('e.id'), viewerStudentId);
}

/** Which of these learning outcome ids exist. */
export async function findOutcomeIds(db: Db, ids: string[]): Promise<string[]> {
  return (await db.selectFrom('learning_outcomes').select('id').where('id', 'in', ids).execute()).map((r) => r.id);
}

export async function insertEvent(db: Db, row: NewEvent): Promise<void> {
  await db.insertInto('events').values(row).execute();
}

export async function updateEventRow(trx: Trx, eventId: string, changes: Updateable<EventsTable>): Promise<void> {
  await trx.updateTable('events').set(changes).where('id', '=', eventId).execute();
}

/** Deletes the event; its registrations and feedback go with it (ON DELETE CASCADE). */
export async function deleteEventRow(trx: Trx, eventId: string): Promise<void> {
  await trx.deleteFrom('events').where('id', '=', eventId).execute();
}

/** The ids of an organizer's events. */
export function listOrganizerEventIds(db: Db, organizerId: string): Promise<{ id: string }[]> {
  return db.selectFrom('events').select('id').where('organizer_id', '=', organizerId).execute();
}

/** An uploaded image an event may show: its id and who uploaded it (null for seeded images). */
export function findEventImage(db: Db, imageId: string) {
  return db.selectFrom('images').select(['id', 'uploader_id']).where('id', '=', imageId).executeTakeFirst();
}

/** The name of the organizer's group: null when the account has none yet (an unfinished Google sign-up), undefined without a group row. */
export async function findOrganizerGroupName(db: Db, organizerId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('organizers').select('name').where('user_id', '=', organizerId).executeTakeFirst();
  return row?.name;
}

/**
 * Name and e-mail of everyone registered or waitlisted for the events: whom an event's change or cancellation is mailed to.
 * A former participant (account deleted after the event) has no address left.
 */
export function listRegistrantContacts(db: Db, eventIds: string[]) {
  return db
    .selectFrom('registrations')
    .select(['event_id', 'student_id', 'name', 'email'])
    .where('event_id', 'in', eventIds)
    .where('student_id', 'is not', null)
    .$narrowType<{ student_id: NotNull }>()
    .execute();
}

/** What a cancellation mail says of each event, with its organizer's name. */
export function listEventsForNotice(db: Db, eventIds: string[]) {
  return db
    .selectFrom('events as e')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .select(['e.id', 'e.name', 'e.date', 'e.time', 'e.venue', 'o.name as organizer_name'])
    .where('e.id', 'in', eventIds)
    .execute();
}

/** An event moved: the reminders of its registrations are decided again for the new time (reminders/sweep.ts). */
export async function forgetEventReminders(trx: Trx, eventId: string): Promise<void> {
  await trx
    .deleteFrom('reminders_sent')
    .where('registration_id', 'in', (eb) => eb.selectFrom('registrations').select('id').where('event_id', '=', eventId))
    .execute();
}
