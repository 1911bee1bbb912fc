import { displayDate, displayTime, displayVenue } from '../../domain/event-display.ts';
import type { Trx } from '../db/connection.ts';
import type { FollowerLinks } from '../events/follower-links.ts';
import { findOrganizerGroupName } from '../events/queries.ts';
import { newId } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { insertInboxItems } from '../announcements/queries.ts';
import type { Dialect } from '../db/connection.ts';
import { listInboxFollowers } from './queries/follows.ts';

/** The follows module's answer to a new event (events/follower-links.ts): an inbox item for each follower who wants one. */
export function followerLinks(dialect: Dialect): FollowerLinks {
  return {
    async tellFollowers(trx: Trx, event) {
      const followers = await listInboxFollowers(trx, dialect, event.organizerId);
      if (followers.length === 0) return;
      const club = (await findOrganizerGroupName(trx, event.organizerId)) ?? 'A club you follow';
      const now = nowIso();
      await insertInboxItems(trx, followers.map((f) => ({
        id: newId(16), user_id: f.student_id, kind: 'new-event', subject: `New from ${club}: ${event.name}`,
        message: `${displayDate(event.date)} at ${displayTime(event.time)}, ${displayVenue(event.venue)}.`, event_id: event.id, created_at: now, read_at: null,
      })));
    },
  };
}
