import { z } from 'zod';

/**
 * The longest id a path may carry: far above any id Quad makes, so that a mistyped or
 * foreign id is answered 404 (not found); a longer one is a 404 from the router too.
 */
export const MAX_ID_LENGTH = 500;

/** `/:id` of events, organizers and registrations. */
export const idParams = z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) });
