import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import type { ReviewStatus } from '../../../domain/policy/review.ts';

/**
 * Instants: timestamptz on PostgreSQL (read as Date), ISO-8601 UTC text on SQLite
 * (read as string). Always written as ISO strings; read through `toIso`/`toDate`.
 */
export type Instant = ColumnType<Date | string, string, string>;
/** Booleans: boolean on PostgreSQL, 0/1 on SQLite. */
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
/** A boolean with a default: optional when inserting. */
export type OptionalBool = ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
export type Bytes = ColumnType<Buffer, Buffer, Buffer>;

// Better Auth's tables (names and columns mapped in auth/auth.ts).
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  image: string | null;
  role: string;
  created_at: Instant;
  updated_at: Instant;
  /** en, hi or kn (src/domain/i18n/languages.ts); null until the person chooses. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: Instant;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Instant;
  updated_at: Instant;
}
export interface AccountsTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Instant | null;
  refresh_token_expires_at: Instant | null;
  scope: string | null;
  password: string | null;
  created_at: Instant;
  updated_at: Instant;
}
export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Instant;
  created_at: Instant;
  updated_at: Instant;
}
export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: ColumnType<number | string, number, number>;
}

// Quad's own tables.
export interface StudentsTable {
  user_id: string;
  /** Null while a Google sign-up has not completed its profile. */
  usn: string | null;
  semester: string | null;
  phone: string | null;
  calendar_token: string;
  /** Reminder e-mails before their events (on by default). */
  reminders: OptionalBool;
  /** The daily digest of followed clubs' new events (on by default). */
  digest: OptionalBool;
  /** JSON array of the campus's tags. */
  interests: ColumnType<string, string | undefined, string>;
  /** A followed club's new event in the inbox at once (on by default). */
  follow_inbox: OptionalBool;
  /** The daily digest has covered followed clubs' events created up to here. */
  digest_through: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** JSON: push, email, both or neither per kind of message (src/domain/push.ts); '{}' the defaults. */
  notification_channels: ColumnType<string, string | undefined, string>;
  created_at: Instant;
  updated_at: Instant;
}
export interface SeriesTable {
  id: string;
  organizer_id: string;
  every: 'week' | '2weeks';
  created_at: Instant;
}
export interface FollowsTable {
  student_id: string;
  organizer_id: string;
  created_at: Instant;
}
export interface RemindersSentTable {
  registration_id: string;
  kind: string;
  created_at: Instant;
}
export interface OrganizersTable {
  user_id: string;
  /** The organization's name; null while a Google sign-up has not completed its profile. */
  name: string | null;
  /** The field or club description ("desc" in SPEC.md). */
  field: string | null;
  phone: string | null;
  created_at: Instant;
  updated_at: Instant;
  /** Set when the club account handed its sign-in to a person: nobody signs in as the club since. */
  handed_over_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}
