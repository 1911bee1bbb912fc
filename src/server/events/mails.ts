import { displayDate, displayTime, displayVenue } from '../../domain/event-display.ts';
import { eventPagePath } from '../../domain/event-path.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../mail/layout.ts';

export interface MailEvent {
  id: string;
  name: string;
  date: string;
  time: string;
  venue: string;
  organizerName: string;
}

export interface Recipient {
  name: string;
  email: string;
}

const when = (e: Pick<MailEvent, 'date' | 'time' | 'venue'>) =>
  `${displayDate(e.date)} at ${displayTime(e.time)}, ${displayVenue(e.venue)}`;

function message(to: string, subject: string, body: MailBody): MailMessage {
  return { to, subject, text: renderText(body), html: renderHtml(body) };
}

/**
 * An organizer deleted the event: each registrant is told, one mail each (no shared
 * recipient list). Its page is gone, so the link leads to other events.
 */
export function eventCancelledMail(event: MailEvent, recipient: Recipient, publicUrl: string): MailMessage {
  return message(recipient.email, `Cancelled: ${event.name}`, {
    greeting: `Hi ${recipient.name},`,
    paragraphs: [
      `${event.organizerName} has cancelled ${event.name}, planned for ${when(event)}.`,
      'Your registration has been removed. Sorry for the change of plans.',
    ],
    action: { label: 'Find other events', url: `${publicUrl}/` },
  });
}

/** The date, time or venue changed: registrants get the new details. */
export function eventChangedMail(event: MailEvent, before: Pick<MailEvent, 'date' | 'time' | 'venue'>, recipient: Recipient, publicUrl: string): MailMessage {
  return message(recipient.email, `Changed: ${event.name}`, {
    greeting: `Hi ${recipient.name},`,
    paragraphs: [
      `${event.organizerName} has changed ${event.name}.`,
      `It now takes place on ${when(event)} (it was ${when(before)}).`,
      'Your registration still stands. If you can no longer make it, please cancel so someone else can take your place.',
    ],
    action: { label: 'See the event', url: `${publicUrl}${eventPagePath(event.id)}` },
  });
}
