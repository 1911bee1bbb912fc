import { createPrivateKey } from 'node:crypto';
import { normalizeHexColour } from '../../../domain/accent.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { GoogleWallet } from '../../config-wallet.ts';
import type { WalletTicket } from './ticket.ts';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

const text = (value: string) => ({ defaultValue: { language: 'en', value } });

/**
 * Google Wallet ids are "<issuer id>.<suffix>", the suffix of letters, digits, '.', '_'
 * and '-'. They carry the pass's version: Google keeps a saved object as it was first
 * saved, so a link made after the event changed saves a new pass with the new details.
 */
const walletId = (issuerId: string, ...parts: string[]) => `${issuerId}.${parts.join('-').replace(/[^\w.-]/g, '_')}`;

/**
 * The event ticket class (the event, shared by its tickets) and object (this student's
 * ticket); the words Quad adds are in the holder's language, the event's as written.
 */
export function googleTicket(ticket: WalletTicket, google: GoogleWallet) {
  const t = translatorFor(ticket.language);
  const classId = walletId(google.issuerId, 'quad-event', ticket.eventId, ticket.version);
  const colour = normalizeHexColour(ticket.accent);
  const eventTicketClass = {
    id: classId,
    issuerName: ticket.campusName,
    reviewStatus: 'UNDER_REVIEW',
    eventName: text(ticket.eventName),
    venue: { name: text(ticket.venue), address: text(ticket.venue) },
    dateTime: { start: ticket.startsAt, ...(ticket.endsAt && { end: ticket.endsAt }) },
    hexBackgroundColor: colour,
    homepageUri: { uri: ticket.eventUrl, description: t('mail:wallet.eventPage') },
  };
  const eventTicketObject = {
    id: walletId(google.issuerId, 'quad-ticket', ticket.registrationId, ticket.version),
    classId,
    state: 'ACTIVE',
    ticketHolderName: ticket.holderName,
    ticketNumber: ticket.usn,
    barcode: { type: 'QR_CODE', value: ticket.ticketCode, alternateText: ticket.ticketCode },
    hexBackgroundColor: colour,
    textModulesData: [
      { id: 'club', header: t('mail:wallet.clubHeader'), body: ticket.clubName },
      ...(ticket.changedAt ? [{ id: 'changed', header: t('mail:wallet.eventChangedHeader'), body: t('mail:wallet.changedOn', { when: ticket.changedAt.slice(0, 16).replace('T', ' ') }) }] : []),
    ],
    linksModuleData: { uris: [{ uri: ticket.eventUrl, description: t('mail:wallet.eventPage'), id: 'event' }] },
    // Valid from now (a start would hide it until the event) until the door stops taking it.
    validTimeInterval: { end: { date: ticket.expiresAt } },
  };
  return { eventTicketClass, eventTicketObject };
}

/**
 * The "Save to Google Wallet" link: a JWT (RS256, signed with the service account's key)
 * that carries the class and the object, so Google makes them when the student saves
 * it; nothing is sent to Google from here.
 */
export async function googleSaveUrl(ticket: WalletTicket, google: GoogleWallet, publicUrl: string): Promise<string> {
  const { SignJWT } = await import('jose');
  const { eventTicketClass, eventTicketObject } = googleTicket(ticket, google);
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [publicUrl],
    payload: { eventTicketClasses: [eventTicketClass], eventTicketObjects: [eventTicketObject] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(google.keyId && { kid: google.keyId }) })
    .setIssuer(google.clientEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(createPrivateKey(google.privateKey));
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
