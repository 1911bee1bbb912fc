import { z } from 'zod';

/** One piece of feedback as its organizer reads it; `event` only over all of an organizer's events. */
export const feedbackEntrySchema = z.object({
  name: z.string(),
  email: z.string(),
  rating: z.number(),
  comments: z.string(),
  createdAt: z.string(),
  event: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** GET /api/events/:id/feedback, /api/organizers/:id/feedback, /api/admin/feedback: `average` to one decimal. */
export const feedbackSummarySchema = z.object({
  average: z.number(),
  count: z.number(),
  entries: z.array(feedbackEntrySchema),
});
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** The feedback just given (POST) or a student's own on an event (GET .../feedback/mine). */
export const ownFeedbackSchema = z.object({
  rating: z.number(),
  comments: z.string(),
  createdAt: z.string(),
});
export type OwnFeedback = z.infer<typeof ownFeedbackSchema>;

/**
 * Cumulative counts per day: registered and waitlisted by sign-up day, checked in by
 * check-in day. Campus days (CAMPUS_TIME_ZONE), oldest first; only the days on which a
 * count changed (the chart carries the totals over the days between).
 */
export const insightDaySchema = z.object({
  date: z.string(),
  registered: z.number(),
  waitlisted: z.number(),
  checkedIn: z.number(),
});

/** Seat holders, check-ins, no-shows (null until check-in closes) and their rate (null without seat holders). */
export const attendanceSchema = z.object({
  registered: z.number(),
  checkedIn: z.number(),
  noShows: z.number().nullable(),
  rate: z.number().nullable(),
});

/** One event's charts: how many ratings of 1..5, and registrations over time up to the event's day. */
export const eventInsightSchema = z.object({
  eventId: z.string(),
  name: z.string(),
  /** The event's campus day (YYYY-MM-DD): where the registrations chart's time axis ends. */
  date: z.string(),
  ratings: z.array(z.number()),
  timeline: z.array(insightDaySchema),
  attendance: attendanceSchema,
});
export type EventInsight = z.infer<typeof eventInsightSchema>;

/**
 * GET /api/organizers/:id/insights: the rating distribution over all events, and per event;
 * attendance over the events whose check-in has closed.
 */
export const insightsSchema = z.object({
  ratings: z.array(z.number()),
  attendance: attendanceSchema,
  events: z.array(eventInsightSchema),
});
export type Insights = z.infer<typeof insightsSchema>;
