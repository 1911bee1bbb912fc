import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_USN_PATTERN, usnRegExp } from '../domain/schemas/fields.ts';
import { DEFAULT_EVENT_TAGS } from '../domain/tags.ts';
import { DEFAULT_CAMPUS_ACCENT, isHexColour, normalizeHexColour } from '../domain/accent.ts';
import { DEFAULT_VENUE_BOOKING_MINUTES } from '../domain/policy/venues.ts';
import { DEFAULT_CHECK_IN_OPENS_HOURS, MAX_CHECK_IN_OPENS_HOURS } from '../domain/policy/check-in.ts';
import { LANGUAGES, type Language } from '../domain/i18n/languages.ts';
import { parsePublicKey, parseSigningKey, splitKeyList } from './config-signing-key.ts';
import { parseDataKey } from './config-data-key.ts';
import { DEFAULT_RETENTION, type RetentionSchedule } from '../domain/retention.ts';
import { campusEnvShape, readCampusSignIn, type CampusSignIn } from './config-campus.ts';
import { loadOrCreateVapidKeys, vapidKeysProblem } from './config-vapid.ts';
import { DEFAULT_PUSH_HOSTS } from '../domain/push.ts';
import { readWalletPasses, walletEnvShape, type WalletPasses } from './config-wallet.ts';

export type { CampusSignIn } from './config-campus.ts';

