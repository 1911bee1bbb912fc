import { z } from 'zod';

/** GET /api/me/calendar and POST /api/me/calendar/reset: the secret feed URL. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
