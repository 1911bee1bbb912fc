import type { FeedbackSummary } from '../../../domain/responses/feedback.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import { formerParticipant } from '../../../domain/registration-status.ts';
import { averageRating } from '../../../domain/schemas/feedback.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { FeedbackEntryRow } from './queries.ts';

/**
 * The organizer's feedback summary: names and e-mails are for the event's organizer only.
 * An unlinked author is named in the viewer's language (`t`; English without one).
 */
export function presentFeedbackSummary(rows: FeedbackEntryRow[], withEvent: boolean, t?: Say): FeedbackSummary {
  return {
    average: averageRating(rows.map((r) => r.rating)),
    count: rows.length,
    entries: rows.map((r) => ({
      name: r.name ?? formerParticipant(t),
      email: r.email,
      rating: r.rating,
      comments: r.comments,
      createdAt: toIso(r.created_at),
      ...(withEvent && { event: { id: r.event_id, name: r.event_name } }),
    })),
  };
}
