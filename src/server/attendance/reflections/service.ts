import { roundHours } from '../../../domain/involvement.ts';
import { MSG } from '../../../domain/messages.ts';
import { canReflectOn, canReviewReflection, isApprovedReflection } from '../../../domain/policy/reflections.ts';
import type { OutcomeProgress, ReflectionView, WaitingReflection } from '../../../domain/responses/outcomes.ts';
import { parseStoredTags } from '../../../domain/tags.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso, toIso } from '../../infrastructure/db/time.ts';
import { authorize, conflict, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { involvementOf } from '../involvement/service.ts';
import { outcomesOf } from '../outcomes/service.ts';
import {
  decideReflection, deleteOwnReflection, findAttendance, findEventOutcomes, findOwnReflection, findReflectionWithClub, insertReflection, listOwnReflections, listWaiting, updateReflection,
} from './queries.ts';

type ReflectionRow = { id: string; event_id: string; text: string; status: 'pending' | 'approved' | 'returned'; return_reason: string | null; updated_at: Date | string };

export function presentReflection(row: ReflectionRow): ReflectionView {
  return { id: row.id, eventId: row.event_id, text: row.text, status: row.status, returnReason: row.return_reason, updatedAt: toIso(row.updated_at) };
}

/**
 * Writes or rewrites the student's reflection on an event they were checked in at. A new
 * text waits for the club again (an approval was of the words approved); the same text
 * again changes nothing.
 */
export async function putReflection(ctx: ServerContext, viewer: Viewer, eventId: string, text: string): Promise<ReflectionView> {
  const attendance = await findAttendance(ctx.db, eventId, viewer.id);
  if (!attendance) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  authorize(canReflectOn(viewer, attendance), () => forbidden(MSG.reflectionNotCheckedIn, 'NOT_CHECKED_IN'));
  const now = nowIso();
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await findOwnReflection(trx, eventId, viewer.id);
    if (existing && existing.text === text) return presentReflection(existing);
    if (existing) {
      await updateReflection(trx, existing.id, { text, status: 'pending', return_reason: null, reviewed_at: null, updated_at: now });
    } else {
      await insertReflection(trx, { id: newId(12), event_id: eventId, student_id: viewer.id, text, status: 'pending', return_reason: null, created_at: now, updated_at: now, reviewed_at: null });
    }
    return presentReflection((await findOwnReflection(trx, eventId, viewer.id))!);
  });
}

/** The student takes their reflection back: a credential that carried it is revoked (credentials/service.ts). */
export async function withdrawReflection(ctx: ServerContext, viewer: Viewer, eventId: string) {
  if ((await deleteOwnReflection(ctx.db, eventId, viewer.id)) === 0) throw notFound(MSG.reflectionNotFound, 'REFLECTION_NOT_FOUND');
}

async function reviewable(ctx: ServerContext, viewer: Viewer, id: string) {
  const row = await findReflectionWithClub(ctx.db, id);
  if (!row) throw notFound(MSG.reflectionNotFound, 'REFLECTION_NOT_FOUND');
  authorize(canReviewReflection(viewer, row.organizer_id), () => forbidden(MSG.reflectionReviewForbidden));
  return row;
}

/** Approves a waiting reflection (approving it again changes nothing); a returned one waits for the student's new text (409). */
export async function approveReflection(ctx: ServerContext, viewer: Viewer, id: string): Promise<ReflectionView> {
  const row = await reviewable(ctx, viewer, id);
  if (isApprovedReflection(row.status)) return presentReflection(row);
  const now = nowIso();
  if ((await decideReflection(ctx.db, id, ['pending'], { status: 'approved', reviewed_at: now, updated_at: now })) === 0) {
    throw conflict(MSG.reflectionNotPending, 'REFLECTION_NOT_PENDING');
  }
  return presentReflection((await findReflectionWithClub(ctx.db, id))!);
}

/** Returns a waiting or approved reflection to its student with a reason. */
export async function returnReflection(ctx: ServerContext, viewer: Viewer, id: string, reason: string): Promise<ReflectionView> {
  await reviewable(ctx, viewer, id);
  const now = nowIso();
  if ((await decideReflection(ctx.db, id, ['pending', 'approved'], { status: 'returned', return_reason: reason, reviewed_at: now, updated_at: now })) === 0) {
    throw conflict(MSG.reflectionNotPending, 'REFLECTION_NOT_PENDING');
  }
  return presentReflection((await findReflectionWithClub(ctx.db, id))!);
}

export async function waitingReflections(ctx: ServerContext, organizerId: string): Promise<WaitingReflection[]> {
  return (await listWaiting(ctx.db, organizerId)).map((r) => ({ ...presentReflection(r), eventName: r.event_name, eventDate: r.event_date, studentName: r.student_name }));
}

export async function ownReflections(ctx: ServerContext, studentId: string): Promise<ReflectionView[]> {
  return (await listOwnReflections(ctx.db, studentId)).map(presentReflection);
}

/** Per learning outcome: the attended events naming it, their hours and the approved reflections. Outcomes no event names are left out. */
export async function outcomeProgress(ctx: ServerContext, studentId: string): Promise<OutcomeProgress> {
  const record = await involvementOf(ctx, studentId);
  const [outcomes, eventOutcomes, reflections] = await Promise.all([
    outcomesOf(ctx),
    findEventOutcomes(ctx.db, record.attended.map((a) => a.eventId)),
    listOwnReflections(ctx.db, studentId),
  ]);
  const namesOf = new Map(eventOutcomes.map((e) => [e.id, parseStoredTags(e.outcomes)]));
  const approved = new Map(reflections.filter((r) => isApprovedReflection(r.status)).map((r) => [r.event_id, r.text]));
  return {
    outcomes: outcomes
      .map((o) => {
        const events = record.attended
          .filter((a) => namesOf.get(a.eventId)?.includes(o.id))
          .map((a) => ({ eventId: a.eventId, name: a.name, date: a.date, hours: a.hours, reflection: approved.get(a.eventId) ?? null }));
        return { ...o, hours: roundHours(events.reduce((sum, e) => sum + (e.hours ?? 0), 0)), events };
      })
      .filter((o) => o.events.length > 0),
  };
}
