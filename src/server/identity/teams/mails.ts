import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../../infrastructure/mail/layout.ts';
import { ROLE_DUTIES, roleInSentence } from '../../../domain/club-roles.ts';
import { INVITATION_DAYS } from '../../../domain/schemas/team.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/** The club's invitation to join its team, with the link that accepts it. */
export function clubInvitationMail(p: OutboxPayloads['club-invitation'], campusName: string): MailMessage {
  const body: MailBody = {
    greeting: 'Hi,',
    paragraphs: [
      `${p.invitedBy.trim() || p.clubName} invited you to join ${p.clubName} on Quad as ${roleInSentence(p.role)}: you will be able to ${ROLE_DUTIES[p.role]}.`,
      `Accepting needs a Quad account; a student account is fine. The link works for ${INVITATION_DAYS} days.`,
      'If you did not expect this invitation, ignore this e-mail.',
    ],
    action: { label: 'Accept the invitation', url: p.url },
    footer: campusName,
  };
  return { to: p.email, subject: `Join ${p.clubName} on Quad`, text: renderText(body), html: renderHtml(body) };
}
