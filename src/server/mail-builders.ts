import { confirmAddressMail, passwordResetMail, signInLinkMail } from './infrastructure/auth/mails.ts';
import { announcementMail, digestMail, eventCancelledMail, eventChangedMail } from './events/events/mails.ts';
import { withAccent } from './infrastructure/mail/layout.ts';
import type { MailMessage } from './infrastructure/mail/mailer.ts';
import { EventGoneError, type BuildMail, type MailRegistration, type MailSettings, type OutboxKind, type OutboxPayloads } from './infrastructure/outbox/payloads.ts';
import type { Language } from '../domain/i18n/languages.ts';
import { eventWhen } from '../domain/event-when.ts';
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
const inLanguage = async <E extends { id: string; name: string }>(s: MailSettings, event: E, language: Language): Promise<E> =>
  (s.eventInLanguage ? s.eventInLanguage(event, language) : event);

/** A registration's mail: the recipient's language and the event as they read it. */
async function ticketInput(s: MailSettings, p: { registration: MailRegistration; eventId: string }) {
  const language = await languageOf(s, p.registration.email);
  const event = await inLanguage(s, await withEvent(s, p.eventId), language);
  return { registration: p.registration, event, publicUrl: s.publicUrl, wallets: s.wallets, language };
}

/** The offer's deadline in the recipient's words; rows kept from before carry it in English only. */
const deadlineIn = (p: OutboxPayloads['offer'], s: MailSettings, language: Language) =>
  language === 'en' || !s.campusTimeZone ? p.deadline : eventWhen(p.expiresAt, s.campusTimeZone, undefined, language).replace(' · ', ', ');

type Builders = { [K in OutboxKind]: (payload: OutboxPayloads[K], settings: MailSettings) => MailMessage | Promise<MailMessage> };

const builders: Builders = {
  registration: async (p, s) => registrationMail(await ticketInput(s, p)),
  promotion: async (p, s) => promotionMail(await ticketInput(s, p)),
  'approval-result': async (p, s) => approvalResultMail(await ticketInput(s, p), p.decision),
  offer: async (p, s) => {
    const input = await ticketInput(s, p);
    return offerMail(input, deadlineIn(p, s, input.language));
  },
  'offer-expired': async (p, s) => offerExpiredMail(await ticketInput(s, p)),
  'draw-result': async (p, s) => drawResultMail(await ticketInput(s, p), p.position, p.entry),
  reminder: async (p, s) => {
    const language = await languageOf(s, p.registration.email);
    return reminderMail({ registration: p.registration, event: await inLanguage(s, p.event, language), publicUrl: s.publicUrl, wallets: s.wallets, language }, p.lead);
  },
  'event-changed': async (p, s) => {
    const language = await languageOf(s, p.recipient.email);
    return eventChangedMail(await inLanguage(s, p.event, language), p.before, p.recipient, s.publicUrl, language);
  },
  // The event is gone with its translations: its name as the notice carries it.
  'event-cancelled': async (p, s) => eventCancelledMail(p.event, p.recipient, s.publicUrl, await languageOf(s, p.recipient.email)),
  announcement: async (p, s) => {
    const language = await languageOf(s, p.recipient.email);
    return announcementMail(await inLanguage(s, p.event, language), p.subject, p.message, p.recipient, s.publicUrl, language);
  },
  digest: async (p, s) => {
    const language = await languageOf(s, p.recipient.email);
    return digestMail(await Promise.all(p.events.map((e) => inLanguage(s, e, language))), p.recipient, s.publicUrl, language);
  },
  'password-reset': async (p, s) => passwordResetMail(p.user, p.url, s.campusName, await languageOf(s, p.user.email)),
  'confirm-address': async (p, s) => confirmAddressMail(p.user, p.url, s.campusName, await languageOf(s, p.user.email)),
  'sign-in-link': async (p, s) => signInLinkMail(p.user, p.url, s.campusName, { confirmsAddress: p.confirmsAddress }, await languageOf(s, p.user.email)),
  'club-invitation': async (p, s) => clubInvitationMail(p, s.campusName, await languageOf(s, p.email)),
  'event-review': async (p, s) => eventReviewMail(p, s.publicUrl, s.campusName, await languageOf(s, p.email)),
  'account-inactive': async (p, s) => accountInactiveMail(p, s.publicUrl, s.campusName, await languageOf(s, p.user.email)),
  'webhook-disabled': async (p, s) => webhookDisabledMail(p, s.campusName, await languageOf(s, p.email)),
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
