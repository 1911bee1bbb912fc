/** Reminders before an event: one of each per registration, shortest lead first. */
export const REMINDER_LEADS = [
  { kind: '1h', ms: 60 * 60_000 },
  { kind: '24h', ms: 24 * 60 * 60_000 },
] as const;
export type ReminderKind = (typeof REMINDER_LEADS)[number]['kind'];

/**
 * Whether a registration gets the reminder of `lead`: the event starts within the
 * lead (and not within a shorter one, which says it better), and the student
 * registered before the reminder's moment — someone who registers five hours ahead
 * has just had their confirmation and gets only the one-hour reminder.
 */
export function isReminderDue(
  lead: { ms: number },
  shorterLeadMs: number,
  { startsAt, registeredAt }: { startsAt: number; registeredAt: number },
  now: number,
): boolean {
  return startsAt > now + shorterLeadMs && startsAt <= now + lead.ms && registeredAt < startsAt - lead.ms;
}
