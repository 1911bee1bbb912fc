import { createHash } from 'node:crypto';
import { displayName, displayVenue } from '../../../domain/event-display.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import { isLanguage, type Language } from '../../../domain/i18n/languages.ts';
import { endInstant } from '../../../domain/involvement.ts';
import { MSG } from '../../../domain/messages.ts';
import { checkInWindow } from '../../../domain/policy/check-in.ts';
import { canSaveToWallet, hasWalletPass } from '../../../domain/policy/registrations.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { Config } from '../../config.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { conflict, notFound } from '../../infrastructure/http/errors.ts';
import { findWalletTicket, type WalletTicketRow } from './queries.ts';

/** What both wallets' passes show: the same ticket as the app's, its QR holding the same code. */
export interface WalletTicket {
  registrationId: string;
  /** What the QR holds: the ticket's secret code, as the app's own ticket. */
  ticketCode: string;
  holderName: string;
  usn: string;
  eventId: string;
  eventName: string;
  clubName: string;
  venue: string;
  startsAt: string;
  /** Null when the event's end is not said. */
  endsAt: string | null;
  /** When the door stops taking the ticket (check-in closes): the wallets then file it as expired. */
  expiresAt: string;
  /** When the event was last edited, if that was after this registration: the pass says the details changed. */
  changedAt: string | null;
  eventUrl: string;
  campusName: string;
  /** #rrggbb (CAMPUS_ACCENT). */
  accent: string;
  /** The ticket holder's language (their account's choice, else DEFAULT_LANGUAGE): the pass's labels are in it. */
  language: Language;
  /** Changes with every detail the pass shows: a pass saved before a change is told from one saved after it. */
  version: string;
}

export function toWalletTicket(row: WalletTicketRow, config: Pick<Config, 'campusTimeZone' | 'publicUrl' | 'campusName' | 'campusAccent' | 'defaultLanguage'>): WalletTicket {
  const updatedAt = toIso(row.event_updated_at);
  const changedAt = Date.parse(updatedAt) > Date.parse(toIso(row.created_at)) ? updatedAt : null;
  const language = isLanguage(row.holder_language) ? row.holder_language : config.defaultLanguage;
  const details = {
    registrationId: row.id,
    ticketCode: row.ticket_code,
    holderName: row.holder_name,
    usn: row.usn,
    eventId: row.event_id,
    eventName: displayName(row.event_name, language),
    clubName: row.club_name ?? config.campusName,
    venue: displayVenue(row.venue, language),
    startsAt: toIso(row.starts_at),
    endsAt: endInstant(row.date, row.time, row.end_time, config.campusTimeZone),
    expiresAt: checkInWindow({ startsAt: toIso(row.starts_at) }).closesAt.toISOString(),
    changedAt,
    eventUrl: `${config.publicUrl}${eventPagePath(row.event_id)}`,
    campusName: config.campusName,
    accent: config.campusAccent,
  };
  // A pass in another language is another version (Google keeps a saved one as it was); English's stay as they were.
  const version = createHash('sha256').update(JSON.stringify(language === 'en' ? details : { ...details, language })).digest('base64url').slice(0, 10);
  return { ...details, language, version };
}

/**
 * The ticket of a registration, for its student's wallet: 404 when that wallet is not
 * configured or the registration is not theirs (whether or not it exists, as the app's
 * other registration reads), 409 without a confirmed seat.
 */
export async function loadWalletTicket(ctx: ServerContext, viewer: Viewer, id: string, configured: boolean): Promise<WalletTicket> {
  if (!configured) throw notFound(MSG.walletNotConfigured, 'WALLET_NOT_CONFIGURED');
  const row = await findWalletTicket(ctx.db, id);
  if (!row || !canSaveToWallet(viewer, { studentId: row.student_id })) throw notFound(MSG.registrationNotFound, 'REGISTRATION_NOT_FOUND');
  if (!hasWalletPass(row)) throw conflict(MSG.walletNoTicket, 'NO_TICKET_YET');
  return toWalletTicket(row, ctx.config);
}
