import { attendedHours, roundHours, termTotals } from '../../../domain/involvement.ts';
import type { Involvement } from '../../../domain/responses/attendance.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { listFollowing } from '../../engagement/follows/queries/follows.ts';
import { findMemberships } from '../../identity/teams/queries.ts';
import { countFeedbackGiven, listAttended } from './queries.ts';

/** GET /api/me/involvement: the student's record, counted from their check-ins. */
export async function involvementOf(ctx: Pick<ServerContext, 'db' | 'config'>, studentId: string): Promise<Involvement> {
  const [rows, clubs, roles, feedbackGiven] = await Promise.all([
    listAttended(ctx.db, studentId),
    listFollowing(ctx.db, studentId),
    findMemberships(ctx.db, studentId),
    countFeedbackGiven(ctx.db, studentId),
  ]);
  const tz = ctx.config.campusTimeZone;
  // Unrounded for the sums, so ten 20-minute talks make 3.3 hours, not 3.0.
  const exact = rows.map((r) => ({ row: r, hours: attendedHours(r.date, r.time, r.end_time, toIso(r.checked_in_at!), tz) }));
  const attended = exact.map(({ row, hours }) => ({
    eventId: row.id,
    name: row.name,
    date: row.date,
    time: row.time,
    endTime: row.end_time,
    organizer: { id: row.organizer_id, name: row.organizer_name ?? '' },
    checkedInAt: toIso(row.checked_in_at!),
    hours: hours === null ? null : roundHours(hours),
  }));
  return {
    attended,
    totalHours: roundHours(exact.reduce((sum, e) => sum + (e.hours ?? 0), 0)),
    terms: termTotals(exact.map((e) => ({ date: e.row.date, hours: e.hours }))),
    clubsFollowed: clubs.map((c) => ({ id: c.id, name: c.name ?? '' })),
    roles: roles.map((r) => ({ organizerId: r.organizerId, name: r.name ?? '', role: r.role })),
    feedbackGiven,
  };
}
