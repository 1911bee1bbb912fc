import type { Trx } from '../../infrastructure/db/connection.ts';
import type { FollowerLinks } from '../../events/events/follower-links.ts';
import { findOrganizerGroupName } from '../../events/events/queries.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { insertInboxItems } from '../announcements/queries.ts';
import { listFollowersToTell } from './queries/follows.ts';
import { A_CLUB_YOU_FOLLOW, newEventMessage, newEventSubject } from './new-event-words.ts';
import type { Outbox } from '../../infrastructure/outbox/outbox.ts';

/** The follows module's answer to a new event (events/follower-links.ts): an inbox item for each follower who wants one, and a push to their devices. */
export function followerLinks(outbox: Pick<Outbox, 'addPush'>): FollowerLinks {
  return {
    async tellFollowers(trx: Trx, event) {
      const followers = await listFollowersToTell(trx, event.organizerId);
      if (followers.length === 0) return;
      const club = (await findOrganizerGroupName(trx, event.organizerId)) ?? A_CLUB_YOU_FOLLOW;
      const now = nowIso();
      await insertInboxItems(trx, followers.filter((f) => Boolean(f.follow_inbox)).map((f) => ({
        // Stored in English; the inbox says it in the reader's language (new-event-words.ts).
        id: newId(16), user_id: f.student_id, kind: 'new-event', subject: newEventSubject(club, event.name),
        message: newEventMessage(event), event_id: event.id, created_at: now, read_at: null,
      })));
      // To their devices by their own choice (src/domain/push.ts: followed clubs), whatever the inbox's switch says.
      const notice = { event: { id: event.id, name: event.name, date: event.date, time: event.time, venue: event.venue, organizerName: club }, club };
      await outbox.addPush(trx, followers.map((f) => ({ userId: f.student_id, eventId: event.id, source: { kind: 'club-event' as const, payload: notice } })));
    },
  };
}
