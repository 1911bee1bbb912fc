/**
 * Web Push: which messages may go to a student's devices, how students choose the way
 * each kind reaches them, and which push services Quad posts to.
 */

/** The kinds of message a student chooses a way for, on the profile. */
export const NOTIFICATION_CATEGORIES = ['tickets', 'offers', 'reminders', 'announcements', 'changes', 'clubs'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const NOTIFICATION_CHANNELS = ['push', 'email', 'both', 'neither'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A followed club's new event has no e-mail of its own (the daily digest has its own
 * switch): push or nothing.
 */
export const PUSH_ONLY_CATEGORIES: readonly NotificationCategory[] = ['clubs'];

/** Tickets and offers both ways; reminders on the lock screen; the rest as today, and pushed too. */
export const DEFAULT_CHANNELS: Record<NotificationCategory, NotificationChannel> = {
  tickets: 'both',
  offers: 'both',
  reminders: 'push',
  announcements: 'both',
  changes: 'both',
  clubs: 'push',
};

/** The category of each kind of outbox message a student receives; other kinds (sign-in links, a club's mail) are e-mail only. */
const CATEGORY_OF_KIND: Record<string, NotificationCategory> = {
  registration: 'tickets',
  promotion: 'tickets',
  'approval-result': 'tickets',
  'draw-result': 'tickets',
  offer: 'offers',
  'offer-expired': 'offers',
  reminder: 'reminders',
  announcement: 'announcements',
  'event-changed': 'changes',
  'event-cancelled': 'changes',
  'club-event': 'clubs',
};

export function categoryOfKind(kind: string): NotificationCategory | undefined {
  return CATEGORY_OF_KIND[kind];
}

/** The stored choices (JSON) read leniently: an unknown or unreadable value is the default. */
export function readChannels(stored: string | null | undefined): Partial<Record<NotificationCategory, NotificationChannel>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '{}');
  } catch {
    return {};
  }
  const out: Partial<Record<NotificationCategory, NotificationChannel>> = {};
  if (!parsed || typeof parsed !== 'object') return out;
  for (const category of NOTIFICATION_CATEGORIES) {
    const value = (parsed as Record<string, unknown>)[category];
    if (typeof value === 'string' && (NOTIFICATION_CHANNELS as readonly string[]).includes(value)) out[category] = value as NotificationChannel;
  }
  return out;
}

/** Every category's choice, the defaults filling what the student has not chosen. */
export function channelsWithDefaults(chosen: Partial<Record<NotificationCategory, NotificationChannel>>): Record<NotificationCategory, NotificationChannel> {
  return Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, chosen[c] ?? DEFAULT_CHANNELS[c]])) as Record<NotificationCategory, NotificationChannel>;
}

/**
 * Whether a message of `category` goes by e-mail and to the student's devices. A default
 * of push only (reminders) reaches a student with no device subscribed by e-mail, as
 * before they could choose; a push-only choice the student made stays theirs.
 */
export function deliveryFor(
  category: NotificationCategory,
  chosen: Partial<Record<NotificationCategory, NotificationChannel>>,
  hasDevice: boolean,
): { email: boolean; push: boolean } {
  const explicit = chosen[category];
  const channel = explicit ?? DEFAULT_CHANNELS[category];
  const push = hasDevice && (channel === 'push' || channel === 'both');
  if (PUSH_ONLY_CATEGORIES.includes(category)) return { email: false, push };
  const email = channel === 'email' || channel === 'both' || (explicit === undefined && channel === 'push' && !hasDevice);
  return { email, push };
}

/** The browsers' push services: Chrome and Edge (FCM), Firefox, Edge's WNS, Safari. */
export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com'] as const;

/**
 * An endpoint Quad may post to: an https URL whose host is on the allow-list, exactly or
 * under a `*.` entry. The server never posts to an address a user typed.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (allowed.startsWith('*.')) return host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1;
    return host === allowed;
  });
}

/** What the service worker shows (the push message's JSON, decrypted on the device). */
export interface PushNotice {
  title: string;
  body: string;
  /** The page a tap opens (a path of the site). */
  url: string;
  /** The club's icon, or the app's. */
  icon: string;
  /** One notice per message, however often a push service hands it over. */
  tag: string;
  actions: { action: string; title: string; url: string }[];
}
