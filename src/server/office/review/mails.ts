import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../../infrastructure/mail/layout.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/** The campus office's decision on a club's event, to the club. */
export function eventReviewMail(p: OutboxPayloads['event-review'], publicUrl: string, campusName: string): MailMessage {
  const approved = p.decision === 'approved';
  const body: MailBody = {
    greeting: `Hi ${p.clubName.trim() || 'there'},`,
    paragraphs: approved
      ? [`The campus office approved "${p.eventName}". It is now listed on Quad and students can register.`]
      : [
          `The campus office sent "${p.eventName}" back. Their reason:`,
          p.reason ?? '',
          'Edit the event to address it; saving the change puts it back in the office\'s queue.',
        ],
    action: approved
      ? { label: 'View the event', url: `${publicUrl}/events/${encodeURIComponent(p.eventId)}` }
      : { label: 'Edit the event', url: `${publicUrl}/edit-event/${encodeURIComponent(p.eventId)}` },
    footer: campusName,
  };
  const subject = approved ? `Approved: ${p.eventName}` : `Sent back: ${p.eventName}`;
  return { to: p.email, subject, text: renderText(body), html: renderHtml(body) };
}
