import { z } from 'zod';
import { EVENT_TYPES } from '../event-types.ts';

/** A signed-in student's own state on an event: registered (or waitlisted), feedback given. */
export const eventViewerStateSchema = z.object({
  registrationId: z.string().nullable(),
  waitlisted: z.boolean(),
  feedbackGiven: z.boolean(),
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
  /** ISO-8601 UTC. */
  startsAt: z.string(),
  venue: z.string(),
  description: z.string(),
  type: z.enum([...EVENT_TYPES, 'General']),
  /** 0 = unlimited. */
  capacity: z.number(),
  registrations: z.number(),
  waitlisted: z.number(),
  imageUrl: z.string().nullable(),
  cardImageUrl: z.string().nullable(),
  organizer: z.object({ id: z.string(), name: z.string() }),
  /** Up to three of the campus's tags. */
  tags: z.array(z.string()),
  /** The series it is a date of (GET /api/series/:id), or null. */
  seriesId: z.string().nullable(),
  status: z.enum(['upcoming', 'past']),
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

/** GET /api/series/:id: a series and all its dates, in order. */
export const seriesSchema = z.object({
  id: z.string(),
  every: z.enum(['week', '2weeks']),
  organizer: z.object({ id: z.string(), name: z.string() }),
  events: z.array(eventSchema),
});
export type SeriesView = z.infer<typeof seriesSchema>;

/** GET /api/events: a page of upcoming events; `nextCursor` null at the end. */
export const eventListingSchema = z.object({
  events: z.array(eventSchema),
  nextCursor: z.string().nullable(),
});
export type EventListing = z.infer<typeof eventListingSchema>;
