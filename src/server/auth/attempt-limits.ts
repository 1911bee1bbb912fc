import { RateLimiter, retryAfterSeconds, type LimitRule } from '../rate-limit/limiter.ts';

const MINUTE = 60_000;

/**
 * Brute-force limits (issue 6). A campus puts thousands of students behind one
 * public address, so failed passwords are limited per account, and the
 * per-address limits only stop floods: a lecture hall signing in at the same
 * minute never meets them. Successful sign-ins are not counted at all.
 */
export const ATTEMPT_RULES = {
  signInFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  signInFailuresPerAddress: { limit: 300, windowMs: 15 * MINUTE },
  /** Password-reset and sign-in-link mails, each kind counted on its own. */
  mailsPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  mailsPerAddress: { limit: 500, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

export const LONGEST_WINDOW_MS = Math.max(...Object.values(ATTEMPT_RULES).map((r) => r.windowMs));

export class TooManyAttempts extends Error {
  constructor(readonly retryAfter: number) {
    super('too many attempts');
  }
}

export type MailKind = 'reset' | 'link';
export type SignInOutcome = 'success' | 'wrong-credentials' | 'other';

const normalize = (email: string) => email.trim().toLowerCase();

export class AttemptLimits {
  constructor(private readonly limiter: RateLimiter) {}

  private accountKey(email: string) {
    return RateLimiter.key('sign-in-failures:account', normalize(email));
  }

  private addressKey(ip: string) {
    return RateLimiter.key('sign-in-failures:address', ip);
  }

  /**
   * Before a password is checked. The attempt is counted against the account
   * first (and taken back unless it fails), so parallel guesses cannot slip
   * past the limit while earlier ones are still being verified.
   */
  async beforeSignIn(email: string | undefined, ip: string | undefined): Promise<void> {
    const now = Date.now();
    if (ip) {
      const byAddress = await this.limiter.peek(this.addressKey(ip), ATTEMPT_RULES.signInFailuresPerAddress, now);
      if (byAddress.count >= ATTEMPT_RULES.signInFailuresPerAddress.limit) throw new TooManyAttempts(retryAfterSeconds(byAddress.resetAt, now));
    }
    if (email) {
      const byAccount = await this.limiter.hit(this.accountKey(email), ATTEMPT_RULES.signInFailuresPerAccount, now);
      if (byAccount.count > ATTEMPT_RULES.signInFailuresPerAccount.limit) throw new TooManyAttempts(retryAfterSeconds(byAccount.resetAt, now));
    }
  }

  /** After the password was checked (only when beforeSignIn let the attempt through). */
  async afterSignIn(email: string | undefined, ip: string | undefined, outcome: SignInOutcome): Promise<void> {
    if (outcome === 'wrong-credentials') {
      // The account's count already holds this failure; the address's is counted
      // now (a few parallel failures past a limit of hundreds do not matter).
      if (ip) await this.limiter.hit(this.addressKey(ip), ATTEMPT_RULES.signInFailuresPerAddress);
      return;
    }
    if (!email) return;
    if (outcome === 'success') await this.limiter.reset(this.accountKey(email));
    else await this.limiter.release(this.accountKey(email), ATTEMPT_RULES.signInFailuresPerAccount);
  }

  /** Counts a request for a mailed link, whether or not the address has an account. */
  async beforeMail(kind: MailKind, email: string | undefined, ip: string | undefined): Promise<void> {
    const now = Date.now();
    const checks: [string, LimitRule][] = [];
    if (ip) checks.push([RateLimiter.key(`${kind}-mails:address`, ip), ATTEMPT_RULES.mailsPerAddress]);
    if (email) checks.push([RateLimiter.key(`${kind}-mails:account`, normalize(email)), ATTEMPT_RULES.mailsPerAccount]);
    for (const [key, rule] of checks) {
      const count = await this.limiter.hit(key, rule, now);
      if (count.count > rule.limit) throw new TooManyAttempts(retryAfterSeconds(count.resetAt, now));
    }
  }
}
