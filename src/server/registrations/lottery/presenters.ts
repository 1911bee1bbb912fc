import type { DrawView } from '../../../domain/responses/events.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { ALGORITHM } from './draw.ts';
import type { PublishedDraw } from './published.ts';

const ids = (json: string): string[] => JSON.parse(json) as string[];

/**
 * The capacity the draw ran with, from what was stored. With a waitlist the seats ran
 * out, so it was exactly the number of winners. Without one everyone won: the capacity
 * was 0 (unlimited) or at least the number of entrants, and any such value re-runs to
 * the same result; the event's capacity is shown unless it was lowered below the
 * winners since, when the number of winners is (it re-runs the same).
 */
export function drawnCapacity(eventCapacity: number, winners: number, waitlisted: number): number {
  if (waitlisted > 0) return winners;
  return eventCapacity === 0 || eventCapacity >= winners ? eventCapacity : winners;
}

/**
 * GET /api/events/:id/draw: everything needed to re-run the draw (docs/lottery.md), in
 * entry ids; `entrantRegistrations` (entry id → registration id) only for the organizer.
 */
export function presentDraw({ row, eventCapacity, entrantRegistrations }: PublishedDraw): DrawView {
  const winners = ids(row.winners);
  const waitlist = ids(row.waitlist);
  return {
    eventId: row.event_id,
    seed: row.seed,
    capacity: drawnCapacity(eventCapacity, winners.length, waitlist.length),
    entrants: ids(row.entrants),
    winners,
    waitlist,
    drawnAt: toIso(row.drawn_at),
    algorithm: ALGORITHM,
    ...(entrantRegistrations && { entrantRegistrations }),
  };
}
