import { parseStoredTags } from '../../../domain/tags.ts';
import type { Db } from '../../infrastructure/db/connection.ts';
import type { ForYouLinks, ForYouReason } from '../../events/events/for-you-links.ts';
import { listCoAttendedEvents, listFollowedClubEvents, listInterestEvents, readInterests } from './queries/for-you.ts';

export const FOR_YOU_LIMIT = 50;

/**
 * The For-you listing: events of followed clubs first, then events with the
 * student's interests, then what students who went to the same past events
 * registered for; each once, with its reason, leaving out what they registered for.
 */
export function forYouLinks(db: Db): ForYouLinks {
  return {
    async picksFor(studentId, now) {
      const picks = new Map<string, ForYouReason>();
      const add = (eventId: string, reason: ForYouReason) => {
        if (!picks.has(eventId) && picks.size < FOR_YOU_LIMIT) picks.set(eventId, reason);
      };
      for (const e of await listFollowedClubEvents(db, studentId, now, FOR_YOU_LIMIT)) add(e.id, { follows: e.organizer_name ?? null });
      const interests = parseStoredTags(await readInterests(db, studentId));
      if (interests.length) {
        for (const e of await listInterestEvents(db, studentId, interests, now, FOR_YOU_LIMIT)) {
          const tag = parseStoredTags(e.tags).find((t) => interests.includes(t)) ?? interests[0];
          if (tag) add(e.id, { likes: tag });
        }
      }
      for (const e of await listCoAttendedEvents(db, studentId, now, 20)) add(e.event_id, { popular: true });
      return [...picks].map(([eventId, reason]) => ({ eventId, reason }));
    },
  };
}
