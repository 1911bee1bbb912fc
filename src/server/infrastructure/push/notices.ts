import { displayDate, displayTime, displayVenue } from '../../../domain/event-display.ts';
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
}

const APP_ICON = '/icons/icon-192.png';

const when = (e: Pick<MailEvent, 'date' | 'time' | 'venue'>) => `${displayDate(e.date)} at ${displayTime(e.time)}, ${displayVenue(e.venue)}`;

/** The club's picture when it is one a notification can show, else the app's icon. */
function iconOf(image: string | null): string {
  return image && (/^https:\/\//.test(image) || image.startsWith('/')) ? image : APP_ICON;
}

/**
 * The notification of one message: title, body, the page a tap opens, the club's icon and
 * "Show ticket" where the student has a ticket. Events are read as the mails read them
 * (`settings.ticketEvent`); a message whose event is gone is not sent (EventGoneError).
 */
export async function buildPushNotice(source: PushSource, tag: string, settings: MailSettings, details: PushDetails): Promise<PushNotice> {
  const icon = iconOf(details.clubImage);
  const ticketPath = details.registrationId ? `/tickets/${encodeURIComponent(details.registrationId)}` : '/tickets';
  const showTicket = () => (details.registrationId ? [{ action: 'ticket', title: 'Show ticket', url: ticketPath }] : []);
  const notice = (title: string, body: string, url: string, actions: PushNotice['actions'] = []): PushNotice => ({ title, body, url, icon, tag, actions });
  const eventOf = async (eventId: string) => {
    const event = await settings.ticketEvent(eventId);
    if (!event) throw new EventGoneError();
    return event;
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
      if (source.kind === 'approval-result' && source.payload.decision === 'declined') return notice(`Not approved: ${event.name}`, 'The organizer declined your registration.', page);
      if (isSeatHolder(registration.status)) return notice(`You're in: ${event.name}`, at, ticketPath, showTicket());
      if (registration.status === 'waitlisted') return notice(`Waitlisted: ${event.name}`, `You're on the waitlist. ${at}`, page);
      if (registration.status === 'pending') return notice(`Pending approval: ${event.name}`, `The organizer will decide. ${at}`, page);
      return notice(`Entered the draw: ${event.name}`, at, page);
    }
    case 'offer': {
      const event = await eventOf(source.payload.eventId);
      return notice(`A seat is yours to claim: ${event.name}`, `Confirm by ${source.payload.deadline}, or it goes to the next person.`, ticketPath, showTicket());
    }
    case 'offer-expired': {
      const event = await eventOf(source.payload.eventId);
      return notice(`Your offer lapsed: ${event.name}`, 'The seat went to the next person on the waitlist.', eventPagePath(event.id));
    }
    case 'reminder': {
      const { event, lead } = source.payload;
      return notice(`${lead === '1h' ? 'In 1 hour' : 'Tomorrow'}: ${event.name}`, when(event), ticketPath, showTicket());
    }
    case 'announcement':
      return notice(`${source.payload.event.name}: ${source.payload.subject}`, source.payload.message, eventPagePath(source.payload.event.id));
    case 'event-changed':
      return notice(`Changed: ${source.payload.event.name}`, `Now ${when(source.payload.event)}`, eventPagePath(source.payload.event.id));
    case 'event-cancelled':
      return notice(`Cancelled: ${source.payload.event.name}`, `${source.payload.event.organizerName} cancelled the event of ${displayDate(source.payload.event.date)}.`, '/tickets');
    case 'club-event':
      return notice(`New from ${source.payload.club}: ${source.payload.event.name}`, when(source.payload.event), eventPagePath(source.payload.event.id));
    default:
      throw new Error(`no push notice for ${source.kind}`);
  }
}

/** Texts kept within what push services carry (4 KB encrypted): a long announcement is cut. */
export function fitNotice(notice: PushNotice): PushNotice {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
  return { ...notice, title: cut(notice.title, 120), body: cut(notice.body, 600) };
}
