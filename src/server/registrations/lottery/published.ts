import type { Selectable } from 'kysely';
import { MSG } from '../../../domain/messages.ts';
import { canManageRegistrations } from '../../../domain/policy/events.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import type { DrawsTable } from '../../infrastructure/db/schema.ts';
import { findEventRow } from '../../events/events/queries.ts';
import { eventFacts } from '../../events/events/service.ts';
import { conflict, notFound } from '../../infrastructure/http/errors.ts';
import { drawEntryId } from '../registrations/draw-entry.ts';
import { findDraw, listTicketCodes } from './queries.ts';

/** A held draw as GET /api/events/:id/draw reads it, for one viewer. */
export interface PublishedDraw {
  row: Selectable<DrawsTable>;
  eventCapacity: number;
  /** Entry id → registration id: only when the viewer runs the event. */
  entrantRegistrations?: Record<string, string>;
}

/**
 * The event's draw: public, with entry ids only (they name no student). The event's
 * organizer also gets the registration behind each entry id, to match draw and list;
 * a registration removed since the draw has none.
 */
export async function readPublishedDraw(ctx: Pick<ServerContext, 'db'>, viewer: Viewer | null, eventId: string): Promise<PublishedDraw> {
  const event = await findEventRow(ctx.db, eventId);
  if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  const row = await findDraw(ctx.db, event.id);
  // Before the draw, or for an event allocated first come, first served: nothing to show yet.
  if (!row) throw conflict(MSG.drawNotHeld, 'DRAW_NOT_HELD');
  if (!canManageRegistrations(viewer, eventFacts(event))) return { row, eventCapacity: event.capacity };
  const drawn = new Set(JSON.parse(row.entrants) as string[]);
  const entrantRegistrations: Record<string, string> = {};
  for (const r of await listTicketCodes(ctx.db, event.id)) {
    const entry = drawEntryId(r.ticket_code);
    if (drawn.has(entry)) entrantRegistrations[entry] = r.id;
  }
  return { row, eventCapacity: event.capacity, entrantRegistrations };
}
