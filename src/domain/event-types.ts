/** Event types (SPEC.md §9); any other value is shown and stored as General. */
export const EVENT_TYPES = ['Workshop', 'Seminar', 'Fest', 'Club Event', 'Competition'] as const;
export type EventType = (typeof EVENT_TYPES)[number] | 'General';
