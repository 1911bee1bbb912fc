import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { Language } from '../../../domain/i18n/languages.ts';

/*
 * What every kind of message is built from: the outbox's own vocabulary. The modules
 * that queue messages (events, registrations, auth…) import these types from here; the
 * mails themselves are built by those modules, wired to the outbox by app.ts
 * (mail-builders.ts), so the outbox depends on none of them.
 */

/** An event as a notice tells it (changed, cancelled, announcement, digest). */
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

/** A registration as its mails tell it (the ticket code makes the QR). */
export interface MailRegistration {
  name: string;
  email: string;
  usn: string;
  status: RegistrationStatus;
  ticket_code: string;
}

/** An event as a ticket mail tells it, with what its calendar file needs. */
export interface TicketEvent {
  id: string;
  name: string;
  description: string;
  venue: string;
  startsAt: string;
  /** Its end time's instant, when said: the calendar file ends there. */
  endsAt?: string | null;
  organizerName: string | null;
  updatedAt?: string;
  date: string;
  time: string;
}

/**
 * Every kind of message Quad sends, with what it is built from. The payload is
 * JSON written in the transaction of the change, so a message only ever tells
 * what was committed; the mail itself (QR image, calendar file) is built when sent.
 */
export interface OutboxPayloads {
  /** The event is read when the mail is built (the registering transaction stays one insert longer, no more). */
  registration: { registration: MailRegistration; eventId: string };
  promotion: { registration: MailRegistration; eventId: string };
  reminder: { registration: MailRegistration; event: TicketEvent; lead: '24h' | '1h' };
  'approval-result': { registration: MailRegistration; eventId: string; decision: 'approved' | 'declined' };
  /** `deadline` as the student reads it ('Tue 25 Nov 2026, 6:30 PM IST'). */
  offer: { registration: MailRegistration; eventId: string; expiresAt: string; deadline: string };
  'offer-expired': { registration: MailRegistration; eventId: string };
  /** `position` on the waitlist (1-based) for those without a seat; `entry`: their id in the published draw (older rows may lack it). */
  'draw-result': { registration: MailRegistration; eventId: string; position: number | null; entry?: string };
  'event-changed': { event: MailEvent; before: Pick<MailEvent, 'date' | 'time' | 'venue'>; recipient: Recipient };
  'event-cancelled': { event: MailEvent; recipient: Recipient };
  announcement: { event: MailEvent; subject: string; message: string; recipient: Recipient };
  digest: { events: MailEvent[]; recipient: Recipient };
  'password-reset': { user: Recipient; url: string };
  'confirm-address': { user: Recipient; url: string };
  'sign-in-link': { user: Recipient; url: string; confirmsAddress: boolean };
  /** A club's invitation to its team. */
  /** The campus office's decision on a club's event, to the club. */
  'event-review': { email: string; clubName: string; eventId: string; eventName: string; decision: 'approved' | 'rejected'; reason: string | null };
  'club-invitation': { email: string; clubName: string; role: 'manager' | 'door'; invitedBy: string; url: string };
  /**
   * An unused account's warning before the retention schedule deletes it: `deleteOn` and `idleFor` in English words,
   * and the same as a campus date and a number of days, which the mail says in the recipient's language (older rows lack them).
   */
  'account-inactive': { user: Recipient; deleteOn: string; idleFor: string; deleteOnDate?: string; idleDays?: number };
  /** A club's webhook endpoint that failed for days and was turned off, to the club's owners. */
  'webhook-disabled': { email: string; clubName: string; url: string; workspaceUrl: string };
}

export type OutboxKind = keyof OutboxPayloads;

/**
 * A message as a push tells it: the kind it came with and that kind's payload, or a
 * followed club's new event (which has no mail). Stored as the payload of a row of kind
 * `push:<kind>` (PUSH_KIND_PREFIX), one row per subscription.
 */
export type PushSource =
  | { [K in OutboxKind]: { kind: K; payload: OutboxPayloads[K] } }[OutboxKind]
  | { kind: 'club-event'; payload: { event: MailEvent; club: string } };

export interface PushPayload {
  subscriptionId: string;
  source: PushSource;
}

/** Rows of push messages are of kind `push:<kind of the message>`, so withdrawing a kind withdraws its pushes too. */
export const PUSH_KIND_PREFIX = 'push:';

/** A message for students' devices only (it has no mail): a followed club's new event. */
export interface PushOnlyMessage {
  userId: string;
  eventId: string | null;
  source: Extract<PushSource, { kind: 'club-event' }>;
}

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
  /** CAMPUS_ACCENT: the colour of the mail's button and links. */
  accent: string;
  /** The wallets the campus set up (APPLE_PASS_*, GOOGLE_WALLET_*): ticket mails show their buttons. */
  wallets?: { apple: boolean; google: boolean };
  /** An event as a ticket mail tells it, read when the mail is built; undefined once deleted. */
  ticketEvent(eventId: string): Promise<TicketEvent | undefined>;
  /** CAMPUS_TIME_ZONE: a deadline is said in the recipient's language in it. */
  campusTimeZone?: string;
  /** The language the person with this address chose, else DEFAULT_LANGUAGE: their mail is written in it. */
  recipientLanguage?(email: string): Promise<Language>;
  /** recipientLanguage for many addresses in one read: each address given (lower case) to its language. */
  recipientLanguages?(emails: string[]): Promise<Map<string, Language>>;
  /** The event's name and description in the language when its organizer added it, else as written. */
  eventInLanguage?<E extends { id: string; name: string; description?: string }>(event: E, language: Language): Promise<E>;
}

/** Builds the mail of a stored row; throws for a kind this version does not know (the row is then kept as failed). */
export type BuildMail = (kind: string, payload: unknown, settings: MailSettings) => Promise<MailMessage>;

/** A message that can no longer be built: its event went before it could be sent. */
export class EventGoneError extends Error {
  constructor() {
    super('its event was deleted before the message went out');
  }
}
