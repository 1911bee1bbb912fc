// How the mail status page writes the outbox's kinds and ages, in the page's language (`t`; English without one).
import type { TFunction } from 'i18next';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';

/** What each kind of message is called on the page (the kinds of src/server/infrastructure/outbox/payloads.ts). */
const KIND_LABELS: Record<string, string> = {
  registration: 'office.mail.kind.registration',
  promotion: 'office.mail.kind.promotion',
  'event-changed': 'office.mail.kind.eventChanged',
  'event-cancelled': 'office.mail.kind.eventCancelled',
  'password-reset': 'office.mail.kind.passwordReset',
  'confirm-address': 'office.mail.kind.confirmAddress',
  'sign-in-link': 'office.mail.kind.signInLink',
};

const english = () => translatorFor('en');

/** The kind's label; a kind this version does not know is shown as it is stored. */
export const kindLabel = (kind: string, t: TFunction = english()): string => (Object.hasOwn(KIND_LABELS, kind) ? t(KIND_LABELS[kind]!) : kind);

/** '45 s', '3 min', '2 h', '1 day': how long something has waited, in its largest whole unit. */
export function waitedFor(seconds: number, t: TFunction = english()): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return t('office.mail.waited', { unit: 'second', count: s });
  if (s < 3600) return t('office.mail.waited', { unit: 'minute', count: Math.floor(s / 60) });
  if (s < 86_400) return t('office.mail.waited', { unit: 'hour', count: Math.floor(s / 3600) });
  return t('office.mail.waited', { unit: 'day', count: Math.floor(s / 86_400) });
}

/** The "Oldest waiting" figure: its age, or a dash when nothing waits. */
export const oldestWaiting = (oldestPendingAt: string | null, ageSeconds: number, t?: TFunction): string =>
  oldestPendingAt === null ? '—' : waitedFor(ageSeconds, t);
