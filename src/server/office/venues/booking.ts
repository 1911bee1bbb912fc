import type { TFunction } from 'i18next';
import { displayTime } from '../../../domain/event-display.ts';
import { campusDay } from '../../../domain/event-when.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { MSG } from '../../../domain/messages.ts';
import { bookedByMessage, clashWindow, fitsVenue, venueCapacityMessage } from '../../../domain/policy/venues.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { VenueRow } from '../../infrastructure/db/schema.ts';
import { badRequest, conflict } from '../../infrastructure/http/errors.ts';
import { findVenue, findVenueClash, hasVenues, lockVenue } from './queries.ts';

/**
 * An event's booking of a venue, for the events service: the venue must
 * exist, hold the event's capacity, and be free at each of its starts. Called inside
 * the event's write transaction: the venue row stays locked until it commits.
 */

const unknownVenue = () => badRequest(MSG.venueNotFound, { venueId: MSG.venueNotFound });

/** The venue, or 400 'Venue not found' on venueId (read without a lock: for its label). */
export async function venueOrBadRequest(db: Db, venueId: string): Promise<VenueRow> {
  const venue = await findVenue(db, venueId);
  if (!venue) throw unknownVenue();
  return venue;
}

/**
 * VENUE_FREE_TEXT=never: once the campus has venues, an event books one of them;
 * a place typed as text alone is 400 'Choose one of the campus venues' on venueId.
 */
export async function assertVenueChosen(ctx: Pick<ServerContext, 'config' | 'db'>, venueId: string | null | undefined): Promise<void> {
  if (ctx.config.venueFreeText || venueId) return;
  if (await hasVenues(ctx.db)) throw badRequest(MSG.chooseCampusVenue, { venueId: MSG.chooseCampusVenue });
}

export interface Booking {
  venueId: string;
  /** The event's limit of participants (0 = unlimited). */
  capacity: number;
  /** Starts to hold the venue at; none when only the capacity is checked. */
  starts: readonly string[];
  /** The events being written themselves (an edit never clashes with itself). */
  except?: readonly string[];
}

/** Locks the venue, then 400 on the capacity rule and 409 naming the event that holds it at any of the starts. */
export async function bookVenue(ctx: Pick<ServerContext, 'config' | 'handle'>, trx: Trx, booking: Booking): Promise<VenueRow> {
  const venue = await lockVenue(trx, ctx.handle.dialect, booking.venueId);
  if (!venue) throw unknownVenue();
  if (!fitsVenue(booking.capacity, venue.capacity)) {
    const message = venueCapacityMessage(venue.capacity);
    const said = (t: TFunction) => t('ui:run.venue.capacity', { capacity: venue.capacity });
    throw badRequest(message, { capacity: message }).sayingIn({ message: said, fields: { capacity: said } });
  }
  for (const start of booking.starts) {
    const clash = await findVenueClash(trx, venue.id, clashWindow(start, ctx.config.venueBookingMinutes), booking.except ?? []);
    if (clash) {
      const bookedBy = (t: TFunction, language: UiLanguage) =>
        t('mail:api.bookedBy', { event: clash.name, date: campusDay(clash.date, language), time: displayTime(clash.time, language) });
      throw conflict(MSG.venueBooked, 'VENUE_BOOKED', { venueId: bookedByMessage(clash) }).sayingIn({ fields: { venueId: bookedBy } });
    }
  }
  return venue;
}

/**
 * An edit's booking, on the locked event row: judged again when the venue, the start or
 * the capacity changes; the clash check only when the venue or the start does.
 */
export async function bookEdit(
  ctx: Pick<ServerContext, 'config' | 'handle'>,
  trx: Trx,
  event: { id: string; venue_id: string | null; capacity: number; starts_at: Date | string },
  change: { venueId?: string | null; capacity?: number; startsAt: string },
): Promise<void> {
  const venueId = change.venueId !== undefined ? change.venueId : event.venue_id;
  if (!venueId) return;
  const moved = change.venueId !== undefined || new Date(event.starts_at).toISOString() !== change.startsAt;
  if (!moved && change.capacity === undefined) return;
  await bookVenue(ctx, trx, { venueId, capacity: change.capacity ?? event.capacity, starts: moved ? [change.startsAt] : [], except: [event.id] });
}
