import type { Trx } from '../../infrastructure/db/connection.ts';

/**
 * What an event's update asks of registrations, wired by app.ts: with more places
 * than before, the waitlist moves up in the same transaction. Events know no
 * registration code; registrations answer through this one named call.
 */
export interface WaitlistLinks {
  /** Promotes waitlisted students up to `capacity`, their mails queued in the same transaction. */
  promoteUpTo(trx: Trx, event: { id: string; capacity: number; claim_hours: number | null }): Promise<{ count: number }>;
}
