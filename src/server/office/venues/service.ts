import { MSG } from '../../../domain/messages.ts';
import type { VenueData } from '../../../domain/schemas/venue.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import type { VenueRow } from '../../infrastructure/db/schema.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { conflict, isUniqueViolation } from '../../infrastructure/http/errors.ts';
import { findVenue, findVenueNamed, insertVenue } from './queries.ts';

const exists = () => conflict(MSG.venueExists, 'VENUE_EXISTS', { name: MSG.venueExists });

/** Adds a venue: 409 when its building already has one of that name (ignoring case), a race included. */
export async function createVenue(ctx: Pick<ServerContext, 'db'>, input: VenueData): Promise<VenueRow> {
  if (await findVenueNamed(ctx.db, input.name, input.building)) throw exists();
  const id = newId(12);
  try {
    await insertVenue(ctx.db, { id, name: input.name, building: input.building, capacity: input.capacity, created_at: nowIso() });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  return (await findVenue(ctx.db, id))!;
}