/** A person acting for a club. */
export interface ClubMembersTable {
  organizer_id: string;
  user_id: string;
  role: 'owner' | 'manager' | 'door';
  created_at: Instant;
}
export interface ClubInvitationsTable {
  id: string;
  organizer_id: string;
  email: string;
  role: 'manager' | 'door';
  /** SHA-256 of the link's token: the link itself is only in the e-mail. */
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
}
export interface EventsTable {
  id: string;
  organizer_id: string;
  name: string;
  description: string;
  venue: string;
  type: string;
  /** YYYY-MM-DD and HH:MM in the campus time zone, as the organizer entered them. */
  date: string;
  time: string;
  /** The exact start instant; decides upcoming/past and orders the listing. */
  starts_at: Instant;
  /** 0 = unlimited. */
  capacity: number;
  registrations_count: Generated<number>;
  waitlisted_count: Generated<number>;
  image_id: string | null;
  /** JSON array of campus tags (up to 3). */
  /** The weekly or fortnightly series it belongs to, if any. */
  series_id: ColumnType<string | null, string | null | undefined, string | null>;
  tags: ColumnType<string, string | undefined, string>;
  /** JSON array of StoredQuestion (src/domain/questions.ts), removed ones kept for their answers. */
  questions: ColumnType<string, string | undefined, string>;
  /** Registrations start as pending until the organizer approves them. */
  approval: OptionalBool;
  registration_opens_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  registration_closes_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Hours a waitlisted student has to confirm a freed seat; null = promoted at once. */
  claim_hours: ColumnType<number | null, number | null | undefined, number | null>;
  allocation: ColumnType<'first-come' | 'lottery', 'first-come' | 'lottery' | undefined, 'first-come' | 'lottery'>;
  draw_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  drawn_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  pending_count: Generated<number>;
  entered_count: Generated<number>;
  /** The campus venue it books; its `venue` text is then the venue's "<name>, <building>". */
  venue_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The campus office's review: approved unless EVENT_APPROVAL=required made it wait. */
  review_status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  /** Why it was sent back (rejected). */
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Its first approval: its club's followers were told then. */
  first_approved_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The arrival time of its latest registrations (016): the next group's times come after it. */
  last_arrival_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Self check-in: students scan the door screen's rotating code. */
  self_check_in: OptionalBool;
  /** The key of the door codes (door-code.ts): made when self check-in is turned on, dropped when off. */
  door_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** When it ends, HH:MM campus time; earlier than `time` = the next day; null = not said. */
  end_time: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of learning outcome ids (up to 3): migration 021. */
  outcomes: ColumnType<string, string | undefined, string>;
  /** The language its name and description are written in (026); null: the campus default. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Instant;
  updated_at: Instant;
}
/** An event's name and description in another campus language than its own (026). */
export interface EventTranslationsTable {
  event_id: string;
  language: string;
  name: string;
  description: string;
}
export interface VenuesTable {
  id: string;
  name: string;
  building: string;
  capacity: number;
  created_at: Instant;
}
export interface DrawsTable {
  event_id: string;
  seed: string;
  /** JSON arrays of registration ids: the sorted entrants, the winners and the waitlist in drawn order. */
  entrants: string;
  winners: string;
  waitlist: string;
  drawn_at: Instant;
}
export interface RegistrationsTable {
  /** event id + '_' + USN at the time of registering. */
  id: string;
  event_id: string;
  /** Null once its student deleted their account after the event: the row stays, emptied, so the event's figures stay (migration 027). */
  student_id: ColumnType<string | null, string, string | null>;
  name: string;
  usn: string;
  email: string;
  semester: string;
  contact_no: string | null;
  status: RegistrationStatus;
  ticket_code: string;
  checked_in_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
  /** JSON object: question id → answer. */
  answers: ColumnType<string, string | undefined, string>;
  /** While offered: the seat is theirs to confirm until then. */
  offer_expires_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** A lottery's waitlist order; null = order of arrival. */
  queue_position: ColumnType<number | null, number | null | undefined, number | null>;
  /** Answers to the questions marked sensitive, encrypted (security/data-encryption.ts); null when none: migration 025. */
  sensitive_answers: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface FeedbackTable {
  id: string;
  event_id: string;
  /** Null once the retention schedule unlinked its author (migration 022). */
  student_id: string | null;
  rating: number;
  comments: string;
  created_at: Instant;
}
export interface PlatformFeedbackTable {
  id: string;
  user_id: string | null;
  rating: number;
  comments: string;
  created_at: Instant;
}
export interface ImagesTable {
  id: string;
  uploader_id: string | null;
  content_type: string;
  width: number;
  height: number;
  data: Bytes;
  card_data: Bytes;
  /** 1: a 16:9 crop (stored before 018), made again on first read; 2: the whole image, smaller. */
  card_version: Generated<number>;
  created_at: Instant;
}
export interface OutboxTable {
  id: string;
  message_id: string;
  kind: string;
  recipient: string;
  user_id: string | null;
  event_id: string | null;
  batch_id: string | null;
  /** JSON: what the message is built from, as committed; emptied once sent. */
  payload: string;
  status: 'pending' | 'sent' | 'failed';
  expires_at: Instant | null;
  attempts: number;
  /** When due; a claim moves it past the claim's lease, so a crashed sender's row comes back. */
  next_attempt_at: Instant;
  claimed_by: string | null;
  last_error: string | null;
  created_at: Instant;
  sent_at: Instant | null;
}
export interface AnnouncementsTable {
  id: string;
  event_id: string;
  author_id: string | null;
  subject: string;
  message: string;
  include_waitlist: Bool;
  recipients: number;
  created_at: Instant;
}
export interface InboxItemsTable {
  id: string;
  user_id: string;
  /** 'announcement' today; new events of followed clubs and the like later. */
  kind: string;
  subject: string;
  message: string;
  event_id: string | null;
  created_at: Instant;
  read_at: Instant | null;
}
/** One line of the audit log; it outlives its event and its actor's account. */
export interface AuditEntriesTable {
  id: string;
  at: Instant;
  /** Null once the account is deleted: actor_name and actor_email (lower case) still say who. */
  actor_id: string | null;
  actor_name: string;
  actor_email: string;
  organizer_id: string;
  event_id: string;
  event_name: string;
  action: string;
  /** JSON (see AuditEntryView's `changes`), or null. */
  changes: string | null;
  /** The API token the change was made with (its name), null when made in the app: migration 023. */
  token_name: Generated<string | null>;
}

/** A student's shared involvement record: migration 015. */
export interface InvolvementLinksTable {
  id: string;
  student_id: string;
  /** SHA-256 (hex) of the link's token: the token itself is only in the link. */
  token_hash: string;
  /** JSON: the parts the student chose (RecordParts). */
  include: string;
  /** Canonical JSON of the signed snapshot (SharedRecord), as signed. */
  record: string;
  /** Ed25519 signature of `record`, base64url. */
  signature: string;
  created_at: Instant;
  revoked_at: Instant | null;
}

/** The first answer to a create sent with an Idempotency-Key (migration 017). */
export interface IdempotencyKeysTable {
  /** The account that sent it. */
  owner_id: string;
  method: string;
  /** The request's path, as sent (without its query). */
  path: string;
  idempotency_key: string;
  /** SHA-256 (hex) of the request's body. */
  fingerprint: string;
  /** The answer's status; null while the first request is still running. */
  status: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Instant;
}
/** The campus office's learning outcomes (migration 021). */
export interface LearningOutcomesTable {
  id: string;
  name: string;
  /** The name in lower case: unique. */
  name_key: string;
  description: string;
  created_at: Instant;
  updated_at: Instant;
}
export type ReflectionStatus = 'pending' | 'approved' | 'returned';
/** A student's reflection on an event they attended (migration 021). */
export interface ReflectionsTable {
  id: string;
  event_id: string;
  student_id: string;
  text: string;
  status: ReflectionStatus;
  return_reason: string | null;
  created_at: Instant;
  updated_at: Instant;
  reviewed_at: Instant | null;
}
/** An Open Badges credential as issued (migration 021). */
export interface CredentialsTable {
  id: string;
  student_id: string;
  kind: 'event' | 'role';
  /** What it is for, with its content's version: one credential per student and key. */
  source_key: string;
  event_id: string | null;
  reflection_id: string | null;
  name: string;
  /** Canonical JSON of the credential, as signed. */
  credential: string;
  status_list: number;
  status_index: number;
  issued_at: Instant;
  revoked_at: Instant | null;
}
/** The retention schedule as the campus office set it; a null period is the environment's (migration 022). */
export interface RetentionSettingsTable {
  id: string;
  answers_days: number | null;
  feedback_author_days: number | null;
  sessions_days: number | null;
  audit_days: number | null;
  inactive_account_days: number | null;
  /** Migration 025. */
  sensitive_answers_days: number | null;
  updated_at: Instant;
  updated_by: string | null;
}
/** When an account was last seen (harvested from its sessions) and warned of its deletion (migration 022). */
export interface AccountActivityTable {
  user_id: string;
  last_seen_at: Instant;
  warned_at: Instant | null;
}
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rate_limits: RateLimitsTable;
  students: StudentsTable;
  organizers: OrganizersTable;
  events: EventsTable;
  registrations: RegistrationsTable;
  feedback: FeedbackTable;
  platform_feedback: PlatformFeedbackTable;
  images: ImagesTable;
  outbox: OutboxTable;
  announcements: AnnouncementsTable;
  inbox_items: InboxItemsTable;
  audit_entries: AuditEntriesTable;
  reminders_sent: RemindersSentTable;
  follows: FollowsTable;
  series: SeriesTable;
  draws: DrawsTable;
  venues: VenuesTable;
  club_members: ClubMembersTable;
  club_invitations: ClubInvitationsTable;
  involvement_links: InvolvementLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  learning_outcomes: LearningOutcomesTable;
  reflections: ReflectionsTable;
  credentials: CredentialsTable;
  push_subscriptions: PushSubscriptionsTable;
  retention_settings: RetentionSettingsTable;
  account_activity: AccountActivityTable;
  api_tokens: ApiTokensTable;
  event_translations: EventTranslationsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

/** A browser a person turned notifications on in: its push service's endpoint and the keys messages are encrypted to. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Instant;
  updated_at: Instant;
  last_success_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A person's or a club's API token, kept as a hash: migration 023. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  /** The club the token acts for (its account's id); null: the person's own token. */
  organizer_id: string | null;
  name: string;
  /** Space-separated TOKEN_SCOPES. */
  scopes: string;
  token_hash: string;
  created_at: Instant;
  expires_at: Instant | null;
  last_used_at: Instant | null;
}
export type ApiTokenRow = Selectable<ApiTokensTable>;

/** A club's webhook endpoint: migration 024. */
export interface WebhookEndpointsTable {
  id: string;
  organizer_id: string;
  created_by: string | null;
  url: string;
  /** `whsec_` and the base64 key every delivery is signed with. */
  secret: string;
  /** Space-separated event types (src/domain/webhooks.ts). */
  events: string;
  /** The owner consented to registrants' contacts in payloads. */
  include_contacts: Bool;
  created_at: Instant;
  updated_at: Instant;
  /** The first failure since the last success; null while it answers. */
  failing_since: Instant | null;
  /** Turned off after failing too long; null while on. */
  disabled_at: Instant | null;
}
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

/** One message to one endpoint, its `webhook-id` the row's id: migration 024. */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  event_type: string;
  /** The exact JSON body sent on every attempt. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  /** The endpoint's last answer's status code; null when it gave none (refused, timed out). */
  response_status: number | null;
  last_error: string | null;
  created_at: Instant;
  last_attempt_at: Instant | null;
  delivered_at: Instant | null;
}
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;

export type UserRow = Selectable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type RegistrationRow = Selectable<RegistrationsTable>;
export type NewRegistrationRow = Insertable<RegistrationsTable>;
export type VenueRow = Selectable<VenuesTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
