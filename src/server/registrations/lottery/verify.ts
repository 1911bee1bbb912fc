import { drawSchema, type DrawView } from '../../../domain/responses/events.ts';
import { ALGORITHM, draw, isSeed, sortEntrants, type DrawResult } from './draw.ts';
import { isEntryId } from '../registrations/draw-entry.ts';

/** What re-running a published draw found (scripts/verify-draw.ts prints it). */
export interface Verification {
  /** The published draw, as read. */
  published: DrawView;
  /** The draw re-run from its seed, entrants and capacity. */
  rerun: DrawResult;
  winnersMatch: boolean;
  waitlistMatches: boolean;
  /** Everything that does not hold, in words; empty when the draw is reproduced exactly. */
  problems: string[];
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, k) => x === b[k]);

/**
 * Re-runs a draw as GET /api/events/:id/draw publishes it, with the one implementation
 * of the algorithm (draw.ts), and compares. Throws when the JSON is not a draw at all.
 */
export function verifyPublishedDraw(json: unknown): Verification {
  const published = drawSchema.parse(json);
  const problems: string[] = [];
  if (published.algorithm !== ALGORITHM) problems.push(`The draw names the algorithm "${published.algorithm}"; this verifier runs "${ALGORITHM}".`);
  if (!isSeed(published.seed)) problems.push('The seed is not 64 lowercase hex characters.');
  if (!same(published.entrants, sortEntrants(published.entrants))) problems.push('The entrants are not published in sorted order.');
  if (new Set(published.entrants).size !== published.entrants.length) problems.push('An entrant is listed twice.');
  if (!published.entrants.every(isEntryId)) problems.push('An entrant is not an entry id (16 lowercase hex characters).');
  if (problems.length) return { published, rerun: { entrants: [], winners: [], waitlist: [] }, winnersMatch: false, waitlistMatches: false, problems };

  const rerun = draw({ seed: published.seed, entrants: published.entrants, capacity: published.capacity });
  const winnersMatch = same(rerun.winners, published.winners);
  const waitlistMatches = same(rerun.waitlist, published.waitlist);
  if (!winnersMatch) problems.push('The winners differ from the re-run.');
  if (!waitlistMatches) problems.push('The waitlist differs from the re-run.');
  return { published, rerun, winnersMatch, waitlistMatches, problems };
}

/** Where an entry id ended up in the re-run: a seat, a waitlist position, or not entered. */
export function placeOf(rerun: DrawResult, entryId: string): string {
  if (rerun.winners.includes(entryId)) return `Entry ${entryId}: a seat`;
  const k = rerun.waitlist.indexOf(entryId);
  return k >= 0 ? `Entry ${entryId}: number ${k + 1} on the waitlist` : `Entry ${entryId}: not among the entrants`;
}
