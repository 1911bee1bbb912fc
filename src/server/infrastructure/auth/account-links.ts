/**
 * What sign-in asks of accounts, wired by app.ts: auth is infrastructure and knows no
 * resource, so the accounts module answers through these two named calls.
 */
export interface AccountLinks {
  /**
   * A new Google user who did not start as an organizer, and every new campus user,
   * gets a student profile; with the USN the campus provider asserted (already
   * checked against the USN rules) unless another student holds it.
   */
  createStudentProfile(userId: string, usn?: string): Promise<void>;
  /** Whether the account still lacks its profile (Google and link sign-ins then land on /complete-profile). */
  needsProfile(userId: string): Promise<boolean>;
}
