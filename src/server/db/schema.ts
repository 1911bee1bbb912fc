import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Instants: timestamptz on PostgreSQL (read as Date), ISO-8601 UTC text on SQLite
 * (read as string). Always written as ISO strings; read through `toIso`/`toDate`.
 */
export type Instant = ColumnType<Date | string, string, string>;
/** Booleans: boolean on PostgreSQL, 0/1 on SQLite. */
export type Bool = ColumnType<boolean | number, boolean | number, boolean | number>;
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
  created_at: Instant;
  updated_at: Instant;
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
  created_at: Instant;
  updated_at: Instant;
}
export interface RegistrationsTable {
  /** event id + '_' + USN at the time of registering. */
  id: string;
  event_id: string;
  student_id: string;
  name: string;
  usn: string;
  email: string;
  semester: string;
  contact_no: string | null;
  status: 'registered' | 'waitlisted';
  ticket_code: string;
  checked_in_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}
export interface FeedbackTable {
  id: string;
  event_id: string;
  student_id: string;
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
  created_at: Instant;
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
}

export type UserRow = Selectable<UsersTable>;
export type EventRow = Selectable<EventsTable>;
export type NewEvent = Insertable<EventsTable>;
export type RegistrationRow = Selectable<RegistrationsTable>;
export type NewRegistrationRow = Insertable<RegistrationsTable>;
