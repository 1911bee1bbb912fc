/** Event types (SPEC.md §9); any other value is shown and stored as General. */
export const EVENT_TYPES = ['Workshop', 'Seminar', 'Fest', 'Club Event', 'Competition'] as const;
export type EventType = (typeof EVENT_TYPES)[number] | 'General';

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

/** The API's Event, as the browser receives it. */
export interface EventView {
  id: string;
  name: string;
  date: string;
  time: string;
  startsAt: string;
  venue: string;
  description: string;
  type: EventType;
  capacity: number;
  registrations: number;
  waitlisted: number;
  imageUrl: string | null;
  cardImageUrl: string | null;
  organizer: { id: string; name: string };
  status: 'upcoming' | 'past';
  viewer?: EventViewerState;
}

/** A signed-in student's own state on an event: registered (or waitlisted), feedback given. */
export interface EventViewerState {
  registrationId: string | null;
  waitlisted: boolean;
  feedbackGiven: boolean;
}
