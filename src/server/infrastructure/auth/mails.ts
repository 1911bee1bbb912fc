import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { layoutMail } from '../mail/layout.ts';

export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;
export const CONFIRM_LINK_TTL_SECONDS = 24 * 60 * 60;

// Each mail is written in the account's language (English unless given).

const greeting = (name: string, language: Language) =>
  name.trim() ? translatorFor(language)('mail:greeting', { name: name.trim() }) : translatorFor(language)('mail:greetingPlain');

export function passwordResetMail(user: { email: string; name: string }, url: string, campusName: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  return layoutMail(user.email, t('mail:resetSubject'), {
    greeting: greeting(user.name, language),
    paragraphs: [t('mail:resetAsked'), t('mail:resetLink'), t('mail:resetIgnore')],
    action: { label: t('mail:resetAction'), url },
    footer: campusName,
    language,
  });
}

export function signInLinkMail(
  user: { email: string; name: string },
  url: string,
  campusName: string,
  options: { confirmsAddress: boolean },
  language: Language = 'en',
): MailMessage {
  const t = translatorFor(language);
  const paragraphs = [t('mail:signInText')];
  if (options.confirmsAddress) {
    // Better Auth's protection against accounts pre-registered with someone
    // else's address: the first proof of the mailbox removes any password and
    // session that existed before it. Say so before it happens.
    paragraphs.push(t('mail:signInConfirms'));
  }
  paragraphs.push(t('mail:signInIgnore'));
  return layoutMail(user.email, t('mail:signInSubject'), {
    greeting: greeting(user.name, language),
    paragraphs,
    action: { label: t('mail:signInAction'), url },
    footer: campusName,
    language,
  });
}

/** Sent at sign-up to an address named in ADMIN_EMAILS: its rights start when the owner opens the link. */
export function confirmAddressMail(user: { email: string; name: string }, url: string, campusName: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  return layoutMail(user.email, t('mail:confirmSubject'), {
    greeting: greeting(user.name, language),
    paragraphs: [t('mail:confirmText'), t('mail:confirmLink')],
    action: { label: t('mail:confirmAction'), url },
    footer: campusName,
    language,
  });
}
