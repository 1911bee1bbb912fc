import { z } from 'zod';
import { addDays, campusDate, startInstant } from './time.ts';

/**
 * The retention schedule: how long each kind of personal data is kept, in days.
 * 0 means "at the next sweep". Defaults follow what the campus office is asked for:
 * answers and phones half a year after the event, feedback authors two years, sessions
 * and sign-in records a month, the audit log three years, unused accounts three years.
 * Answers to sensitive questions go the day after the event.
 */
export const RETENTION_PERIODS = ['answersDays', 'sensitiveAnswersDays', 'feedbackAuthorDays', 'sessionsDays', 'auditDays', 'inactiveAccountDays'] as const;
export type RetentionPeriod = (typeof RETENTION_PERIODS)[number];
export type RetentionSchedule = Record<RetentionPeriod, number>;

export const DEFAULT_RETENTION: RetentionSchedule = {
  answersDays: 180,
  sensitiveAnswersDays: 1,
  feedbackAuthorDays: 730,
  sessionsDays: 30,
  auditDays: 1095,
  inactiveAccountDays: 1095,
};

/** The environment variable of each period. */
export const RETENTION_ENV: Record<RetentionPeriod, string> = {
  answersDays: 'RETENTION_ANSWERS_DAYS',
  sensitiveAnswersDays: 'RETENTION_SENSITIVE_ANSWERS_DAYS',
  feedbackAuthorDays: 'RETENTION_FEEDBACK_AUTHOR_DAYS',
  sessionsDays: 'RETENTION_SESSIONS_DAYS',
  auditDays: 'RETENTION_AUDIT_DAYS',
  inactiveAccountDays: 'RETENTION_INACTIVE_ACCOUNT_DAYS',
};

/** An unused account is deleted this long after its warning, unless its person signs in. */
export const INACTIVE_WARNING_DAYS = 30;
export const MAX_RETENTION_DAYS = 36500;

/** The sweep's own entries in the audit log stay at least this long, whatever the audit period. */
export const SWEEP_LOG_MIN_DAYS = 30;

export const retentionDaysSchema = (message: string) => z.number({ error: message }).int(message).min(0, message).max(MAX_RETENTION_DAYS, message);

/** PUT /api/admin/retention: any of the periods; those left out keep their values, null returns one to the environment's. */
export const retentionUpdateSchema = (message: string) =>
  z.object(Object.fromEntries(RETENTION_PERIODS.map((p) => [p, retentionDaysSchema(message).nullable().optional()])) as Record<RetentionPeriod, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>).strict();

/** A period in words: "180 days", "at the next sweep", "3 years". */
export function periodInWords(days: number): string {
  if (days === 0) return 'at the next daily sweep';
  if (days % 365 === 0) return `${days / 365} year${days === 365 ? '' : 's'}`;
  if (days % 30 === 0 && days < 365) return `${days / 30} month${days === 30 ? '' : 's'}`;
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** periodInWords' parts, for a catalogue to say in any language: the next sweep, or a count of years, months or days. */
export function periodParts(days: number): { unit: 'sweep' | 'year' | 'month' | 'day'; count: number } {
  if (days === 0) return { unit: 'sweep', count: 0 };
  if (days % 365 === 0) return { unit: 'year', count: days / 365 };
  if (days % 30 === 0 && days < 365) return { unit: 'month', count: days / 30 };
  return { unit: 'day', count: days };
}

/** Sensitive answers are answers too: whichever of the two periods is shorter erases them. */
export const sensitiveAnswersPeriod = (schedule: Pick<RetentionSchedule, 'answersDays' | 'sensitiveAnswersDays'>) =>
  Math.min(schedule.answersDays, schedule.sensitiveAnswersDays);

/** The campus date (YYYY-MM-DD) an event's sensitive answers are erased on: the period's days after the event's own day. */
export const sensitiveAnswersErasedOn = (eventDate: string, schedule: Pick<RetentionSchedule, 'answersDays' | 'sensitiveAnswersDays'>) =>
  addDays(eventDate, sensitiveAnswersPeriod(schedule));

/**
 * The sweep's cutoff for sensitive answers at `now`: events that started before it have
 * reached their erasure day (campus midnight). A period of 0 erases those of every event
 * that has started.
 */
export function sensitiveAnswersCutoff(now: Date, timeZone: string, schedule: Pick<RetentionSchedule, 'answersDays' | 'sensitiveAnswersDays'>): string {
  const days = sensitiveAnswersPeriod(schedule);
  if (days === 0) return now.toISOString();
  return startInstant(addDays(campusDate(now, timeZone), 1 - days), '00:00', timeZone);
}
