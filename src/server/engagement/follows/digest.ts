import { addDays, campusDate, startInstant } from '../../../domain/time.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { eventFields } from '../../infrastructure/outbox/event-fields.ts';
import type { OutboxMail } from '../../infrastructure/outbox/payloads.ts';
import { claimDigest, listDigestCandidates, listDigestEvents } from './queries/digest.ts';

/** The latest digest moment at or before `now`: DIGEST_HOUR on the campus's today, or yesterday's. */
export function lastDigestMoment(now: Date, timeZone: string, hour: number): Date {
  const clock = `${String(hour).padStart(2, '0')}:00`;
  const today = new Date(startInstant(campusDate(now, timeZone), clock, timeZone));
  return today.getTime() <= now.getTime() ? today : new Date(startInstant(addDays(campusDate(now, timeZone), -1), clock, timeZone));
}

/**
 * The daily digest: once a day, at DIGEST_HOUR campus time, each student who wants it
 * gets one e-mail with the upcoming events their followed clubs created since the
 * last one (none when there are none). A student is claimed by moving their
 * digest_through forward, so with several processes each digest is sent once.
 */
export async function sweepDigests(ctx: Pick<ServerContext, 'db' | 'handle' | 'outbox' | 'config'>, now = new Date()): Promise<number> {
  const moment = lastDigestMoment(now, ctx.config.campusTimeZone, ctx.config.digestHour).toISOString();
  let queued = 0;
  for (;;) {
    const students = await listDigestCandidates(ctx.db, ctx.handle.dialect, moment, 200);
    for (const student of students) {
      const sent = await ctx.db.transaction().execute(async (trx) => {
        if (!(await claimDigest(trx, student.user_id, moment))) return false;
        // The first digest covers the last day; later ones, everything since the previous.
        const since = student.digest_through ? toIso(student.digest_through) : new Date(Date.parse(moment) - 86_400_000).toISOString();
        const events = await listDigestEvents(trx, student.user_id, since, moment, now.toISOString());
        if (events.length === 0) return false;
        const mail: OutboxMail = {
          kind: 'digest',
          payload: {
            recipient: { name: student.name, email: student.email },
            // A digest line names the club in brackets: none when it has no name.
            events: events.map((e) => eventFields(e, '')),
          },
          to: student.email, userId: student.user_id,
        };
        await ctx.outbox.add(trx, [mail]);
        return true;
      });
      if (sent) queued++;
    }
    if (students.length < 200) break;
  }
  if (queued) ctx.outbox.wake();
  return queued;
}
