import { eventUrl } from '../../infrastructure/outbox/event-fields.ts';
import { renderHtml, renderText, type MailBody } from '../../infrastructure/mail/layout.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { links, registrationMail, ticketMail, when, type TicketMailInput } from './mails.ts';

/**
 * The mails of decisions: approval or not, a seat offered with a deadline,
 * an offer that lapsed, a lottery's result. A seat comes with the ticket, as always.
 */

const plain = (input: TicketMailInput, subject: string, body: MailBody): MailMessage => ({
  to: input.registration.email, subject, text: renderText(body), html: renderHtml(body),
});

/** The organizer decided: approved (the ticket, or the waitlist when full) or declined. */
export function approvalResultMail(input: TicketMailInput, decision: 'approved' | 'declined'): Promise<MailMessage> | MailMessage {
  const { registration, event } = input;
  if (decision === 'declined') {
    return plain(input, `Not approved: ${event.name}`, {
      greeting: `Hi ${registration.name},`,
      paragraphs: [`The organizer of ${event.name} (${when(event)}) could not approve your registration this time.`],
      ...links(input),
    });
  }
  if (registration.status === 'waitlisted') {
    return plain(input, `Approved, on the waitlist: ${event.name}`, {
      greeting: `Hi ${registration.name},`,
      paragraphs: [`Your registration for ${event.name} (${when(event)}) is approved, and the event is full, so you are on the waitlist.`, 'If a place frees up, you move up and we e-mail you.'],
      ...links(input),
    });
  }
  return registrationMail(input).then((mail) => ({ ...mail, subject: `Approved: you're registered for ${event.name}` }));
}

/** A seat freed up and is held for them until the deadline: confirm on the event page. */
export function offerMail(input: TicketMailInput, deadline: string): MailMessage {
  const { registration, event, publicUrl } = input;
  return plain(input, `A seat is yours to claim: ${event.name}`, {
    greeting: `Hi ${registration.name},`,
    paragraphs: [
      `A place opened up at ${event.name} (${when(event)}) and it is held for you until ${deadline}.`,
      'Confirm it before then, or it goes to the next student on the waitlist.',
    ],
    action: { label: 'Confirm my seat', url: `${eventUrl(publicUrl, event.id)}?claim=1` },
  });
}

/** The offer lapsed unconfirmed: the seat went to the next one. */
export function offerExpiredMail(input: TicketMailInput): MailMessage {
  const { registration, event } = input;
  return plain(input, `Your offer lapsed: ${event.name}`, {
    greeting: `Hi ${registration.name},`,
    paragraphs: [`The seat held for you at ${event.name} (${when(event)}) was not confirmed in time, so it was offered to the next student.`, 'You can register again from the event page if places free up.'],
    ...links(input),
  });
}

/** The lottery was drawn: a seat (with the ticket) or a place on the waitlist. */
export function drawResultMail(input: TicketMailInput, position: number | null, entry?: string): Promise<MailMessage> | MailMessage {
  const { registration, event } = input;
  const findYourself = entry ? ` Your entry in the published draw is ${entry}.` : '';
  if (registration.status === 'registered') {
    return ticketMail(registration.email, `You won a seat: ${event.name}`, {
      greeting: `Hi ${registration.name},`,
      paragraphs: [`The draw for ${event.name} (${when(event)}) is done and you have a seat.`, `The event is attached for your calendar. The draw and its seed are published on the event page.${findYourself}`],
      ...links(input),
    }, input);
  }
  return plain(input, `Draw result: ${event.name}`, {
    greeting: `Hi ${registration.name},`,
    paragraphs: [
      `The draw for ${event.name} (${when(event)}) is done. You did not get a seat this time${position ? `; you are number ${position} on the waitlist` : ''}.`,
      `If a seat frees up, you move up and we e-mail you. The draw and its seed are published on the event page.${findYourself}`,
    ],
    ...links(input),
  });
}
