/** Event types (SPEC.md §9); any other value is shown and stored as General. */
export const EVENT_TYPES = ['Workshop', 'Seminar', 'Fest', 'Club Event', 'Competition'] as const;
export type EventType = (typeof EVENT_TYPES)[number] | 'General';

export function normalizeEventType(value: string | null | undefined): EventType {
  const match = EVENT_TYPES.find((t) => t.toLowerCase() === (value ?? '').trim().toLowerCase());
  return match ?? 'General';
}

/** Max participants: a whole number; empty or invalid means 0 = unlimited (SPEC.md §5). */
export function parseCapacity(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number.parseInt(String(value).trim(), 10);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.trunc(n);
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
  viewer?: { registrationId: string | null; waitlisted: boolean; feedbackGiven: boolean };
}
