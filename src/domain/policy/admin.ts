/** What decides administrator rights: the account's address and whether its owner proved it. */
export interface AdminCandidate {
  email: string;
  emailVerified: boolean;
}

/**
 * Administrators are the accounts named in ADMIN_EMAILS whose address is confirmed (the
 * confirmation mail's link, a password reset, an e-mail sign-in link or Google): anyone
 * can sign up with an address, only its owner can open mail sent to it.
 */
export function isAdmin(account: AdminCandidate, adminEmails: readonly string[]): boolean {
  return account.emailVerified && adminEmails.includes(account.email.toLowerCase());
}

/** Named in ADMIN_EMAILS but not yet confirmed: the account waits for its confirmation mail. */
export function awaitsAdminConfirmation(account: AdminCandidate, adminEmails: readonly string[]): boolean {
  return !account.emailVerified && adminEmails.includes(account.email.toLowerCase());
}
