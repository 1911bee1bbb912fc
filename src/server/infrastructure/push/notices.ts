import { displayDate } from '../../../domain/event-display.ts';
import { campusDay, eventWhen } from '../../../domain/event-when.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { mailWhen } from '../mail/layout.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { PushNotice } from '../../../domain/push.ts';
import { isSeatHolder } from '../../../domain/registration-status.ts';
import { EventGoneError, type MailEvent, type MailSettings, type PushSource } from '../outbox/payloads.ts';

/** What a push message is built from when it is sent. */
export interface PushDetails {
  /** The registration the ticket code names, when it still exists. */
  registrationId: string | null;
  /** The club's picture (an https address or a path of the site), if it has one. */
  clubImage: string | null;
  /** The language of the subscription's owner (English unless given): the notification is written in it. */
  language?: Language;
}

const APP_ICON = '/icons/icon-192.png';

/** The club's picture when it is one a notification can show, else the app's icon. */
function iconOf(image: string | null): string {
  return image && (/^https:\/\//.test(image) || image.startsWith('/')) ? image : APP_ICON;
}

/**
 * The notification of one message, in its reader's language: title, body, the page a tap
 * opens, the club's icon and "Show ticket" where the student has a ticket. Events are read
 * as the mails read them (`settings.ticketEvent`, the reader's translation when there is
 * one); a message whose event is gone is not sent (EventGoneError).
 */
export async function buildPushNotice(source: PushSource, tag: string, settings: MailSettings, details: PushDetails): Promise<PushNotice> {
  const language = details.language ?? 'en';
  const t = translatorFor(language);
  const when = (e: Pick<MailEvent, 'date' | 'time' | 'venue'>) => mailWhen(e, language);
  const inLanguage = async <E extends { id: string; name: string }>(event: E): Promise<E> => (settings.eventInLanguage ? settings.eventInLanguage(event, language) : event);
  const icon = iconOf(details.clubImage);
  const ticketPath = details.registrationId ? `/tickets/${encodeURIComponent(details.registrationId)}` : '/tickets';
  const showTicket = () => (details.registrationId ? [{ action: 'ticket', title: t('mail:push.showTicket'), url: ticketPath }] : []);
  const notice = (title: string, body: string, url: string, actions: PushNotice['actions'] = []): PushNotice => ({ title, body, url, icon, tag, actions });
  const eventOf = async (eventId: string) => {
    const event = await settings.ticketEvent(eventId);
    if (!event) throw new EventGoneError();
    return inLanguage(event);
  };

  switch (source.kind) {
    case 'registration':
    case 'promotion':
    case 'approval-result':
    case 'draw-result': {
      const { registration } = source.payload;
      const event = await eventOf(source.payload.eventId);
      const page = eventPagePath(event.id);
      const at = when(event);
      const name = { event: event.name };
      if (source.kind === 'approval-result' && source.payload.decision === 'declined') return notice(t('mail:declinedSubject', name), t('mail:push.declined'), page);
      if (isSeatHolder(registration.status)) return notice(t('mail:push.in', name), at, ticketPath, showTicket());
      if (registration.status === 'waitlisted') return notice(t('mail:waitlistedSubject', name), t('mail:push.waitlisted', { when: at }), page);
      if (registration.status === 'pending') return notice(t('mail:pendingSubject', name), t('mail:push.pending', { when: at }), page);
      return notice(t('mail:enteredSubject', name), at, page);
    }
    case 'offer': {
      const event = await eventOf(source.payload.eventId);
      const deadline = language === 'en' || !settings.campusTimeZone
        ? source.payload.deadline
        : eventWhen(source.payload.expiresAt, settings.campusTimeZone, undefined, language).replace(' · ', ', ');
      return notice(t('mail:offerSubject', { event: event.name }), t('mail:push.offer', { deadline }), ticketPath, showTicket());
    }
    case 'offer-expired': {
      const event = await eventOf(source.payload.eventId);
      return notice(t('mail:offerExpiredSubject', { event: event.name }), t('mail:push.offerExpired'), eventPagePath(event.id));
    }
    case 'reminder': {
      const { lead } = source.payload;
      const event = await inLanguage(source.payload.event);
      return notice(t('mail:push.reminder', { lead: lead === '1h' ? 'hour' : 'day', event: event.name }), when(event), ticketPath, showTicket());
    }
    case 'announcement': {
      // The organizer's own subject and message, as written.
      const event = await inLanguage(source.payload.event);
      return notice(`${event.name}: ${source.payload.subject}`, source.payload.message, eventPagePath(event.id));
    }
    case 'event-changed': {
      const event = await inLanguage(source.payload.event);
      return notice(t('mail:changedSubject', { event: event.name }), t('mail:push.changed', { when: when(event) }), eventPagePath(event.id));
    }
    case 'event-cancelled': {
      const { event } = source.payload;
      return notice(t('mail:cancelledSubject', { event: event.name }), t('mail:push.cancelled', { organizer: event.organizerName, date: language === 'en' ? displayDate(event.date) : campusDay(event.date, language) }), '/tickets');
    }
    case 'club-event': {
      const event = await inLanguage(source.payload.event);
      return notice(t('mail:push.clubEvent', { club: source.payload.club, event: event.name }), when(event), eventPagePath(event.id));
    }
    default:
      throw new Error(`no push notice for ${source.kind}`);
  }
}

/** Texts kept within what push services carry (4 KB encrypted): a long announcement is cut. */
export function fitNotice(notice: PushNotice): PushNotice {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  return { ...notice, title: cut(notice.title, 120), body: cut(notice.body, 600) };
}
