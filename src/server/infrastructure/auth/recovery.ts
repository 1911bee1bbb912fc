import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/time.ts';
import { deleteUserSessions, markEmailVerified } from './queries.ts';

/** The web pages that receive the links' answers (the token, or ?error=INVALID_TOKEN). */
export const RESET_PAGE = '/reset-password';
export const EMAIL_LINK_PAGE = '/email-link';

/** A reset link always leads to the reset page, even when the request named none. */
export function resetLinkWithLanding(url: string): string {
  const link = new URL(url);
  if (!link.searchParams.get('callbackURL')) link.searchParams.set('callbackURL', RESET_PAGE);
  return link.toString();
}

/** An expired or used sign-in link explains itself on the e-mail link page. */
export function signInLinkWithLanding(url: string): string {
  const link = new URL(url);
  if (!link.searchParams.get('errorCallbackURL')) link.searchParams.set('errorCallbackURL', EMAIL_LINK_PAGE);
  return link.toString();
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?quad\.session_token=([^;]+)/;

/** The session token a request carries, without its signature (only compared, never trusted). */
function sessionTokenOf(request: Request | undefined): string | undefined {
  const cookie = request?.headers.get('cookie');
  const match = cookie ? SESSION_COOKIE.exec(cookie) : null;
  if (!match?.[1]) return undefined;
  const value = decodeURIComponent(match[1]);
  const dot = value.lastIndexOf('.');
  return dot > 0 ? value.slice(0, dot) : value;
}

/**
 * After a reset: every other session of the user ends (a stolen session dies
 * with the old password), and the mailbox that received the link is proven,
 * so the address counts as confirmed from now on.
 */
export async function afterPasswordReset(db: Db, userId: string, request: Request | undefined): Promise<void> {
  await deleteUserSessions(db, userId, sessionTokenOf(request));
  await markEmailVerified(db, userId, nowIso());
}
