import type { Trx } from '../../infrastructure/db/connection.ts';
import type { ReviewStatus } from '../../../domain/policy/review.ts';

/** The event's review, set under its row's lock; `firstApproval` stamps the first approval once. */
export async function setReview(trx: Trx, eventId: string, review: { status: ReviewStatus; reason: string | null; at: string; firstApproval: boolean }): Promise<void> {
  await trx
    .updateTable('events')
    .set({ review_status: review.status, review_reason: review.reason, reviewed_at: review.at, ...(review.firstApproval && { first_approved_at: review.at }) })
    .where('id', '=', eventId)
    .execute();
}

/** Where the club's review mail goes: its account's address, and its name. */
export function findClubContact(trx: Trx, organizerId: string) {
  return trx
    .selectFrom('organizers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['u.email', 'o.name'])
    .where('o.user_id', '=', organizerId)
    .executeTakeFirst();
}
