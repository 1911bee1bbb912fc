import { confirmAddressMail, passwordResetMail, signInLinkMail } from '../auth/mails.ts';
import { announcementMail, digestMail, eventCancelledMail, eventChangedMail, type MailEvent, type Recipient } from '../events/mails.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { promotionMail, registrationMail, reminderMail, type TicketMailInput } from '../registrations/mails.ts';
import { approvalResultMail, drawResultMail, offerExpiredMail, offerMail } from '../registrations/decision-mails.ts';

/**
 * Every kind of message Quad sends, with what it is built from. The payload is
 * JSON written in the transaction of the change, so a message only ever tells
 * what was committed; the mail itself (QR image, calendar file) is built when sent.
 */
export interface OutboxPayloads {
  /** The event is read when the mail is built (the registering transaction stays one insert longer, no more). */
  registration: { registration: TicketMailInput['registration']; eventId: string };
  promotion: { registration: TicketMailInput['registration']; eventId: string };
  reminder: Omit<TicketMailInput, 'publicUrl'> & { lead: '24h' | '1h' };
  'approval-result': { registration: TicketMailInput['registration']; eventId: string; decision: 'approved' | 'declined' };
  /** `deadline` as the student reads it ('Tue 25 Nov 2026, 6:30 PM IST'). */
  offer: { registration: TicketMailInput['registration']; eventId: string; expiresAt: string; deadline: string };
  'offer-expired': { registration: TicketMailInput['registration']; eventId: string };
  /** `position` on the waitlist (1-based) for those without a seat. */
  /** `entry`: their id in the published draw (older rows may lack it). */
  'draw-result': { registration: TicketMailInput['registration']; eventId: string; position: number | null; entry?: string };
  'event-changed': { event: MailEvent; before: Pick<MailEvent, 'date' | 'time' | 'venue'>; recipient: Recipient };
  'event-cancelled': { event: MailEvent; recipient: Recipient };
  announcement: { event: MailEvent; subject: string; message: string; recipient: Recipient };
  digest: { events: MailEvent[]; recipient: Recipient };
  'password-reset': { user: Recipient; url: string };
  'confirm-address': { user: Recipient; url: string };
  'sign-in-link': { user: Recipient; url: string; confirmsAddress: boolean };
}

export type OutboxKind = keyof OutboxPayloads;

/** One message to queue: its kind, what it is built from, to whom and about what. */
export type OutboxMail = {
  [K in OutboxKind]: {
    kind: K;
    payload: OutboxPayloads[K];
    to: string;
    /** The recipient's account: deleting it deletes its messages. */
    userId?: string | null;
    eventId?: string | null;
    batchId?: string | null;
    /** A link that expires: no use sending it after this instant (ISO). */
    expiresAt?: string;
  };
}[OutboxKind];

export interface MailSettings {
  publicUrl: string;
  campusName: string;
  /** An event as a ticket mail tells it, read when the mail is built; undefined once deleted. */
  ticketEvent(eventId: string): Promise<TicketMailInput['event'] | undefined>;
}

/** A message that can no longer be built: its event went before it could be sent. */
export class EventGoneError extends Error {
  constructor() {
    super('its event was deleted before the message went out');
  }
}

async function withEvent(s: MailSettings, eventId: string) {
  const event = await s.ticketEvent(eventId);
  if (!event) throw new EventGoneError();
  return event;
}

type Builders = { [K in OutboxKind]: (payload: OutboxPayloads[K], settings: MailSettings) => MailMessage | Promise<MailMessage> };

const builders: Builders = {
  registration: async (p, s) => registrationMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl }),
  promotion: async (p, s) => promotionMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl }),
  'approval-result': async (p, s) => approvalResultMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl }, p.decision),
  offer: async (p, s) => offerMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl }, p.deadline),
  'offer-expired': async (p, s) => offerExpiredMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl }),
  'draw-result': async (p, s) => drawResultMail({ registration: p.registration, event: await withEvent(s, p.eventId), publicUrl: s.publicUrl }, p.position, p.entry),
  reminder: (p, s) => reminderMail({ registration: p.registration, event: p.event, publicUrl: s.publicUrl }, p.lead),
  'event-changed': (p, s) => eventChangedMail(p.event, p.before, p.recipient, s.publicUrl),
  'event-cancelled': (p, s) => eventCancelledMail(p.event, p.recipient, s.publicUrl),
  announcement: (p, s) => announcementMail(p.event, p.subject, p.message, p.recipient, s.publicUrl),
  digest: (p, s) => digestMail(p.events, p.recipient, s.publicUrl),
  'password-reset': (p, s) => passwordResetMail(p.user, p.url, s.campusName),
  'confirm-address': (p, s) => confirmAddressMail(p.user, p.url, s.campusName),
  'sign-in-link': (p, s) => signInLinkMail(p.user, p.url, s.campusName, { confirmsAddress: p.confirmsAddress }),
};

export function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(builders, kind);
}

/** The mail of a stored row; throws for a kind this version does not know. */
export async function buildOutboxMail(kind: string, payload: unknown, settings: MailSettings): Promise<MailMessage> {
  if (!isOutboxKind(kind)) throw new Error(`unknown message kind: ${kind}`);
  const build = builders[kind] as (payload: unknown, settings: MailSettings) => MailMessage | Promise<MailMessage>;
  return build(payload, settings);
}
