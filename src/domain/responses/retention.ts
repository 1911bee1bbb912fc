import { z } from 'zod';

const schedule = z.object({
  answersDays: z.number().int(),
  /** Answers to sensitive questions, counted from the event's end. */
  sensitiveAnswersDays: z.number().int(),
  feedbackAuthorDays: z.number().int(),
  sessionsDays: z.number().int(),
  auditDays: z.number().int(),
  inactiveAccountDays: z.number().int(),
});

/** GET and PUT /api/admin/retention: the schedule in force, where each period comes from, and the sweep's rhythm. */
export const retentionSettingsSchema = z.object({
  schedule,
  /** The environment's (or Quad's default) periods: what a null in PUT returns to. */
  environment: schedule,
  /** Periods the campus office set here (others follow the environment). */
  overridden: z.array(z.string()),
  sweepSeconds: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** POST /api/admin/retention/run: what the sweep did, counted. */
export const retentionRunSchema = z.object({
  answersErased: z.number().int(),
  phonesErased: z.number().int(),
  /** Registrations whose sealed answers to sensitive questions were erased. */
  sensitiveAnswersErased: z.number().int(),
  feedbackUnlinked: z.number().int(),
  sessionsDeleted: z.number().int(),
  signInRecordsDeleted: z.number().int(),
  auditEntriesDeleted: z.number().int(),
  accountsWarned: z.number().int(),
  accountsDeleted: z.number().int(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

/** GET /api/privacy: what the public /privacy page is generated from. */
export const privacyNoticeSchema = z.object({
  campusName: z.string(),
  contactEmail: z.string(),
  schedule,
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;
