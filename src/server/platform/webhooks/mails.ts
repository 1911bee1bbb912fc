import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { layoutMail } from '../../infrastructure/mail/layout.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/** To the club's owners, in their language: an endpoint failed for three days and was turned off. */
export function webhookDisabledMail(p: OutboxPayloads['webhook-disabled'], campusName: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  return layoutMail(p.email, t('mail:webhookSubject', { club: p.clubName }), {
    greeting: t('mail:greetingPlain'),
    paragraphs: [t('mail:webhookBody', { club: p.clubName, url: p.url }), t('mail:webhookNext')],
    action: { label: t('mail:webhookAction'), url: p.workspaceUrl },
    footer: campusName,
    language,
  });
}
