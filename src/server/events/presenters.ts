import { normalizeEventType, type EventView } from '../../domain/events.ts';
import { toIso } from '../db/time.ts';
import type { EventRecord } from './queries.ts';

export function imageUrls(imageId: string | null) {
  return {
    imageUrl: imageId ? `/images/${imageId}` : null,
    cardImageUrl: imageId ? `/images/${imageId}?size=card` : null,
  };
}

/** The API's Event (API.md): `viewer` only when the query carried a signed-in student. */
export function presentEvent(row: EventRecord, now: Date = new Date()): EventView {
  const startsAt = toIso(row.starts_at);
  const view: EventView = {
    id: row.id,
    name: row.name,
    date: row.date,
    time: row.time,
    startsAt,
    venue: row.venue,
    description: row.description,
    type: normalizeEventType(row.type),
    capacity: row.capacity,
    registrations: row.registrations_count,
    waitlisted: row.waitlisted_count,
    ...imageUrls(row.image_id),
    organizer: { id: row.organizer_id, name: row.organizer_name ?? '' },
    status: new Date(startsAt).getTime() >= now.getTime() ? 'upcoming' : 'past',
  };
  if (row.viewer_registration_id !== undefined) {
    view.viewer = {
      registrationId: row.viewer_registration_id ?? null,
      waitlisted: row.viewer_status === 'waitlisted',
      feedbackGiven: Boolean(row.viewer_feedback_id),
    };
  }
  return view;
}
