import { EVENT_TYPES, type EventType } from './event-types.ts';

export { EVENT_TYPES, type EventType } from './event-types.ts';
/** The API's Event as the browser receives it: declared once, as a schema (responses/events.ts). */
export type { EventListing, EventView, EventViewerState } from './responses/events.ts';

export function normalizeEventType(value: string | null | undefined): EventType {
  const match = EVENT_TYPES.find((t) => t.toLowerCase() === (value ?? '').trim().toLowerCase());
  return match ?? 'General';
}

/** Max participants: a whole number; empty or invalid means 0 = unlimited (SPEC.md §5). */
/**
 * Max participants as the edit form and the API give it: empty means 0 (unlimited) and
 * text is read as a whole number, falling back to 0 when it holds none (SPEC.md); a
 * negative or fractional number stays as it is, for the schema to refuse.
 */
export function parseCapacity(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') return value;
  const n = Number.parseInt(String(value).trim(), 10);
  return Number.isFinite(n) ? n : 0;
}

export const MAX_CAPACITY = 100_000;
