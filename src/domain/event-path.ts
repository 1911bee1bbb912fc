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

/** The sections of a club's workspace, each with its own address under the club's page. */
export const CLUB_SECTIONS = ['events', 'people', 'insights', 'settings', 'webhooks'] as const;
export type ClubSection = (typeof CLUB_SECTIONS)[number];

/** A section of the club's workspace: Events is the club's page itself, the others below it. */
export function clubSectionPath(organizerId: string, section: ClubSection): string {
  return section === 'events' ? clubPagePath(organizerId) : `${clubPagePath(organizerId)}/${section}`;
}

/** The sections a role on the club's team works in: door staff have the events (to check in at) only. */
export function clubSectionsFor(role: 'owner' | 'manager' | 'door' | null): readonly ClubSection[] {
  if (role === 'owner' || role === 'manager') return CLUB_SECTIONS;
  return role === 'door' ? ['events'] : [];
}

/** The workspace section a path is in (any club's), or null for a path outside every workspace. */
export function clubSectionOf(pathname: string): ClubSection | null {
  const match = /^\/[^/]+\/dashboard(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const section = match[1] ?? 'events';
  return (CLUB_SECTIONS as readonly string[]).includes(section) ? (section as ClubSection) : null;
}

/** A series' page (GET /api/series/:id): every date of it, past ones too. */
export function seriesPagePath(seriesId: string): string {
  return `/series/${encodeURIComponent(seriesId)}`;
}

/** A club's public calendar feed (its upcoming events, for calendar apps to subscribe to). */
export function clubCalendarPath(organizerId: string): string {
  return `/api/organizers/${encodeURIComponent(organizerId)}/calendar.ics`;
}

/** A club's embed: its upcoming events in a frame on another site (docs/platform.md "Embeds"). */
export function clubEmbedPath(organizerId: string): string {
  return `/embed/organizers/${encodeURIComponent(organizerId)}`;
}

/** The one-line snippet's script, which frames a club's embed where it stands. */
export const EMBED_SCRIPT_PATH = '/embed.js';
