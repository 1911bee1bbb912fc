import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How many accounts one browser is remembered for (a shared laptop at home). */
const MAX_ACCOUNTS = 5;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** A browser that has signed in before: its own id and the accounts it signed in to. */
export interface Device {
  id: string;
  accounts: string[];
}

/**
 * OWASP's device cookie: a browser that signed in to an account successfully gets a
 * signed, HttpOnly cookie naming it (by a keyed hash, never in clear). Failures from
 * other browsers never lock that browser out of that account (auth/attempt-limits.ts).
 *
 * Value: `<device id>.<account tag>~<account tag>….<HMAC-SHA256>` (base64url parts).
 */
export class DeviceCookies {
  readonly name: string;

  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {
    this.name = `${secure ? '__Secure-' : ''}quad.device`;
  }

  /** The account's tag: a keyed hash of the normalized address. */
  tag(email: string): string {
    return createHmac('sha256', this.secret).update(`device-account:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 16);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`device:${payload}`).digest('base64url');
  }

  /** The device named by a Cookie header, when its signature is right. */
  read(cookieHeader: string | null | undefined): Device | null {
    const value = cookieValue(cookieHeader, this.name);
    if (!value) return null;
    const [id, accounts, signature, ...rest] = value.split('.');
    if (!id || accounts === undefined || !signature || rest.length) return null;
    const expected = Buffer.from(this.sign(`${id}.${accounts}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { id, accounts: accounts ? accounts.split('~') : [] };
  }

  /** Whether this device signed in to the account with this address before. */
  knows(device: Device | null, email: string): boolean {
    return Boolean(device?.accounts.includes(this.tag(email)));
  }

  /** The cookie's value after a successful sign-in: the account joins the device's list. */
  issue(device: Device | null, email: string): string {
    const tag = this.tag(email);
    const id = device?.id ?? randomBytes(16).toString('base64url');
    const accounts = [tag, ...(device?.accounts ?? []).filter((a) => a !== tag)].slice(0, MAX_ACCOUNTS).join('~');
    return `${id}.${accounts}.${this.sign(`${id}.${accounts}`)}`;
  }

  /** Only the sign-in and sign-up routes read it; scripts never. */
  get options() {
    return { path: '/api', maxAge: ONE_YEAR_S, httpOnly: true, sameSite: 'lax' as const, secure: this.secure };
  }
}

function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
