import { z } from 'zod';
import { EVENT_TYPES } from '../event-types.ts';
import { QUESTION_KINDS } from '../questions.ts';
import { ALLOCATIONS, REGISTRATION_STATUSES } from '../registration-status.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** An event's name and description in one campus language. */
export const eventVersionSchema = z.object({ language: z.enum(LANGUAGES), name: z.string(), description: z.string() });

/** A signed-in student's own state on an event: registered (or waitlisted), feedback given. */
export const eventViewerStateSchema = z.object({
  registrationId: z.string().nullable(),
  waitlisted: z.boolean(),
  feedbackGiven: z.boolean(),
  /** The registration's status, null without one. */
  status: z.enum(REGISTRATION_STATUSES).nullable().optional(),
  /** While offered: the seat is theirs to confirm until then. */
  offerExpiresAt: z.string().nullable().optional(),
});
export type EventViewerState = z.infer<typeof eventViewerStateSchema>;

/** How a past event was rated: public, as a whole only. */
export const eventRatingSchema = z.object({ average: z.number(), count: z.number() });
export type EventRating = z.infer<typeof eventRatingSchema>;

/** API.md's Event: `viewer` only for a signed-in student. */
export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** YYYY-MM-DD in the campus time zone. */
  date: z.string(),
  /** HH:MM (24 h) in the campus time zone. */
  time: z.string(),
  /** HH:MM when it ends; earlier than `time` means the next day; null when not said. */
  endTime: z.string().nullable(),
  /** ISO-8601 UTC. */
  startsAt: z.string(),
  venue: z.string(),
  /**
   * The campus venue it books (GET /api/venues), or null: `venue` is then free text.
   * The server always sends it; optional only for older clients' fixtures.
   */
  venueId: z.string().nullable().optional(),
  description: z.string(),
  /**
   * The language `name` and `description` are in: the reader's (Accept-Language, the `lang`
   * cookie, the account's choice) when the organizer added that translation, else the
   * event's own. Optional only for older clients' fixtures, as the fields below.
   */
  language: z.enum(LANGUAGES).optional(),
  /** The language the organizer wrote the event in. */
  originalLanguage: z.enum(LANGUAGES).optional(),
  /** The event's own name and description, when `name` and `description` are a translation. */
  original: eventVersionSchema.optional(),
  /** Its name and description in the other campus languages the organizer added. */
  translations: z.array(eventVersionSchema).optional(),
  type: z.enum([...EVENT_TYPES, 'General']),
  /** 0 = unlimited. */
  capacity: z.number(),
  registrations: z.number(),
  waitlisted: z.number(),
  imageUrl: z.string().nullable(),
  cardImageUrl: z.string().nullable(),
  /**
   * The uploaded image's width over its height (both sizes keep it), so a page can keep its
   * place before it loads; null without an image. Optional only for older clients' fixtures.
   */
  imageAspect: z.number().nullable().optional(),
  organizer: z.object({ id: z.string(), name: z.string() }),
  /** Up to three of the campus's tags. */
  tags: z.array(z.string()),
  /** Up to three of the campus's learning outcomes (ids, GET /api/outcomes). Optional only for older clients' fixtures. */
  outcomes: z.array(z.string()).optional(),
  /** The series it is a date of (GET /api/series/:id), or null. */
  seriesId: z.string().nullable(),
  /** `pending` and `rejected` only with EVENT_APPROVAL=required, seen by the club's team and the office. */
  status: z.enum(['upcoming', 'past', 'pending', 'rejected']),
  /** Why the campus office sent it back (a rejected event only). */
  reviewReason: z.string().optional(),
  /** The organizer's questions, asked at registration after the standard fields; `sensitive`: its answers are for the club's owner and managers only. */
  questions: z.array(z.object({ id: z.string(), label: z.string(), kind: z.enum(QUESTION_KINDS), options: z.array(z.string()), required: z.boolean(), sensitive: z.boolean().optional() })),
  /** Registrations wait for the organizer's approval. */
  approval: z.boolean(),
  registrationOpensAt: z.string().nullable(),
  registrationClosesAt: z.string().nullable(),
  /** Hours a waitlisted student has to confirm a freed seat; null = the seat is theirs at once. */
  claimHours: z.number().nullable(),
  allocation: z.enum(ALLOCATIONS),
  /** A lottery's draw time, and when it was drawn (then GET /api/events/:id/draw). */
  drawAt: z.string().nullable(),
  drawnAt: z.string().nullable(),
  /** Students check themselves in by scanning the door screen's code. */
  selfCheckIn: z.boolean(),
  /** Awaiting approval, and entered in the lottery's draw. */
  pending: z.number(),
  entered: z.number(),
  viewer: eventViewerStateSchema.optional(),
  /**
   * A past event's rating once there is feedback (GET /api/events/:id only): the average
   * to one decimal and how many rated. Who rated and what they wrote stay the organizer's.
   */
  rating: eventRatingSchema.optional(),
  /** In the For-you listing: why this event is there ("Because you follow Robotics Club"). */
  reason: z.string().optional(),
});
/** The API's Event, as the browser receives it. */
export type EventView = z.infer<typeof eventSchema>;

/** GET /api/admin/events: the campus office's events by review status, soonest first. */
export const reviewQueueSchema = z.object({ events: z.array(eventSchema) });
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** GET /api/series/:id: a series and all its dates, in order. */
export const seriesSchema = z.object({
  id: z.string(),
  every: z.enum(['week', '2weeks']),
  organizer: z.object({ id: z.string(), name: z.string() }),
  events: z.array(eventSchema),
});
/** GET /api/events/:id/draw: the published draw, re-runnable by anyone (docs/lottery.md). */
export const drawSchema = z.object({
  eventId: z.string(),
  seed: z.string(),
  capacity: z.number(),
  /** The entrants as entry ids (opaque: they name no student), sorted: the draw's input. */
  entrants: z.array(z.string()),
  /** The seats, then the waitlist, in drawn order. */
  winners: z.array(z.string()),
  waitlist: z.array(z.string()),
  drawnAt: z.string(),
  algorithm: z.string(),
  /** Only for the event's organizer: entry id → registration id. */
  entrantRegistrations: z.record(z.string(), z.string()).optional(),
});
export type DrawView = z.infer<typeof drawSchema>;

export type SeriesView = z.infer<typeof seriesSchema>;

/** GET /api/events: a page of upcoming events; `nextCursor` null at the end. */
export const eventListingSchema = z.object({
  events: z.array(eventSchema),
  nextCursor: z.string().nullable(),
});
export type EventListing = z.infer<typeof eventListingSchema>;
