import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiter, retryAfterSeconds, type LimitRule } from '../rate-limit/limiter.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Brute-force limits (OWASP's device-cookie approach). Limits slow the attacker and
 * never lock out the owner or a lecture hall behind one address:
 * - a browser that signed in to the account before (its device cookie) is judged by its
 *   own failures only, never by failures that came from elsewhere;
 * - other browsers are paced per account once it has had 5 failures: each further
 *   attempt waits twice as long as the one before (1 s, 2 s, 4 s … at most 5 minutes);
 * - an address with 100 failures from such browsers is paced as a whole: one unknown
 *   browser's attempt per 3 s, queued up to 15 s. Known browsers there are not slowed;
 * - sign-up signs in without any of this; successful sign-ins are never counted.
 */
export const ATTEMPT_RULES = {
  signInFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  signInFailuresPerDevice: { limit: 10, windowMs: 15 * MINUTE },
  signInFailuresPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /** Password-reset and sign-in-link mails, each kind counted on its own. */
  mailsPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  mailsPerAddress: { limit: 500, windowMs: 15 * MINUTE },
} satisfies Record<string, LimitRule>;

export const PACING = {
  accountFirstWaitMs: SECOND,
  accountLongestWaitMs: 5 * MINUTE,
  addressSpacingMs: 3 * SECOND,
  addressLongestQueueMs: 15 * SECOND,
};

export const LONGEST_WINDOW_MS = Math.max(...Object.values(ATTEMPT_RULES).map((r) => r.windowMs), PACING.accountLongestWaitMs);

export class TooManyAttempts extends Error {
  constructor(readonly retryAfter: number) {
    super('too many attempts');
  }
}

export type MailKind = 'reset' | 'link';
export type SignInOutcome = 'success' | 'wrong-credentials' | 'other';

/** Who is trying: the account's address, the client address, and the device cookie's say. */
export interface SignInAttempt {
  email?: string;
  ip?: string;
  /** The device id, when this browser's device cookie names this account. */
  knownDevice?: string;
}

/** How an attempt was judged, so that its outcome is counted in the same place. */
export type Judged = { by: 'device' | 'unknown' | 'none' };

const normalize = (email: string) => email.trim().toLowerCase();

export class AttemptLimits {
  constructor(private readonly limiter: RateLimiter) {}

  private keys(attempt: SignInAttempt) {
    const email = attempt.email ? normalize(attempt.email) : undefined;
    return {
      account: email && RateLimiter.key('sign-in-failures:account', email),
      accountPace: email && RateLimiter.key('sign-in-pace:account', email),
      device: email && attempt.knownDevice && RateLimiter.key('sign-in-failures:device', `${attempt.knownDevice}:${email}`),
      address: attempt.ip && RateLimiter.key('sign-in-failures:address', attempt.ip),
      addressPace: attempt.ip && RateLimiter.key('sign-in-pace:address', attempt.ip),
    };
  }

  /**
   * Before a password is checked. Attempts are counted first (and taken back unless
   * they fail), so parallel guesses cannot slip past a limit while earlier ones are
   * still being verified.
   */
  async beforeSignIn(attempt: SignInAttempt): Promise<Judged> {
    const keys = this.keys(attempt);
    if (keys.device) {
      const rule = ATTEMPT_RULES.signInFailuresPerDevice;
      if ((await this.limiter.hit(keys.device, rule)).count <= rule.limit) return { by: 'device' };
      await this.limiter.release(keys.device, rule);
    }
    if (keys.address && keys.addressPace) await this.paceAddress(keys.address, keys.addressPace);
    if (!keys.account || !keys.accountPace) return { by: 'none' };
    const rule = ATTEMPT_RULES.signInFailuresPerAccount;
    const { count } = await this.limiter.hit(keys.account, rule);
    if (count <= rule.limit) return { by: 'unknown' };
    const wait = Math.min(PACING.accountFirstWaitMs * 2 ** Math.min(count - rule.limit - 1, 20), PACING.accountLongestWaitMs);
    const slot = await this.limiter.reserve(keys.accountPace, wait, 0);
    if (slot.granted) return { by: 'unknown' };
    await this.limiter.release(keys.account, rule);
    throw new TooManyAttempts(retryAfterSeconds(slot.at));
  }

  /** An address past its failures: its unknown browsers take turns, each waiting for its slot. */
  private async paceAddress(addressKey: string, paceKey: string) {
    const failures = await this.limiter.peek(addressKey, ATTEMPT_RULES.signInFailuresPerAddress);
    if (failures.count < ATTEMPT_RULES.signInFailuresPerAddress.limit) return;
    const slot = await this.limiter.reserve(paceKey, PACING.addressSpacingMs, PACING.addressLongestQueueMs);
    if (!slot.granted) throw new TooManyAttempts(retryAfterSeconds(slot.at));
    const wait = slot.at - Date.now();
    if (wait > 0) await sleep(wait);
  }

  /** After the password was checked (only when beforeSignIn let the attempt through). */
  async afterSignIn(attempt: SignInAttempt, judged: Judged, outcome: SignInOutcome): Promise<void> {
    const keys = this.keys(attempt);
    if (judged.by === 'device' && keys.device) {
      if (outcome === 'success') await this.limiter.reset(keys.device);
      else if (outcome === 'other') await this.limiter.release(keys.device, ATTEMPT_RULES.signInFailuresPerDevice);
      return;
    }
    if (outcome === 'wrong-credentials') {
      // The account's count already holds this failure.
      if (keys.address) await this.limiter.hit(keys.address, ATTEMPT_RULES.signInFailuresPerAddress);
      return;
    }
    if (!keys.account || !keys.accountPace) return;
    if (outcome === 'success') {
      await this.limiter.reset(keys.account);
      await this.limiter.reset(keys.accountPace);
    } else await this.limiter.release(keys.account, ATTEMPT_RULES.signInFailuresPerAccount);
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
