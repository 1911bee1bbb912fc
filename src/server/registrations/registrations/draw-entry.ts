import { createHash } from 'node:crypto';

/**
 * A registration's entry id in a lottery: what the published draw lists instead of the
 * registration id, which carries the student's USN (a registrant's USN is for the
 * organizer only). It is the first 16 hex characters (64 bits) of
 * SHA-256("quad-draw-entry:" + ticket code). The ticket code is a 96-bit random secret
 * made once with the registration, so the id is stable and needs no column, reveals
 * nothing about the student and cannot be worked out from a USN; its student (who sees
 * it on their registration) and the organizer can tell which one is theirs.
 */
export const ENTRY_ID_PREFIX = 'quad-draw-entry:';

/** How many hex characters of the digest an entry id keeps. */
export const ENTRY_ID_LENGTH = 16;

const ENTRY_ID = new RegExp(`^[0-9a-f]{${ENTRY_ID_LENGTH}}$`);

/** The entry id of the registration holding `ticketCode`. */
export function drawEntryId(ticketCode: string): string {
  return createHash('sha256').update(`${ENTRY_ID_PREFIX}${ticketCode}`, 'utf8').digest('hex').slice(0, ENTRY_ID_LENGTH);
}

/** Whether `id` has the shape of an entry id: 16 lowercase hex characters. */
export function isEntryId(id: string): boolean {
  return ENTRY_ID.test(id);
}
