import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { eventUrl } from '../../infrastructure/outbox/event-fields.ts';
import { layoutMail, type MailBody } from '../../infrastructure/mail/layout.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { links, registrationMail, ticketMail, when, type TicketMailInput } from './mails.ts';

/**
 * The mails of decisions: approval or not, a seat offered with a deadline,
 * an offer that lapsed, a lottery's result. A seat comes with the ticket, as always.
 * Each is written in the recipient's language (`input.language`).
 */

const plain = (input: TicketMailInput, subject: string, body: MailBody): MailMessage =>
  layoutMail(input.registration.email, subject, { ...body, language: input.language ?? 'en' });

/** The organizer decided: approved (the ticket, or the waitlist when full) or declined. */
export function approvalResultMail(input: TicketMailInput, decision: 'approved' | 'declined'): Promise<MailMessage> | MailMessage {
  const { registration, event, language = 'en' } = input;
  const t = translatorFor(language);
  const about = { event: event.name, when: when(event, language) };
  if (decision === 'declined') {
    return plain(input, t('mail:declinedSubject', { event: event.name }), {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: [t('mail:declinedBody', about)],
      ...links(input),
    });
  }
  if (registration.status === 'waitlisted') {
    return plain(input, t('mail:approvedWaitlistSubject', { event: event.name }), {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: [t('mail:approvedWaitlistBody', about), t('mail:approvedWaitlistNext')],
      ...links(input),
    });
  }
  return registrationMail(input).then((mail) => ({ ...mail, subject: t('mail:approvedSubject', { event: event.name }) }));
}

/** A seat freed up and is held for them until the deadline (in their language's words): confirm on the event page. */
export function offerMail(input: TicketMailInput, deadline: string): MailMessage {
  const { registration, event, publicUrl, language = 'en' } = input;
  const t = translatorFor(language);
  return plain(input, t('mail:offerSubject', { event: event.name }), {
    greeting: t('mail:greeting', { name: registration.name }),
    paragraphs: [t('mail:offerBody', { event: event.name, when: when(event, language), deadline }), t('mail:offerNext')],
    action: { label: t('mail:offerAction'), url: `${eventUrl(publicUrl, event.id)}?claim=1` },
  });
}

/** The offer lapsed unconfirmed: the seat went to the next one. */
export function offerExpiredMail(input: TicketMailInput): MailMessage {
  const { registration, event, language = 'en' } = input;
  const t = translatorFor(language);
  return plain(input, t('mail:offerExpiredSubject', { event: event.name }), {
    greeting: t('mail:greeting', { name: registration.name }),
    paragraphs: [t('mail:offerExpiredBody', { event: event.name, when: when(event, language) }), t('mail:offerExpiredNext')],
    ...links(input),
  });
}

/** The lottery was drawn: a seat (with the ticket) or a place on the waitlist. */
export function drawResultMail(input: TicketMailInput, position: number | null, entry?: string): Promise<MailMessage> | MailMessage {
  const { registration, event, language = 'en' } = input;
  const t = translatorFor(language);
  const about = { event: event.name, when: when(event, language) };
  const findYourself = entry ? ` ${t('mail:drawEntry', { entry })}` : '';
  if (registration.status === 'registered') {
    return ticketMail(registration.email, t('mail:drawWonSubject', { event: event.name }), {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: [t('mail:drawWonBody', about), `${t('mail:drawWonNext')}${findYourself}`],
      ...links(input),
    }, input);
  }
  return plain(input, t('mail:drawLostSubject', { event: event.name }), {
    greeting: t('mail:greeting', { name: registration.name }),
    paragraphs: [
      position ? t('mail:drawLostWaitlist', { ...about, position: String(position) }) : t('mail:drawLostBody', about),
      `${t('mail:drawLostNext')}${findYourself}`,
    ],
    ...links(input),
  });
}
