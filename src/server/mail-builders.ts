import { confirmAddressMail, passwordResetMail, signInLinkMail } from './infrastructure/auth/mails.ts';
import { announcementMail, digestMail, eventCancelledMail, eventChangedMail } from './events/events/mails.ts';
import { withAccent } from './infrastructure/mail/layout.ts';
import type { MailMessage } from './infrastructure/mail/mailer.ts';
import { EventGoneError, type BuildMail, type MailSettings, type OutboxKind, type OutboxPayloads, type TicketEvent } from './infrastructure/outbox/payloads.ts';
import type { Language } from '../domain/i18n/languages.ts';
import { approvalResultMail, drawResultMail, offerExpiredMail, offerMail } from './registrations/registrations/decision-mails.ts';
import { promotionMail, registrationMail, reminderMail } from './registrations/registrations/mails.ts';
import { clubInvitationMail } from './identity/teams/mails.ts';
import { eventReviewMail } from './office/review/mails.ts';
import { accountInactiveMail } from './office/privacy/mails.ts';
import { webhookDisabledMail } from './platform/webhooks/mails.ts';

/**
 * The mail of every kind of message, composed here (like app.ts composes routes): each
 * module builds its own mails, and the outbox gets this table without depending on them.
 */

async function withEvent(s: MailSettings, eventId: string) {
  const event = await s.ticketEvent(eventId);
  if (!event) throw new EventGoneError();
  return event;
}

/** The recipient's language, whoever caused the mail (English where the sender cannot tell). */
const languageOf = async (s: MailSettings, email: string) => (await s.recipientLanguage?.(email)) ?? 'en';

/** The event as the recipient reads it: its translation in their language when there is one. */
const inLanguage = async (s: MailSettings, event: TicketEvent, language: Language) => (s.eventInLanguage ? s.eventInLanguage(event, language) : event);

type Builders = { [K in OutboxKind]: (payload: OutboxPayloads[K], settings: MailSettings) => MailMessage | Promise<MailMessage> };

const builders: Builders = {
  registration: async (p, s) => {
    const language = await languageOf(s, p.registration.email);
    return registrationMail({ registration: p.registration, event: await inLanguage(s, await withEvent(s, p.eventId), language), publicUrl: s.publicUrl, wallets: s.wallets, language });
  },
  promotion: async (p, s) => promotionMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl, wallets: s.wallets }),
  'approval-result': async (p, s) => approvalResultMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl, wallets: s.wallets }, p.decision),
  offer: async (p, s) => offerMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl, wallets: s.wallets }, p.deadline),
  'offer-expired': async (p, s) => offerExpiredMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl, wallets: s.wallets }),
  'draw-result': async (p, s) => drawResultMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl, wallets: s.wallets }, p.position, p.entry),
  reminder: async (p, s) => {
    const language = await languageOf(s, p.registration.email);
    return reminderMail({ registration: p.registration, event: await inLanguage(s, p.event, language), publicUrl: s.publicUrl, wallets: s.wallets, language }, p.lead);
  },
  'event-changed': (p, s) => eventChangedMail(p.event, p.before, p.recipient, s.publicUrl),
  'event-cancelled': (p, s) => eventCancelledMail(p.event, p.recipient, s.publicUrl),
  announcement: (p, s) => announcementMail(p.event, p.subject, p.message, p.recipient, s.publicUrl),
  digest: (p, s) => digestMail(p.events, p.recipient, s.publicUrl),
  'password-reset': (p, s) => passwordResetMail(p.user, p.url, s.campusName),
  'confirm-address': (p, s) => confirmAddressMail(p.user, p.url, s.campusName),
  'sign-in-link': (p, s) => signInLinkMail(p.user, p.url, s.campusName, { confirmsAddress: p.confirmsAddress }),
  'club-invitation': (p, s) => clubInvitationMail(p, s.campusName),
  'event-review': (p, s) => eventReviewMail(p, s.publicUrl, s.campusName),
  'account-inactive': (p, s) => accountInactiveMail(p, s.publicUrl, s.campusName),
  'webhook-disabled': (p, s) => webhookDisabledMail(p, s.campusName),
};

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(builders, kind);
}

/** The mail of a stored row; throws for a kind this version does not know. */
export const buildOutboxMail: BuildMail = async (kind, payload, settings) => {
  if (!isOutboxKind(kind)) throw new Error(`unknown message kind: ${kind}`);
  const build = builders[kind] as (payload: unknown, settings: MailSettings) => MailMessage | Promise<MailMessage>;
  return withAccent(await build(payload, settings), settings.accent);
};
