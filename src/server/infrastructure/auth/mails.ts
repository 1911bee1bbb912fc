import type { MailMessage } from '../mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../mail/layout.ts';

export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;
export const CONFIRM_LINK_TTL_SECONDS = 24 * 60 * 60;

function message(to: string, subject: string, body: MailBody): MailMessage {
  return { to, subject, text: renderText(body), html: renderHtml(body) };
}

const greeting = (name: string) => (name.trim() ? `Hi ${name.trim()},` : 'Hi,');

export function passwordResetMail(user: { email: string; name: string }, url: string, campusName: string): MailMessage {
  return message(user.email, 'Reset your Quad password', {
    greeting: greeting(user.name),
    paragraphs: [
      'Someone, hopefully you, asked to reset the password of your Quad account.',
      'The link below works once and expires in one hour. After the reset, every device signed in to your account is signed out.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url },
    footer: campusName,
  });
}

export function signInLinkMail(
  user: { email: string; name: string },
  url: string,
  campusName: string,
  options: { confirmsAddress: boolean },
): MailMessage {
  const paragraphs = ['Use the link below to sign in to Quad. It works once and expires in 15 minutes.'];
  if (options.confirmsAddress) {
    // Better Auth's protection against accounts pre-registered with someone
    // else's address: the first proof of the mailbox removes any password and
    // session that existed before it. Say so before it happens.
    paragraphs.push(
      'Signing in with this link also confirms your e-mail address. Because it was not confirmed before, Quad will, for your safety, sign out your other devices and remove the password set on this account. You can choose a new one at any time with "Forgot password?".',
    );
  }
  paragraphs.push('If you did not ask for this link, ignore this e-mail.');
  return message(user.email, 'Your Quad sign-in link', {
    greeting: greeting(user.name),
    paragraphs,
    action: { label: 'Sign in to Quad', url },
    footer: campusName,
  });
}

/** Sent at sign-up to an address named in ADMIN_EMAILS: its rights start when the owner opens the link. */
export function confirmAddressMail(user: { email: string; name: string }, url: string, campusName: string): MailMessage {
  return message(user.email, 'Confirm your e-mail address for Quad', {
    greeting: greeting(user.name),
    paragraphs: [
      'Please confirm that this address is yours. This account is listed as an administrator of Quad, and administrator rights start once the address is confirmed.',
      'The link below works for 24 hours. If you did not sign up for Quad, ignore this e-mail.',
    ],
    action: { label: 'Confirm my address', url },
    footer: campusName,
  });
}
