import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { layoutMail, mailWhen as when } from '../../infrastructure/mail/layout.ts';
import { eventUrl } from '../../infrastructure/outbox/event-fields.ts';
import type { MailEvent, Recipient } from '../../infrastructure/outbox/payloads.ts';

export type { MailEvent, Recipient };

/*
 * Each notice is written in the recipient's language (`language`, English unless given);
 * what the organizer wrote (the event's name, an announcement) stays as written.
 */

/**
 * An organizer deleted the event: each registrant is told, one mail each (no shared
 * recipient list). Its page is gone, so the link leads to other events.
 */
export function eventCancelledMail(event: MailEvent, recipient: Recipient, publicUrl: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  return layoutMail(recipient.email, t('mail:cancelledSubject', { event: event.name }), {
    greeting: t('mail:greeting', { name: recipient.name }),
    paragraphs: [t('mail:cancelledBody', { organizer: event.organizerName, event: event.name, when: when(event, language) }), t('mail:cancelledNext')],
    action: { label: t('mail:findOtherEvents'), url: `${publicUrl}/` },
    language,
  });
}

/** The date, time or venue changed: registrants get the new details. */
export function eventChangedMail(
  event: MailEvent, before: Pick<MailEvent, 'date' | 'time' | 'venue'>, recipient: Recipient, publicUrl: string, language: Language = 'en',
): MailMessage {
  const t = translatorFor(language);
  return layoutMail(recipient.email, t('mail:changedSubject', { event: event.name }), {
    greeting: t('mail:greeting', { name: recipient.name }),
    paragraphs: [
      t('mail:changedBody', { organizer: event.organizerName, event: event.name }),
      t('mail:changedWhen', { when: when(event, language), before: when(before, language) }),
      t('mail:changedNext'),
    ],
    action: { label: t('mail:seeEvent'), url: eventUrl(publicUrl, event.id) },
    language,
  });
}

/** An announcement from the event's organizer to one registrant; the subject and message are the organizer's own text. */
export function announcementMail(event: MailEvent, subject: string, text: string, recipient: Recipient, publicUrl: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  return layoutMail(recipient.email, `${subject} · ${event.name}`, {
    greeting: t('mail:greeting', { name: recipient.name }),
    paragraphs: [t('mail:announcementIntro', { organizer: event.organizerName, event: event.name, when: when(event, language) }), ...text.split(/\n{2,}/)],
    action: { label: t('mail:seeEvent'), url: eventUrl(publicUrl, event.id) },
    language,
  });
}

/** The daily digest: new events of the clubs a student follows, one line each. */
export function digestMail(events: MailEvent[], recipient: Recipient, publicUrl: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  const lines = events.map((e) => `${e.name} (${e.organizerName}): ${when(e, language)} ${eventUrl(publicUrl, e.id)}`);
  const subject = events.length === 1 ? t('mail:digestSubjectOne', { event: events[0]!.name }) : t('mail:digestSubjectMany', { count: events.length });
  return layoutMail(recipient.email, subject, {
    greeting: t('mail:greeting', { name: recipient.name }),
    paragraphs: [t('mail:digestIntro'), ...lines, t('mail:digestFooter')],
    action: { label: t('mail:digestAction'), url: `${publicUrl}/` },
    language,
  });
}
