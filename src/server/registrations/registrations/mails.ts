import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { escapeHtml, layoutMail, mailWhen, renderHtml, renderText, type MailBody } from '../../infrastructure/mail/layout.ts';
import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { toIcs } from '../../events/calendar/ics.ts';
import { eventUrl } from '../../infrastructure/outbox/event-fields.ts';
import type { MailRegistration, TicketEvent } from '../../infrastructure/outbox/payloads.ts';
import { ticketQrPng } from './ticket.ts';
import { registrationId } from './arrivals.ts';

export interface TicketMailInput {
  registration: MailRegistration;
  event: TicketEvent;
  publicUrl: string;
  /** The wallets the campus set up: the ticket mail shows a button for each. */
  wallets?: { apple: boolean; google: boolean };
  /** The recipient's language (English unless given): the mail is written in it. */
  language?: Language;
}

/** '25 Nov 2026 at 6:30 PM, Main Hall'; in Hindi and Kannada, their own day, month and time. */
export const when = (e: TicketMailInput['event'], language: Language = 'en') => mailWhen(e, language);

/** The event's page (it shows the student's ticket or waitlist place), and all their events. */
export function links({ registration, event, publicUrl, language = 'en' }: TicketMailInput): Pick<MailBody, 'action' | 'links'> {
  const t = translatorFor(language);
  return {
    action: { label: t('mail:seeEvent'), url: eventUrl(publicUrl, event.id) },
    links: [{ label: t('mail:allEvents'), url: `${publicUrl}/${encodeURIComponent(registration.usn)}/profile` }],
  };
}

/**
 * The wallets' buttons, black pills in their own wording. They open the ticket in Quad,
 * which adds it after the student signs in: the pass holds the ticket's secret, so a
 * link in a mail never carries it.
 */
function walletButtons({ registration, event, publicUrl, wallets, language = 'en' }: TicketMailInput): { html: string; text: string[] } {
  // The wallets' own wording, which their makers ask to keep as it is.
  const names = [wallets?.apple && 'Add to Apple Wallet', wallets?.google && 'Save to Google Wallet'].filter((n): n is string => Boolean(n));
  if (names.length === 0) return { html: '', text: [] };
  const url = `${publicUrl}/tickets/${encodeURIComponent(registrationId(event.id, registration.usn))}`;
  const pill = (name: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;background:#000000;color:#ffffff;border:1px solid #a6a6a6;border-radius:999px;padding:10px 18px;text-decoration:none;font-weight:500">${escapeHtml(name)}</a>`;
  return { html: `<p style="margin:12px 0 0">${names.map(pill).join('')}</p>`, text: [`${names.length === 2 ? translatorFor(language)('mail:walletOr', { first: names[0], second: names[1] }) : names[0]}: ${url}`] };
}

export async function ticketMail(to: string, subject: string, body: MailBody, input: TicketMailInput): Promise<MailMessage> {
  const { registration, event, publicUrl, language = 'en' } = input;
  const t = translatorFor(language);
  const qr = await ticketQrPng(registration.ticket_code);
  // The QR is inline; the code is also written out, so the mail works without images.
  const wallet = walletButtons(input);
  const ticketHtml = `<div style="margin:16px 0;padding:16px;border:1px solid #dee2e6;border-radius:8px"><p style="margin:0 0 8px;font-weight:600">${escapeHtml(t('mail:yourTicket'))}</p><img src="cid:ticket-qr" width="200" height="200" alt="${escapeHtml(t('mail:ticketQrAlt'))}"><p style="margin:8px 0 0;font-family:monospace">${escapeHtml(t('mail:ticketCode', { code: registration.ticket_code }))}</p>${wallet.html}</div>`;
  return {
    to,
    subject,
    text: renderText({ ...body, language, paragraphs: [...body.paragraphs, t('mail:ticketCodeText', { code: registration.ticket_code }), ...wallet.text] }),
    html: renderHtml({ ...body, language }, ticketHtml),
    attachments: [
      { filename: 'ticket.png', content: qr, contentType: 'image/png', cid: 'ticket-qr' },
      { filename: 'event.ics', content: await toIcs([event], publicUrl), contentType: 'text/calendar; charset=utf-8' },
    ],
  };
}

/** Confirmation after registering: the ticket and the event for the calendar, or the waitlist notice. */
export async function registrationMail(input: TicketMailInput): Promise<MailMessage> {
  const { registration, event, language = 'en' } = input;
  const t = translatorFor(language);
  const at = when(event, language);
  if (registration.status === 'pending' || registration.status === 'entered') {
    const pending = registration.status === 'pending';
    const body: MailBody = {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: pending
        ? [t('mail:pendingBody', { event: event.name, when: at }), t('mail:pendingNext')]
        : [t('mail:enteredBody', { event: event.name, when: at }), t('mail:enteredNext')],
      ...links(input),
      language,
    };
    return layoutMail(registration.email, pending ? t('mail:pendingSubject', { event: event.name }) : t('mail:enteredSubject', { event: event.name }), body);
  }
  if (registration.status === 'waitlisted') {
    const body: MailBody = {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: [t('mail:waitlistedBody', { event: event.name, when: at }), t('mail:waitlistedNext')],
      ...links(input),
      language,
    };
    return layoutMail(registration.email, t('mail:waitlistedSubject', { event: event.name }), body);
  }
  return ticketMail(
    registration.email,
    t('mail:registeredSubject', { event: event.name }),
    {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: [t('mail:registeredBody', { event: event.name, when: at }), t('mail:calendarAttached')],
      ...links(input),
    },
    input,
  );
}

/** A place freed up: the earliest waitlisted student is in. */
export function promotionMail(input: TicketMailInput): Promise<MailMessage> {
  const { registration, event, language = 'en' } = input;
  const t = translatorFor(language);
  return ticketMail(
    registration.email,
    t('mail:promotionSubject', { event: event.name }),
    {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: [t('mail:promotionBody', { event: event.name, when: when(event, language) })],
      ...links(input),
    },
    input,
  );
}

/** Before the event: 24 hours and 1 hour ahead, with the ticket and the calendar file again. */
export function reminderMail(input: TicketMailInput, lead: '24h' | '1h'): Promise<MailMessage> {
  const { registration, event, publicUrl, language = 'en' } = input;
  const t = translatorFor(language);
  return ticketMail(
    registration.email,
    t('mail:reminderSubject', { event: event.name }),
    {
      greeting: t('mail:greeting', { name: registration.name }),
      paragraphs: [
        t('mail:reminderSoon', { lead: lead === '1h' ? 'hour' : 'day', event: event.name, when: when(event, language) }),
        t('mail:reminderCalendar', { url: `${publicUrl}/api/events/${encodeURIComponent(event.id)}/calendar.ics` }),
        t('mail:reminderCancel'),
      ],
      ...links(input),
    },
    input,
  );
}
