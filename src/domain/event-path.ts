/** The event's public page (API.md "Public pages"): the one link mails, calendars and shares point to. */
export function eventPagePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`;
}
