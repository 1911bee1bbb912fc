import { randomBytes } from 'node:crypto';

/**
 * Sign-up signs the new account in through Better Auth's own sign-in, which must not
 * count as a sign-in attempt (a lecture hall signing up is no password spray). The
 * call carries this header with a secret of this process; clients' x-quad-* headers are
 * dropped before Better Auth sees a request (viewer.ts), so none can claim it.
 */
const HEADER = 'x-quad-sign-up-sign-in';
const SECRET = randomBytes(24).toString('base64url');

export function markSignUpSignIn(headers: Headers): Headers {
  headers.set(HEADER, SECRET);
  return headers;
}

export function isSignUpSignIn(headers: Headers | undefined | null): boolean {
  return headers?.get(HEADER) === SECRET;
}