const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Environment variables of DESIGN.md §6, validated at start-up. All are optional. */
const envSchema = z.object({
  PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  PUBLIC_URL: optional.pipe(z.url({ message: 'PUBLIC_URL must be a URL such as https://events.example.edu' }).optional()),
  SESSION_SECRET: optional.pipe(z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
  /** Signs shared involvement records: records/signing.ts. */
  RECORD_SIGNING_KEY: optional,
  /** Keys credentials were signed with before: still published (credentials/keys.ts). */
  RECORD_RETIRED_KEYS: optional,
  /** Encrypts sensitive answers at rest (security/data-encryption.ts); earlier keys, comma-separated, still open what they sealed. */
  DATA_ENCRYPTION_KEY: optional,
  DATA_ENCRYPTION_RETIRED_KEYS: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Quad <no-reply@quad.local>'),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  OIDC_ISSUER: z.string().default('https://accounts.google.com'),
  /** The university's own OpenID Connect provider: config-campus.ts. */
  ...campusEnvShape(optional),
  /** Tickets in Apple Wallet and Google Wallet: config-wallet.ts. */
  ...walletEnvShape(optional),
  CAMPUS_NAME: z.string().default('Quad Campus'),
  /** The campus's colour (#rgb or #rrggbb): the web app's accent (src/domain/accent.ts). */
  CAMPUS_ACCENT: optional.pipe(
    z.string().refine(isHexColour, 'CAMPUS_ACCENT must be a hex colour such as #0b7a75').optional(),
  ),
  CAMPUS_TIME_ZONE: optional,
  USN_PATTERN: optional,
  CHECK_IN_OPENS_HOURS: optional,
  CONTACT_EMAIL: z.string().default('events@quad.local'),
  CONTACT_PHONE: z.string().default('+91 80 1234 5678'),
  ADMIN_EMAILS: z.string().default(''),
  EVENT_TAGS: optional,
  DIGEST_HOUR: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(23).default(8)),
  REMINDER_SWEEP_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(1).max(3600).default(60)),
  /** How often lapsed seat offers are passed on and due lotteries drawn. */
  SEAT_SWEEP_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(1).max(3600).default(15)),
  /** How long an event holds its venue from its start, in minutes. */
  VENUE_BOOKING_MINUTES: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int('VENUE_BOOKING_MINUTES must be a whole number of minutes from 1 to 1440').min(1, 'VENUE_BOOKING_MINUTES must be a whole number of minutes from 1 to 1440').max(1440, 'VENUE_BOOKING_MINUTES must be a whole number of minutes from 1 to 1440').default(DEFAULT_VENUE_BOOKING_MINUTES),
  ),
  /** Whether an event may name a place typed as text instead of a campus venue: 'never' requires one of the campus's venues once it has any. */
  VENUE_FREE_TEXT: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['allowed', 'never'], { error: "VENUE_FREE_TEXT must be 'allowed' or 'never'" }).default('allowed')),
  /** Event approval by the campus office: 'required' puts new events in its queue. */
  EVENT_APPROVAL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['off', 'required'], { error: "EVENT_APPROVAL must be 'off' or 'required'" }).default('off')),
  /** With approval required: whether an approved event's new date, time or venue goes back to the queue ('requeue', the default) or stands ('keep'). */
  EVENT_APPROVAL_EDITS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['requeue', 'keep'], { error: "EVENT_APPROVAL_EDITS must be 'requeue' or 'keep'" }).default('requeue')),
  MAIL_RETRY_HOURS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(24 * 14).default(24)),
  MAIL_RETENTION_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(3650).default(30)),
  MAIL_RETRY_BASE_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(3600).default(30)),
  MAIL_CLAIM_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(2).max(3600).default(60)),
  /** The retention schedule (domain/retention.ts); unset = Quad's default. */
  RETENTION_ANSWERS_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('RETENTION_ANSWERS_DAYS must be a whole number of days from 0 to 36500').min(0, 'RETENTION_ANSWERS_DAYS must be a whole number of days from 0 to 36500').max(36500, 'RETENTION_ANSWERS_DAYS must be a whole number of days from 0 to 36500').optional()),
  RETENTION_SENSITIVE_ANSWERS_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('RETENTION_SENSITIVE_ANSWERS_DAYS must be a whole number of days from 0 to 36500').min(0, 'RETENTION_SENSITIVE_ANSWERS_DAYS must be a whole number of days from 0 to 36500').max(36500, 'RETENTION_SENSITIVE_ANSWERS_DAYS must be a whole number of days from 0 to 36500').optional()),
  RETENTION_FEEDBACK_AUTHOR_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('RETENTION_FEEDBACK_AUTHOR_DAYS must be a whole number of days from 0 to 36500').min(0, 'RETENTION_FEEDBACK_AUTHOR_DAYS must be a whole number of days from 0 to 36500').max(36500, 'RETENTION_FEEDBACK_AUTHOR_DAYS must be a whole number of days from 0 to 36500').optional()),
  RETENTION_SESSIONS_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('RETENTION_SESSIONS_DAYS must be a whole number of days from 0 to 36500').min(0, 'RETENTION_SESSIONS_DAYS must be a whole number of days from 0 to 36500').max(36500, 'RETENTION_SESSIONS_DAYS must be a whole number of days from 0 to 36500').optional()),
  RETENTION_AUDIT_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('RETENTION_AUDIT_DAYS must be a whole number of days from 0 to 36500').min(0, 'RETENTION_AUDIT_DAYS must be a whole number of days from 0 to 36500').max(36500, 'RETENTION_AUDIT_DAYS must be a whole number of days from 0 to 36500').optional()),
  RETENTION_INACTIVE_ACCOUNT_DAYS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int('RETENTION_INACTIVE_ACCOUNT_DAYS must be a whole number of days from 0 to 36500').min(0, 'RETENTION_INACTIVE_ACCOUNT_DAYS must be a whole number of days from 0 to 36500').max(36500, 'RETENTION_INACTIVE_ACCOUNT_DAYS must be a whole number of days from 0 to 36500').optional()),
  /** How often the retention sweep runs: daily unless told. */
  RETENTION_SWEEP_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().min(1).max(604800).default(86400)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  /** The language of a visitor who chose none and whose browser asks for none of Quad's (en, hi, kn). */
  DEFAULT_LANGUAGE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LANGUAGES, { error: "DEFAULT_LANGUAGE must be 'en', 'hi' or 'kn'" }).default('en')),
  /** 'true' offers the pseudo-locale en-XA (accented, 40 % longer texts) through the lang cookie: development and tests only. */
  PSEUDO_LOCALE: optional,
  /** 'true' behind a reverse proxy: client addresses come from X-Forwarded-For; anything else ignores it. */
  TRUST_PROXY: optional,
  /** Web Push (config-vapid.ts): the VAPID key pair, else one kept in DATA_DIR; the contact push services may reach. */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional.pipe(z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https: address').optional()),
  /** The push services' hosts that subscriptions may name (comma-separated; `*.` for a domain's hosts). */
  PUSH_ALLOWED_HOSTS: optional,
  /** Requests one API token may make per minute (auth/bearer.ts). */
  API_TOKEN_RATE_LIMIT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100_000).default(600)),
  /** Webhooks (infrastructure/webhooks): the first retry's delay, doubling, for 24 hours. */
  WEBHOOK_RETRY_BASE_SECONDS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().positive().max(3600).default(30)),
  /** 'true' lets webhook endpoints be http and private addresses (tests, a closed campus network). */
  WEBHOOK_ALLOW_PRIVATE: optional,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  publicUrl: string;
  sessionSecret: string;
  /** The Ed25519 key shared records are signed with (PEM or base64 seed); derived from sessionSecret when absent. */
  recordSigningKey?: string;
  /** Earlier signing keys, comma-separated (PEM or base64 seed): their public halves stay in the JWKS. */
  recordRetiredKeys: string[];
  /** The AES-256 key sensitive answers are encrypted with (hex or base64); derived from sessionSecret when absent. */
  dataEncryptionKey?: string;
  /** Earlier data keys: what they encrypted still opens. */
  dataEncryptionRetiredKeys: string[];
  smtpUrl?: string;
  mailFrom: string;
  google?: { clientId: string; clientSecret: string; issuer: string };
  /** The campus's own OpenID Connect sign-in, when issuer, client id and secret are all set. */
  campus?: CampusSignIn;
  /** Apple Wallet and Google Wallet passes, each when its settings are all there. */
  wallet: WalletPasses;
  campusName: string;
  /** CAMPUS_ACCENT as #rrggbb, else Quad's own accent. */
  campusAccent: string;
  /** CAMPUS_TIME_ZONE, else the machine's zone when it is not UTC, else UTC. */
  campusTimeZone: string;
  /** Neither CAMPUS_TIME_ZONE nor the machine says the campus's zone: times show in UTC, and the admins are told. */
  campusTimeZoneUnset: boolean;
  /**
   * The campus's USN pattern (a regular expression's source, matched against the whole
   * USN, ignoring case), on top of Quad's own rule: letters, digits and hyphens only.
   */
  usnPattern: string;
  /** How many hours before an event's start its check-in opens (0–168); it closes 24 hours after the start. */
  checkInOpensHours: number;
  contactEmail: string;
  contactPhone: string;
  /** ADMIN_EMAILS, and the demo administrator of a seeded install (SEEDED_ADMINS_FILE). */
  adminEmails: string[];
  /** The campus's event tags (EVENT_TAGS, comma-separated). */
  eventTags: string[];
  /** The campus hour (0–23) at which the daily digest goes out. */
  digestHour: number;
  /** How often the reminder sweep runs (reminders/sweep.ts). */
  reminderSweepMs: number;
  seatSweepMs: number;
  /** How long an event holds its venue from its start: two events at one venue clash when these overlap. */
  venueBookingMinutes: number;
  /** Whether a place typed as text may stand in for a campus venue. */
  venueFreeText: boolean;
  /** TRUST_PROXY=true: behind a reverse proxy, the client's address is the one it forwards. */
  trustProxy: boolean;
  /** Requests one API token may make per minute. */
  apiTokenRateLimit: number;
  /** New events wait for the campus office; `requeueEdits`: an approved event's new date, time or venue waits again. */
  eventApproval: { required: boolean; requeueEdits: boolean };
  /** The outbox (outbox/sender.ts): how long and how often a message is retried, how long sent rows are kept. */
  mail: {
    /** A failing message is retried for this long after it was queued, then kept as failed. */
    retryForMs: number;
    /** The first retry's delay; each next one doubles (with jitter), up to an hour. */
    retryBaseMs: number;
    /** How long a claimed message is a sender's own; one a crashed sender held comes back after it. */
    claimMs: number;
    retentionMs: number;
  };
  /** Clubs' webhooks: retries (first after `retryBaseMs`, doubling, for `retryForMs`), and whether private addresses are allowed. */
  webhooks: { retryBaseMs: number; retryForMs: number; disableAfterMs: number; allowPrivate: boolean };
  /** Web Push: the VAPID keys and subject, and the push services' hosts subscriptions may name. */
  push: { publicKey: string; privateKey: string; subject: string; allowedHosts: string[] };
  /** The environment's retention schedule, and how often the sweep applies it. */
  retention: { schedule: RetentionSchedule; sweepMs: number };
  logLevel: Env['LOG_LEVEL'];
  /** Where the built SPA lives; absent in API-only tests. */
  webRoot?: string;
  /** Development conveniences (the dev banner). */
  dev: boolean;
  /** DEFAULT_LANGUAGE. */
  defaultLanguage: Language;
  /** PSEUDO_LOCALE=true: the lang cookie may choose en-XA. */
  pseudoLocale: boolean;
}

