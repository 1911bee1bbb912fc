import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { layoutMail } from '../../infrastructure/mail/layout.ts';
import { INVITATION_DAYS } from '../../../domain/schemas/team.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/**
 * The club's invitation to join its team, with the link that accepts it, in the invitee's
 * language. The role's duties are worded in the catalogue.
 */
export function clubInvitationMail(p: OutboxPayloads['club-invitation'], campusName: string, language: Language = 'en'): MailMessage {
  const t = translatorFor(language);
  return layoutMail(p.email, t('mail:invitationSubject', { club: p.clubName }), {
    greeting: t('mail:greetingPlain'),
    paragraphs: [
      t('mail:invitationBody', { inviter: p.invitedBy.trim() || p.clubName, club: p.clubName, role: p.role }),
      t('mail:invitationAccount', { days: INVITATION_DAYS }),
      t('mail:invitationIgnore'),
    ],
    action: { label: t('mail:invitationAction'), url: p.url },
    footer: campusName,
    language,
  });
}
