/**
 * Which involvement earns a credential, kept pure so the server and the tests agree.
 * Every attended (checked-in) event earns one; a club role earns one once held a term.
 */

/** A term is half a year (domain/involvement.ts termOf): 182 days. */
export const TERM_DAYS = 182;

/** Whether a role held since `since` (ISO) has been held for at least a term at `now`. */
export function heldForATerm(since: string, now: Date): boolean {
  return now.getTime() - Date.parse(since) >= TERM_DAYS * 86_400_000;
}

/** The page where anyone checks a credential. */
export const CHECK_CREDENTIAL_PATH = '/credentials/check';
