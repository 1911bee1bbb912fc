import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RetentionRun, RetentionSettings } from '../../../domain/responses/retention.ts';
import {
  INACTIVE_WARNING_DAYS, periodInWords, RETENTION_PERIODS, sensitiveAnswersCutoff, SWEEP_LOG_MIN_DAYS, type RetentionPeriod, type RetentionSchedule,
} from '../../../domain/retention.ts';
import { eventDay } from '../../../domain/event-when.ts';
import { campusDate } from '../../../domain/time.ts';
import { deleteAccount } from '../../identity/accounts/delete.ts';
import { recordAccountAudit, recordSystemAudit, type AuditActor } from '../../infrastructure/audit/service.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { AppError } from '../../infrastructure/http/errors.ts';
import { registerPeriodicJob } from '../../infrastructure/jobs/periodic.ts';
import {
  auditEntriesBefore, claimDeletion, deleteAuditEntries, deleteSessions, deleteSignInRecordsBefore, eraseAnswers, eraseSensitiveAnswers, findRetentionSettings,
  registrationsWithSensitiveAnswersBefore,
  harvestActivity, linkedFeedbackBefore, markWarned, registrationsWithAnswersBefore, saveRetentionSettings, sessionsIdleBefore,
  unlinkFeedback, unwarnedAccountsIdleBefore, userCreatedAt, warnedAccountsBefore, type RetentionColumns,
} from './queries.ts';

export const BATCH = 500;
const DAY_MS = 86_400_000;

const COLUMN: Record<RetentionPeriod, keyof RetentionColumns> = {
  answersDays: 'answers_days',
  sensitiveAnswersDays: 'sensitive_answers_days',
  feedbackAuthorDays: 'feedback_author_days',
  sessionsDays: 'sessions_days',
  auditDays: 'audit_days',
  inactiveAccountDays: 'inactive_account_days',
};

/** The schedule in force: each period as the campus office set it, else the environment's. */
export async function readRetention(ctx: Pick<ServerContext, 'db' | 'config'>): Promise<RetentionSettings> {
  const row = await findRetentionSettings(ctx.db);
  const environment = ctx.config.retention.schedule;
  const schedule = { ...environment };
  const overridden: string[] = [];
  for (const period of RETENTION_PERIODS) {
    const value = row?.[COLUMN[period]];
    if (value !== null && value !== undefined) {
      schedule[period] = Number(value);
      overridden.push(period);
    }
  }
  return { schedule, environment, overridden, sweepSeconds: Math.round(ctx.config.retention.sweepMs / 1000), updatedAt: row ? toIso(row.updated_at) : null };
}

/** PUT: the periods given (null: back to the environment's); the others keep theirs. */
export async function updateRetention(ctx: Pick<ServerContext, 'db' | 'config'>, actor: AuditActor, input: Partial<Record<RetentionPeriod, number | null>>): Promise<RetentionSettings> {
  const values: Partial<RetentionColumns> = {};
  for (const period of RETENTION_PERIODS) if (input[period] !== undefined) values[COLUMN[period]] = input[period];
  await saveRetentionSettings(ctx.db, values, actor.email, new Date().toISOString());
  return readRetention(ctx);
}

