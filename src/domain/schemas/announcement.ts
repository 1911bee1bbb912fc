import { z } from 'zod';
import { MSG } from '../messages.ts';

export const ANNOUNCEMENT_SUBJECT_MAX = 120;
export const ANNOUNCEMENT_MESSAGE_MAX = 5000;
/** So that a club cannot flood its members: announcements per event in any 24 hours. */
export const ANNOUNCEMENTS_PER_EVENT_PER_DAY = 10;

/**
 * The announcement form and POST /api/events/:id/announcements. A blank field says
 * 'Please fill all fields' like every form but feedback (SPEC words that one differently).
 */
export const announcementInputSchema = z.object({
  subject: z
    .string({ error: MSG.fillAllFields })
    .trim()
    .min(1, MSG.fillAllFields)
    .max(ANNOUNCEMENT_SUBJECT_MAX, `Subject must be at most ${ANNOUNCEMENT_SUBJECT_MAX} characters`),
  message: z
    .string({ error: MSG.fillAllFields })
    .trim()
    .min(1, MSG.fillAllFields)
    .max(ANNOUNCEMENT_MESSAGE_MAX, `Message must be at most ${ANNOUNCEMENT_MESSAGE_MAX} characters`),
  includeWaitlist: z.boolean({ error: 'includeWaitlist must be true or false' }).optional().default(false),
});
export type AnnouncementInput = z.output<typeof announcementInputSchema>;
