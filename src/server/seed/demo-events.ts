import { startInstant } from '../../domain/time.ts';
import type { Db } from '../infrastructure/db/connection.ts';
import { newId } from '../infrastructure/db/ids.ts';
import { nowIso } from '../infrastructure/db/time.ts';
import { insertEvent } from '../events/events/queries.ts';
import type { NewEvent } from '../infrastructure/db/schema.ts';

export interface DemoEvent {
  organizerId: string;
  name: string;
  type: string;
  date: string;
  time: string;
  venue: string;
  capacity: number;
  description: string;
  /** Campus tags (up to three). */
  tags?: string[];
  seriesId?: string;
  /** Registration settings as stored: questions JSON, approval, claim hours, lottery… */
  settings?: Pick<Partial<NewEvent>, 'questions' | 'approval' | 'registration_opens_at' | 'registration_closes_at' | 'claim_hours' | 'allocation' | 'draw_at'>;
}

/** Inserts an event row as the events module will create it. */
export async function insertDemoEvent(db: Db, timeZone: string, e: DemoEvent): Promise<string> {
  const id = newId(12);
  const now = nowIso();
  await insertEvent(db, {
    id, organizer_id: e.organizerId, name: e.name, description: e.description, venue: e.venue, type: e.type,
    date: e.date, time: e.time, starts_at: startInstant(e.date, e.time, timeZone), capacity: e.capacity,
    image_id: null, tags: JSON.stringify(e.tags ?? []), series_id: e.seriesId ?? null, created_at: now, updated_at: now,
    ...e.settings,
  });
  return id;
}
