import type { ServerContext } from '../../infrastructure/context.ts';
import type { VenueLinks } from '../../events/events/venue-links.ts';
import { assertVenueChosen, bookEdit, bookVenue, venueOrBadRequest } from './booking.ts';

/** The venues module's answer to an event's creation and edits (events/venue-links.ts). */
export function venueLinks(ctx: Pick<ServerContext, 'config' | 'db' | 'handle'>): VenueLinks {
  return {
    assertChosen: (venueId) => assertVenueChosen(ctx, venueId),
    find: (venueId) => venueOrBadRequest(ctx.db, venueId),
    async book(trx, booking) {
      await bookVenue(ctx, trx, booking);
    },
    bookEdit: (trx, event, change) => bookEdit(ctx, trx, event, change),
  };
}
