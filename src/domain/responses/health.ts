import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** GET /api/health: 200 `ok`, 503 `degraded` when the database does not answer. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  /** The outbox: messages still to send and messages that failed for good (absent when the database does not answer). */
  mail: z.object({ pending: z.number().int(), failed: z.number().int() }).optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/config: the public settings the web app needs. */
export const publicConfigSchema = z.object({
  campusName: z.string(),
  /** CAMPUS_ACCENT: the campus's colour as #rrggbb, the web app's accent (src/domain/accent.ts). */
  accent: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  timeZone: z.string(),
  /** Neither CAMPUS_TIME_ZONE nor the server's machine names the campus's zone: `timeZone` is UTC, and the admin pages say so. */
  timeZoneUnset: z.boolean(),
  googleSignIn: z.boolean(),
  /**
   * The campus's OpenID Connect sign-in (CAMPUS_OIDC_*), null when not configured: the
   * button reads 'Sign in with <name>'; with `ssoOnly` students sign up only that way.
   */
  campusSignIn: z.object({ name: z.string(), ssoOnly: z.boolean() }).nullable(),
  /** The campus USN pattern (USN_PATTERN): the forms check USNs with it, as the server does. */
  usnPattern: z.string(),
  /** CHECK_IN_OPENS_HOURS: check-in opens this many hours before an event's start (src/domain/policy/check-in.ts). */
  checkInOpensHours: z.number().int(),
  /** EVENT_TAGS: the campus's event tags (interests, and later event tags and filters). */
  eventTags: z.array(z.string()),
  /** VENUE_FREE_TEXT: false when an event must book one of the campus venues (once there are any). */
  venueFreeText: z.boolean(),
  /** EVENT_APPROVAL=required: new events wait for the campus office. */
  eventApproval: z.boolean(),
  /** EVENT_APPROVAL_EDITS=requeue: with approval required, moving an approved event's date, time or venue sends it back to the queue. */
  eventApprovalRequeue: z.boolean(),
  /** Which wallets take tickets (APPLE_PASS_*, GOOGLE_WALLET_*): the ticket shows their buttons. */
  wallet: z.object({ apple: z.boolean(), google: z.boolean() }),
  /** DEFAULT_LANGUAGE: the language an event is written in unless its organizer says otherwise. Optional only for older clients' fixtures. */
  defaultLanguage: z.enum(LANGUAGES).optional(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