/** Waits while requests are arriving (briefly, never for long): a sweep takes only the quiet moments. */
async function yieldToRequests(ctx: Pick<ServerContext, 'isBusy'>): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  for (let i = 0; i < 50 && ctx.isBusy(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Runs `step` on batches until one comes back empty; the sum of what each changed. */
async function inBatches(ctx: Pick<ServerContext, 'isBusy'>, next: () => Promise<string[]>, step: (ids: string[]) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const ids = await next();
    if (!ids.length) return total;
    const changed = await step(ids);
    total += changed;
    await yieldToRequests(ctx);
    // Another process took every row of this batch first: what is left is its to finish.
    if (changed === 0 && ids.length < BATCH) return total;
  }
}

const before = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/**
 * Applies the schedule once. Every step is a conditional update or delete of rows still
 * due, in batches, so several processes may run it together and each row is changed by
 * exactly one of them; a second run finds nothing to do. Registration statuses, check-ins
 * and ratings stay, so counts, attendance and ratings read the same after it.
 */
export async function sweepRetention(
  ctx: Pick<ServerContext, 'db' | 'config' | 'isBusy' | 'outbox' | 'handle' | 'live' | 'log'> & Partial<ServerContext>,
  actor: AuditActor | null,
  now = Date.now(),
): Promise<RetentionRun> {
  const { schedule } = await readRetention(ctx);
  const erased = { answers: 0, phones: 0 };
  const answersCutoff = before(now, schedule.answersDays);
  await inBatches(ctx, () => registrationsWithAnswersBefore(ctx.db, answersCutoff, BATCH), async (ids) => {
    const n = await eraseAnswers(ctx.db, ids);
    erased.answers += n.answers;
    erased.phones += n.phones;
    return n.answers + n.phones;
  });
  const sensitiveCutoff = sensitiveAnswersCutoff(new Date(now), ctx.config.campusTimeZone, schedule);
  const sensitiveAnswersErased = await inBatches(ctx, () => registrationsWithSensitiveAnswersBefore(ctx.db, sensitiveCutoff, BATCH), (ids) => eraseSensitiveAnswers(ctx.db, ids));
  const feedbackCutoff = before(now, schedule.feedbackAuthorDays);
  const feedbackUnlinked = await inBatches(ctx, () => linkedFeedbackBefore(ctx.db, feedbackCutoff, BATCH), (ids) => unlinkFeedback(ctx.db, ids));

  // Activity is read from the sessions before any of them go.
  await harvestActivity(ctx.db);
  const sessionsCutoff = before(now, schedule.sessionsDays);
  const sessionsDeleted = await inBatches(ctx, () => sessionsIdleBefore(ctx.db, sessionsCutoff, BATCH), (ids) => deleteSessions(ctx.db, ids));
  const signInRecordsDeleted = await deleteSignInRecordsBefore(ctx.db, now - schedule.sessionsDays * DAY_MS);

  const auditCutoff = before(now, schedule.auditDays);
  const sweepCutoff = before(now, Math.max(schedule.auditDays, SWEEP_LOG_MIN_DAYS));
  const auditEntriesDeleted = await inBatches(ctx, () => auditEntriesBefore(ctx.db, auditCutoff, sweepCutoff, BATCH), (ids) => deleteAuditEntries(ctx.db, ids));

  const { warned, deleted } = await sweepInactiveAccounts(ctx, schedule, now);
  const run: RetentionRun = {
    answersErased: erased.answers, phonesErased: erased.phones, sensitiveAnswersErased, feedbackUnlinked, sessionsDeleted, signInRecordsDeleted, auditEntriesDeleted,
    accountsWarned: warned, accountsDeleted: deleted,
  };
  // A run on the timer that found nothing due is only in the server's log (every process
  // sweeps at start-up); one that changed something, or one an administrator started, is audited.
  const changed = Object.values(run).some((n) => n > 0);
  if (actor) await ctx.db.transaction().execute((trx) => recordAccountAudit(trx, actor, 'retention.swept', { ...run, schedule }));
  else if (changed) await ctx.db.transaction().execute((trx) => recordSystemAudit(trx, 'retention.swept', { ...run, schedule }));
  return run;
}

/** Unused accounts: warned by e-mail once, deleted INACTIVE_WARNING_DAYS later unless seen since. The campus office's own accounts are never swept. */
async function sweepInactiveAccounts(ctx: Parameters<typeof sweepRetention>[0], schedule: RetentionSchedule, now: number) {
  const admins = new Set(ctx.config.adminEmails);
  let warned = 0;
  let deleted = 0;
  const idleCutoff = before(now, schedule.inactiveAccountDays);
  const deleteOnDate = campusDate(new Date(now + INACTIVE_WARNING_DAYS * DAY_MS), ctx.config.campusTimeZone);
  const deleteOn = eventDay(new Date(now + INACTIVE_WARNING_DAYS * DAY_MS), ctx.config.campusTimeZone);
  const idleDays = Math.max(1, schedule.inactiveAccountDays);
  const seen = new Set<string>();
  for (;;) {
    const idle = (await unwarnedAccountsIdleBefore(ctx.db, idleCutoff, BATCH)).filter((u) => !seen.has(u.id));
    if (!idle.length) break;
    for (const user of idle) {
      seen.add(user.id);
      if (admins.has(user.email.toLowerCase())) continue;
      const created = await userCreatedAt(ctx.db, user.id);
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        if (!(await markWarned(trx, user.id, created ? toIso(created.created_at) : new Date(now).toISOString(), new Date(now).toISOString()))) return false;
        await ctx.outbox.add(trx, [{
          kind: 'account-inactive', payload: { user: { name: user.name, email: user.email }, deleteOn, idleFor: periodInWords(idleDays), deleteOnDate, idleDays },
          to: user.email, userId: user.id,
        }]);
        return true;
      });
      if (claimed) warned++;
    }
    await yieldToRequests(ctx);
  }
  if (warned) ctx.outbox.wake();

  const warnedCutoff = before(now, INACTIVE_WARNING_DAYS);
  const tried = new Set<string>();
  for (;;) {
    const due = (await warnedAccountsBefore(ctx.db, warnedCutoff, BATCH)).filter((u) => !tried.has(u.id));
    if (!due.length) break;
    for (const user of due) {
      tried.add(user.id);
      if (admins.has(user.email.toLowerCase()) || !user.warned_at) continue;
      if (!(await claimDeletion(ctx.db, user.id, user.warned_at))) continue;
      try {
        await deleteAccount(ctx as ServerContext, { id: user.id, name: user.name, email: user.email, role: user.role, sessionId: '', memberships: [] });
        deleted++;
      } catch (error) {
        // The only owner of a club stays until the club is handed over; it is warned again.
        if (!(error instanceof AppError)) throw error;
      }
    }
    await yieldToRequests(ctx);
  }
  return { warned, deleted };
}

/** The sweep on its timer (RETENTION_SWEEP_SECONDS, daily by default). */
export const retentionSweepPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: ServerContext }) => {
  registerPeriodicJob(app, {
    name: 'retention',
    everyMs: ctx.config.retention.sweepMs,
    run: () => sweepRetention(ctx, null),
    report: (run) => run,
  });
});
