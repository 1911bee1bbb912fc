import { z } from 'zod';

/**
 * The retention schedule: how long each kind of personal data is kept, in days.
 * 0 means "at the next sweep". Defaults follow what the campus office is asked for:
 * answers and phones half a year after the event, feedback authors two years, sessions
 * and sign-in records a month, the audit log three years, unused accounts three years.
 */
export const RETENTION_PERIODS = ['answersDays', 'feedbackAuthorDays', 'sessionsDays', 'auditDays', 'inactiveAccountDays'] as const;
export type RetentionPeriod = (typeof RETENTION_PERIODS)[number];
export type RetentionSchedule = Record<RetentionPeriod, number>;

export const DEFAULT_RETENTION: RetentionSchedule = {
  answersDays: 180,
  feedbackAuthorDays: 730,
  sessionsDays: 30,
  auditDays: 1095,
  inactiveAccountDays: 1095,
};

/** The environment variable of each period. */
export const RETENTION_ENV: Record<RetentionPeriod, string> = {
  answersDays: 'RETENTION_ANSWERS_DAYS',
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
