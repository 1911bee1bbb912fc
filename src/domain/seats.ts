/**
 * The one rule for an event's places: Max participants 0 (or none) is unlimited, so it
 * never runs out; otherwise the places left are the capacity less the seats taken
 * (registration-status.ts takesSeat: registered and offered), never below 0.
 */
export const isUnlimited = (capacity: number | null | undefined): boolean => !capacity || capacity <= 0;

/** Places left, or null when there is no limit. */
export function seatsLeft(capacity: number | null | undefined, taken: number | null | undefined): number | null {
  if (isUnlimited(capacity)) return null;
  return Math.max(0, capacity! - Math.max(0, taken ?? 0));
}

/** Whether one more can take a seat now. */
export const hasSeatLeft = (capacity: number | null | undefined, taken: number | null | undefined): boolean => seatsLeft(capacity, taken) !== 0;

/** How many waiting can move up now: all of them without a limit. */
export const seatsToFill = (capacity: number | null | undefined, taken: number, waiting: number): number => Math.min(waiting, seatsLeft(capacity, taken) ?? waiting);
