import type { MailMessage } from '../mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../mail/layout.ts';
import { INVITATION_DAYS, ROLE_LABELS } from '../../domain/schemas/team.ts';
import type { OutboxPayloads } from '../outbox/payloads.ts';

/** What each invited role may do, in the invitation's words. */
const ROLE_DUTIES = {
  manager: 'create and edit its events, manage registrations, read feedback and send announcements',
  door: 'check students in at its events',
} as const;

/** The club's invitation to join its team, with the link that accepts it. */
export function clubInvitationMail(p: OutboxPayloads['club-invitation'], campusName: string): MailMessage {
  const body: MailBody = {
    greeting: 'Hi,',
    paragraphs: [
      `${p.invitedBy.trim() || p.clubName} invited you to join ${p.clubName} on Quad as ${ROLE_LABELS[p.role].toLowerCase()}: you will be able to ${ROLE_DUTIES[p.role]}.`,
      `Accepting needs a Quad account; a student account is fine. The link works for ${INVITATION_DAYS} days.`,
      'If you did not expect this invitation, ignore this e-mail.',
    ],
    action: { label: 'Accept the invitation', url: p.url },
    footer: campusName,
  };
  return { to: p.email, subject: `Join ${p.clubName} on Quad`, text: renderText(body), html: renderHtml(body) };
}
