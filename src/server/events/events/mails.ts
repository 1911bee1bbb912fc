import { displayDate, displayTime, displayVenue } from '../../../domain/event-display.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../../infrastructure/mail/layout.ts';
import { eventUrl } from '../../infrastructure/outbox/event-fields.ts';
import type { MailEvent, Recipient } from '../../infrastructure/outbox/payloads.ts';

export type { MailEvent, Recipient };

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
    action: { label: 'See the event', url: eventUrl(publicUrl, event.id) },
  });
}

/** An announcement from the event's organizer to one registrant; the message is the organizer's own text. */
export function announcementMail(event: MailEvent, subject: string, text: string, recipient: Recipient, publicUrl: string): MailMessage {
  return message(recipient.email, `${subject} · ${event.name}`, {
    greeting: `Hi ${recipient.name},`,
    paragraphs: [`${event.organizerName} sent a message about ${event.name} (${when(event)}):`, ...text.split(/\n{2,}/)],
    action: { label: 'See the event', url: eventUrl(publicUrl, event.id) },
  });
}

/** The daily digest: new events of the clubs a student follows, one line each. */
export function digestMail(events: MailEvent[], recipient: Recipient, publicUrl: string): MailMessage {
  const lines = events.map((e) => `${e.name} (${e.organizerName}): ${when(e)} ${eventUrl(publicUrl, e.id)}`);
  return message(recipient.email, events.length === 1 ? `New from clubs you follow: ${events[0]!.name}` : `${events.length} new events from clubs you follow`, {
    greeting: `Hi ${recipient.name},`,
    paragraphs: ['Clubs you follow have posted new events:', ...lines, 'You get this digest once a day at most. You can turn it off on your profile.'],
    action: { label: 'See what is on', url: `${publicUrl}/` },
  });
}
