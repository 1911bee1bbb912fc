/** The event's public page (API.md "Public pages"): the one link mails, calendars and shares point to. */
export function eventPagePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`;
}

/** The event's calendar file (Add to calendar). */
export function eventCalendarPath(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;
}
