import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { layoutMail } from '../../infrastructure/mail/layout.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/** The campus office's decision on a club's event, to the club, in its language; the reason stays as the office wrote it. */
export function eventReviewMail(p: OutboxPayloads['event-review'], publicUrl: string, campusName: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  const approved = p.decision === 'approved';
  const subject = approved ? t('mail:reviewApprovedSubject', { event: p.eventName }) : t('mail:reviewRejectedSubject', { event: p.eventName });
  return layoutMail(p.email, subject, {
    greeting: p.clubName.trim() ? t('mail:greeting', { name: p.clubName.trim() }) : t('mail:greetingThere'),
    paragraphs: approved
      ? [t('mail:reviewApprovedBody', { event: p.eventName })]
      : [t('mail:reviewRejectedBody', { event: p.eventName }), p.reason ?? '', t('mail:reviewRejectedNext')],
    action: approved
      ? { label: t('mail:viewEvent'), url: `${publicUrl}/events/${encodeURIComponent(p.eventId)}` }
      : { label: t('mail:editEvent'), url: `${publicUrl}/edit-event/${encodeURIComponent(p.eventId)}` },
    footer: campusName,
    language,
  });
}