export class ConfigError extends Error {}

/** The names a machine without a zone of its own reports. */
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Etc/Universal', 'Universal', 'Etc/Zulu', 'Zulu', 'Etc/GMT', 'GMT', 'Etc/UCT', 'UCT', 'Etc/GMT0', 'GMT0', 'Etc/Greenwich', 'Greenwich']);

/** The machine's own zone: TZ when it names one, else the system's as Intl sees it. */
function machineTimeZone(env: NodeJS.ProcessEnv): string | undefined {
  const tz = env.TZ?.replace(/^:/, '');
  return tz && isValidTimeZone(tz) ? tz : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** What the start-up log says about the configuration: what an operator should still set. */
export function configNotices(config: Pick<Config, 'campusTimeZoneUnset'>): string[] {
  return config.campusTimeZoneUnset
    ? ['CAMPUS_TIME_ZONE is unset and this machine is on UTC: every time shows in UTC. Set CAMPUS_TIME_ZONE to the campus\'s zone, such as Asia/Kolkata.']
    : [];
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm run seed` names its demo administrator here, in DATA_DIR, one address a line: an
 * administrator of the install that was seeded without ADMIN_EMAILS, and without a restart.
 */
export const SEEDED_ADMINS_FILE = 'seeded-admins';

const emailList = (text: string) => text.split(/[,\n]/).map((s) => s.trim().toLowerCase()).filter(Boolean);

/**
 * ADMIN_EMAILS and the seeded administrators. The file is read again when it changes (a
 * stat, not a read, per call), so a campus seeded while Quad runs has its administrator
 * at once, and one whose file is removed loses it.
 */
function adminEmailsOf(configured: string[], dataDir: string): () => string[] {
  const file = path.join(dataDir, SEEDED_ADMINS_FILE);
  let seenVersion = '';
  let all = configured;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    const version = stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : 'none';
    if (version === seenVersion) return all;
    seenVersion = version;
    let seeded: string[] = [];
    try {
      if (stat) seeded = emailList(readFileSync(file, 'utf8'));
    } catch {
      // Unreadable: ADMIN_EMAILS alone.
    }
    all = seeded.length ? [...new Set([...configured, ...seeded])] : configured;
    return all;
  };
}

/** The secret signs session cookies; kept in DATA_DIR so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The configuration from the environment. A campus has one time zone: CAMPUS_TIME_ZONE, else
 * the machine's zone when it is not UTC (a fresh install asks nothing), else UTC, flagged as unset.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  let database: Config['database'];
  if (!e.DATABASE_URL) database = { kind: 'sqlite', file: path.join(dataDir, 'quad.sqlite') };
  else if (/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) database = { kind: 'postgres', url: e.DATABASE_URL };
  else if (e.DATABASE_URL.startsWith('file:')) database = { kind: 'sqlite', file: path.resolve(e.DATABASE_URL.slice(5)) };
  else throw new ConfigError('Invalid configuration:\n  DATABASE_URL: use postgres://… for PostgreSQL, or leave it unset for SQLite');

  const machineZone = machineTimeZone(env);
  const fromMachine = machineZone && !UTC_NAMES.has(machineZone) && isValidTimeZone(machineZone) ? machineZone : undefined;
  const timeZone = e.CAMPUS_TIME_ZONE?.trim() || fromMachine || 'UTC';
  if (!isValidTimeZone(timeZone)) {
    throw new ConfigError(`Invalid configuration:\n  CAMPUS_TIME_ZONE: "${timeZone}" is not an IANA time zone such as Asia/Kolkata`);
  }
  const usnPattern = e.USN_PATTERN ?? DEFAULT_USN_PATTERN;
  try {
    usnRegExp(usnPattern);
  } catch (error) {
    // "Invalid regular expression: /…/i: Unterminated character class": the last part says why.
    const why = error instanceof Error ? `: ${error.message.split(': ').pop()}` : '';
    throw new ConfigError(`Invalid configuration:\n  USN_PATTERN: "${usnPattern}" is not a regular expression such as ^1RV\\d{2}[A-Z]{2}\\d{3}$${why}`);
  }
  // A whole number of hours, 0 to 168: '12', not '12.5', '-1', '1e1' or 'twelve'.
  const opensHours = e.CHECK_IN_OPENS_HOURS?.trim() ?? String(DEFAULT_CHECK_IN_OPENS_HOURS);
  if (!/^\d{1,3}$/.test(opensHours) || Number(opensHours) > MAX_CHECK_IN_OPENS_HOURS) {
    throw new ConfigError(
      `Invalid configuration:\n  CHECK_IN_OPENS_HOURS: "${e.CHECK_IN_OPENS_HOURS}" is not a whole number of hours from 0 to ${MAX_CHECK_IN_OPENS_HOURS} such as ${DEFAULT_CHECK_IN_OPENS_HOURS}`,
    );
  }
  const checkInOpensHours = Number(opensHours);
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (e.RECORD_SIGNING_KEY) {
    try {
      parseSigningKey(e.RECORD_SIGNING_KEY);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new ConfigError(`Invalid configuration:\n  RECORD_SIGNING_KEY: ${why}`);
    }
  }
  const recordRetiredKeys = splitKeyList(e.RECORD_RETIRED_KEYS);
  for (const [i, key] of recordRetiredKeys.entries()) {
    try {
      parsePublicKey(key);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new ConfigError(`Invalid configuration:\n  RECORD_RETIRED_KEYS: key ${i + 1}: ${why}`);
    }
  }
  const dataEncryptionRetiredKeys = splitKeyList(e.DATA_ENCRYPTION_RETIRED_KEYS);
  for (const [name, value] of [['DATA_ENCRYPTION_KEY', e.DATA_ENCRYPTION_KEY], ...dataEncryptionRetiredKeys.map((k, i) => [`DATA_ENCRYPTION_RETIRED_KEYS: key ${i + 1}`, k])]) {
    if (!value) continue;
    try {
      parseDataKey(value);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new ConfigError(`Invalid configuration:\n  ${name}: ${why}`);
    }
  }
  const campus = readCampusSignIn(e);
  if (typeof campus === 'string') throw new ConfigError(`Invalid configuration:\n  ${campus}`);
  const wallet = readWalletPasses(e);
  if (typeof wallet === 'string') throw new ConfigError(`Invalid configuration:\n  ${wallet}`);
  const adminEmails = adminEmailsOf(emailList(e.ADMIN_EMAILS), dataDir);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const vapid = e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
    ? { publicKey: e.VAPID_PUBLIC_KEY.trim(), privateKey: e.VAPID_PRIVATE_KEY.trim() }
    : loadOrCreateVapidKeys(dataDir);
  const vapidProblem = vapidKeysProblem(vapid);
  if (vapidProblem) throw new ConfigError(`Invalid configuration:\n  ${vapidProblem}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    publicUrl,
    sessionSecret: e.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    recordSigningKey: e.RECORD_SIGNING_KEY,
    recordRetiredKeys,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    dataEncryptionRetiredKeys,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
        : undefined,
    campus,
    wallet,
    campusName: e.CAMPUS_NAME,
    campusAccent: normalizeHexColour(e.CAMPUS_ACCENT ?? DEFAULT_CAMPUS_ACCENT),
    campusTimeZone: timeZone,
    campusTimeZoneUnset: !e.CAMPUS_TIME_ZONE?.trim() && !fromMachine,
    usnPattern,
    checkInOpensHours,
    contactEmail: e.CONTACT_EMAIL,
    contactPhone: e.CONTACT_PHONE,
    get adminEmails() {
      return adminEmails();
    },
    eventTags: e.EVENT_TAGS ? [...new Set(e.EVENT_TAGS.split(',').map((t) => t.trim()).filter(Boolean))].slice(0, 30) : [...DEFAULT_EVENT_TAGS],
    digestHour: e.DIGEST_HOUR,
    reminderSweepMs: e.REMINDER_SWEEP_SECONDS * 1000,
    seatSweepMs: e.SEAT_SWEEP_SECONDS * 1000,
    venueBookingMinutes: e.VENUE_BOOKING_MINUTES,
    venueFreeText: e.VENUE_FREE_TEXT === 'allowed',
    trustProxy: e.TRUST_PROXY === 'true',
    apiTokenRateLimit: e.API_TOKEN_RATE_LIMIT,
    eventApproval: { required: e.EVENT_APPROVAL === 'required', requeueEdits: e.EVENT_APPROVAL_EDITS === 'requeue' },
    mail: {
      retryForMs: e.MAIL_RETRY_HOURS * 3_600_000,
      retryBaseMs: e.MAIL_RETRY_BASE_SECONDS * 1000,
      claimMs: e.MAIL_CLAIM_SECONDS * 1000,
      retentionMs: e.MAIL_RETENTION_DAYS * 86_400_000,
    },
    webhooks: {
      retryBaseMs: e.WEBHOOK_RETRY_BASE_SECONDS * 1000,
      retryForMs: 24 * 3_600_000,
      // An endpoint that has answered nothing but failures for this long is turned off.
      disableAfterMs: 3 * 86_400_000,
      allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    },
    push: {
      ...vapid,
      // Push services write to this address about a sender that misbehaves.
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : `mailto:${e.CONTACT_EMAIL}`),
      allowedHosts: e.PUSH_ALLOWED_HOSTS ? e.PUSH_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean) : [...DEFAULT_PUSH_HOSTS],
    },
    retention: {
      schedule: {
        answersDays: e.RETENTION_ANSWERS_DAYS ?? DEFAULT_RETENTION.answersDays,
        sensitiveAnswersDays: e.RETENTION_SENSITIVE_ANSWERS_DAYS ?? DEFAULT_RETENTION.sensitiveAnswersDays,
        feedbackAuthorDays: e.RETENTION_FEEDBACK_AUTHOR_DAYS ?? DEFAULT_RETENTION.feedbackAuthorDays,
        sessionsDays: e.RETENTION_SESSIONS_DAYS ?? DEFAULT_RETENTION.sessionsDays,
        auditDays: e.RETENTION_AUDIT_DAYS ?? DEFAULT_RETENTION.auditDays,
        inactiveAccountDays: e.RETENTION_INACTIVE_ACCOUNT_DAYS ?? DEFAULT_RETENTION.inactiveAccountDays,
      },
      sweepMs: e.RETENTION_SWEEP_SECONDS * 1000,
    },
    logLevel: e.LOG_LEVEL,
    dev: e.NODE_ENV === 'development',
    defaultLanguage: e.DEFAULT_LANGUAGE,
    pseudoLocale: e.PSEUDO_LOCALE === 'true',
  };
}
