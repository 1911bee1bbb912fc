import { campusDay } from '../../../domain/event-when.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { layoutMail } from '../../infrastructure/mail/layout.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/** '2 months', '1 year', '45 days' in the language: the retention period as periodInWords says it. */
function idleFor(days: number, language: Language): string {
  const t = translatorFor(language);
  if (days % 365 === 0) return t('mail:idleFor', { unit: 'year', count: days / 365 });
  if (days % 30 === 0 && days < 365) return t('mail:idleFor', { unit: 'month', count: days / 30 });
  return t('mail:idleFor', { unit: 'day', count: days });
}

/**
 * An unused account's warning, in its language: signing in keeps it. Rows written before
 * the payload carried the date and the days say them in English words (`deleteOn`, `idleFor`).
 */
export function accountInactiveMail(p: OutboxPayloads['account-inactive'], publicUrl: string, campusName: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  const deleteOn = p.deleteOnDate ? campusDay(p.deleteOnDate, language) : p.deleteOn;
  const idle = p.idleDays ? idleFor(p.idleDays, language) : p.idleFor;
  return layoutMail(p.user.email, t('mail:inactiveSubject'), {
    greeting: p.user.name.trim() ? t('mail:greeting', { name: p.user.name.trim() }) : t('mail:greetingPlain'),
    paragraphs: [t('mail:inactiveBody', { campus: campusName, idle, date: deleteOn }), t('mail:inactiveKeep')],
    action: { label: t('mail:inactiveAction'), url: `${publicUrl}/login` },
    footer: campusName,
    language,
  });
}
