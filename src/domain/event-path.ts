/** The event's public page (API.md "Public pages"): the one link mails, calendars and shares point to. */
export function eventPagePath(eventId: string): string {
  return `/events/${encodeURIComponent(eventId)}`;
}

/** The event's calendar file (Add to calendar). */
export function eventCalendarPath(eventId: string): string {
  return `/api/events/${encodeURIComponent(eventId)}/calendar.ics`;
}

/** A club's public page (its "dashboard", SPEC.md §2): its profile, followers and events. */
export function clubPagePath(organizerId: string): string {
  return `/${encodeURIComponent(organizerId)}/dashboard`;
}

/** A series' page (GET /api/series/:id): every date of it, past ones too. */
export function seriesPagePath(seriesId: string): string {
  return `/series/${encodeURIComponent(seriesId)}`;
}
