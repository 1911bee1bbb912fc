import { z } from 'zod';

/** The API's Event (API.md), for response serialization and the OpenAPI description. */
export const eventSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  venue: z.string(),
  description: z.string(),
  type: z.string(),
  capacity: z.number(),
  registrations: z.number(),
  waitlisted: z.number(),
  imageUrl: z.string().nullable(),
  cardImageUrl: z.string().nullable(),
  organizer: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(['upcoming', 'past']),
  viewer: z
    .object({ registrationId: z.string().nullable(), waitlisted: z.boolean(), feedbackGiven: z.boolean() })
    .optional(),
});
