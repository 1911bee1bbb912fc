import { z } from 'zod';
import { eventSchema } from '../events/openapi.ts';

export const registrationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  usn: z.string(),
  email: z.string(),
  semester: z.string(),
  contactNo: z.string().nullable(),
  status: z.enum(['registered', 'waitlisted']),
  createdAt: z.string(),
  checkedInAt: z.string().nullable(),
  ticketCode: z.string().optional(),
});

export const myRegistrationSchema = registrationSchema.extend({ event: eventSchema });
