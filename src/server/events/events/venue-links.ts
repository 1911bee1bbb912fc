import type { Trx } from '../../infrastructure/db/connection.ts';
import type { VenueRow } from '../../infrastructure/db/schema.ts';

/**
 * What an event's creation and edits ask of the campus venues, wired by app.ts: the venue
 * must exist, hold the event's capacity and be free at its starts. Events know no venues
 * code; venues answer through these named calls (venues/links.ts).
 */
export interface VenueLinks {
  /** VENUE_FREE_TEXT=never: once the campus has venues, 400 'Choose one of the campus venues' when none is chosen. */
  assertChosen(venueId: string | null | undefined): Promise<void>;
  /** The venue, for its label and capacity (read without a lock), or 400 'Venue not found'. */
  find(venueId: string): Promise<VenueRow>;
  /** Locks the venue inside the event's transaction: 400 on its capacity, 409 naming the event that holds it at one of `starts`. */
  book(trx: Trx, booking: { venueId: string; capacity: number; starts: readonly string[] }): Promise<void>;
  /** An edit's booking, on the locked event row: judged again when the venue, the start or the capacity changes. */
  bookEdit(
    trx: Trx,
    event: { id: string; venue_id: string | null; capacity: number; starts_at: Date | string },
    change: { venueId?: string | null; capacity?: number; startsAt: string },
  ): Promise<void>;
}
