// How the mail status page writes the outbox's kinds and ages.

/** What each kind of message is called on the page (the kinds of src/server/infrastructure/outbox/payloads.ts). */
const KIND_LABELS: Record<string, string> = {
  registration: 'Registration',
  promotion: 'Waitlist place',
  'event-changed': 'Event changed',
  'event-cancelled': 'Event cancelled',
  'password-reset': 'Password reset',
  'confirm-address': 'Address confirmation',
  'sign-in-link': 'Sign-in link',
};

/** The kind's label; a kind this version does not know is shown as it is stored. */
export const kindLabel = (kind: string): string => (Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind]! : kind);

/** '45 s', '3 min', '2 h', '1 day': how long something has waited, in its largest whole unit. */
export function waitedFor(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h`;
  const days = Math.floor(s / 86_400);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The "Oldest waiting" figure: its age, or a dash when nothing waits. */
export const oldestWaiting = (oldestPendingAt: string | null, ageSeconds: number): string =>
  oldestPendingAt === null ? '—' : waitedFor(ageSeconds);
