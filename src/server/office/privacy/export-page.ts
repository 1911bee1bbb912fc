import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { Row } from './queries.ts';

/** What a secret column holds in data.json (export.ts); index.html says it in the language. */
export const WITHHELD = '[withheld: a secret that lets someone act as you]';

export interface PersonalData {
  format: 'quad-export/1';
  exportedAt: string;
  account: { id: string; email: string };
  /** Every row about the person, by table. */
  tables: Record<string, Row[]>;
  /** Tables that hold nothing about a person, and why. */
  notPersonal: Record<string, string>;
}

/** Each table in a person's words (catalogue keys), in the order a person would look for them. */
export const TABLE_TITLES: Record<string, { title: string; about: string }> = {
  users: { title: 'mail:export.users', about: 'mail:export.users.about' },
  students: { title: 'mail:export.students', about: 'mail:export.students.about' },
  organizers: { title: 'mail:export.organizers', about: 'mail:export.organizers.about' },
  registrations: { title: 'mail:export.registrations', about: 'mail:export.registrations.about' },
  feedback: { title: 'mail:export.feedback', about: 'mail:export.feedback.about' },
  platform_feedback: { title: 'mail:export.platform_feedback', about: 'mail:export.platform_feedback.about' },
  follows: { title: 'mail:export.follows', about: 'mail:export.follows.about' },
  inbox_items: { title: 'mail:export.inbox_items', about: 'mail:export.inbox_items.about' },
  outbox: { title: 'mail:export.outbox', about: 'mail:export.outbox.about' },
  reminders_sent: { title: 'mail:export.reminders_sent', about: 'mail:export.reminders_sent.about' },
  involvement_links: { title: 'mail:export.involvement_links', about: 'mail:export.involvement_links.about' },
  club_members: { title: 'mail:export.club_members', about: 'mail:export.club_members.about' },
  club_invitations: { title: 'mail:export.club_invitations', about: 'mail:export.club_invitations.about' },
  sessions: { title: 'mail:export.sessions', about: 'mail:export.sessions.about' },
  accounts: { title: 'mail:export.accounts', about: 'mail:export.accounts.about' },
  verifications: { title: 'mail:export.verifications', about: 'mail:export.verifications.about' },
  audit_entries: { title: 'mail:export.audit_entries', about: 'mail:export.audit_entries.about' },
  events: { title: 'mail:export.events', about: 'mail:export.events.about' },
  series: { title: 'mail:export.series', about: 'mail:export.series.about' },
  announcements: { title: 'mail:export.announcements', about: 'mail:export.announcements.about' },
  draws: { title: 'mail:export.draws', about: 'mail:export.draws.about' },
  images: { title: 'mail:export.images', about: 'mail:export.images.about' },
  account_activity: { title: 'mail:export.account_activity', about: 'mail:export.account_activity.about' },
  idempotency_keys: { title: 'mail:export.idempotency_keys', about: 'mail:export.idempotency_keys.about' },
  reflections: { title: 'mail:export.reflections', about: 'mail:export.reflections.about' },
  credentials: { title: 'mail:export.credentials', about: 'mail:export.credentials.about' },
  api_tokens: { title: 'mail:export.api_tokens', about: 'mail:export.api_tokens.about' },
  push_subscriptions: { title: 'mail:export.push_subscriptions', about: 'mail:export.push_subscriptions.about' },
};

/** The tables that hold nothing about a person, said in the language (data.json keeps queries.ts's English). */
const NOT_PERSONAL: Record<string, string> = {
  rate_limits: 'mail:export.notPersonal.rate_limits',
  venues: 'mail:export.notPersonal.venues',
  retention_settings: 'mail:export.notPersonal.retention_settings',
  learning_outcomes: 'mail:export.notPersonal.learning_outcomes',
};

/**
 * Each column's name in the person's language (catalogue keys), those a person reads most
 * first; the English is the column's own name made readable (`label`), as a column added
 * later and not named here shows.
 */
export const COLUMN_LABELS: Record<string, string> = {
  id: 'mail:export.column.id',
  name: 'mail:export.column.name',
  email: 'mail:export.column.email',
  email_verified: 'mail:export.column.email_verified',
  role: 'mail:export.column.role',
  language: 'mail:export.column.language',
  usn: 'mail:export.column.usn',
  semester: 'mail:export.column.semester',
  phone: 'mail:export.column.phone',
  contact_no: 'mail:export.column.contact_no',
  interests: 'mail:export.column.interests',
  status: 'mail:export.column.status',
  created_at: 'mail:export.column.created_at',
  updated_at: 'mail:export.column.updated_at',
  event_id: 'mail:export.column.event_id',
  event_name: 'mail:export.column.event_name',
  student_id: 'mail:export.column.student_id',
  user_id: 'mail:export.column.user_id',
  organizer_id: 'mail:export.column.organizer_id',
  registration_id: 'mail:export.column.registration_id',
  date: 'mail:export.column.date',
  time: 'mail:export.column.time',
  end_time: 'mail:export.column.end_time',
  starts_at: 'mail:export.column.starts_at',
  venue: 'mail:export.column.venue',
  description: 'mail:export.column.description',
  tags: 'mail:export.column.tags',
  capacity: 'mail:export.column.capacity',
  answers: 'mail:export.column.answers',
  ticket_code: 'mail:export.column.ticket_code',
  checked_in_at: 'mail:export.column.checked_in_at',
  rating: 'mail:export.column.rating',
  comments: 'mail:export.column.comments',
  text: 'mail:export.column.text',
  subject: 'mail:export.column.subject',
  message: 'mail:export.column.message',
  kind: 'mail:export.column.kind',
  type: 'mail:export.column.type',
  read_at: 'mail:export.column.read_at',
  sent_at: 'mail:export.column.sent_at',
  recipient: 'mail:export.column.recipient',
  expires_at: 'mail:export.column.expires_at',
  ip_address: 'mail:export.column.ip_address',
  user_agent: 'mail:export.column.user_agent',
  last_seen_at: 'mail:export.column.last_seen_at',
  last_used_at: 'mail:export.column.last_used_at',
  revoked_at: 'mail:export.column.revoked_at',
  url: 'mail:export.column.url',
  action: 'mail:export.column.action',
  changes: 'mail:export.column.changes',
  at: 'mail:export.column.at',
  actor_name: 'mail:export.column.actor_name',
  actor_email: 'mail:export.column.actor_email',
  token_name: 'mail:export.column.token_name',
  scopes: 'mail:export.column.scopes',
  access_token: 'mail:export.column.access_token',
  access_token_expires_at: 'mail:export.column.access_token_expires_at',
  account_id: 'mail:export.column.account_id',
  allocation: 'mail:export.column.allocation',
  approval: 'mail:export.column.approval',
  attempts: 'mail:export.column.attempts',
  auth: 'mail:export.column.auth',
  author_id: 'mail:export.column.author_id',
  batch_id: 'mail:export.column.batch_id',
  body: 'mail:export.column.body',
  calendar_token: 'mail:export.column.calendar_token',
  card_data: 'mail:export.column.card_data',
  card_version: 'mail:export.column.card_version',
  claim_hours: 'mail:export.column.claim_hours',
  claimed_by: 'mail:export.column.claimed_by',
  content_type: 'mail:export.column.content_type',
  credential: 'mail:export.column.credential',
  data: 'mail:export.column.data',
  delivered_at: 'mail:export.column.delivered_at',
  digest: 'mail:export.column.digest',
  digest_through: 'mail:export.column.digest_through',
  disabled_at: 'mail:export.column.disabled_at',
  door_secret: 'mail:export.column.door_secret',
  draw_at: 'mail:export.column.draw_at',
  drawn_at: 'mail:export.column.drawn_at',
  endpoint: 'mail:export.column.endpoint',
  endpoint_id: 'mail:export.column.endpoint_id',
  entered_count: 'mail:export.column.entered_count',
  entrants: 'mail:export.column.entrants',
  event_type: 'mail:export.column.event_type',
  events: 'mail:export.column.events',
  every: 'mail:export.column.every',
  failing_since: 'mail:export.column.failing_since',
  field: 'mail:export.column.field',
  fingerprint: 'mail:export.column.fingerprint',
  first_approved_at: 'mail:export.column.first_approved_at',
  follow_inbox: 'mail:export.column.follow_inbox',
  handed_over_at: 'mail:export.column.handed_over_at',
  height: 'mail:export.column.height',
  id_token: 'mail:export.column.id_token',
  idempotency_key: 'mail:export.column.idempotency_key',
  identifier: 'mail:export.column.identifier',
  image: 'mail:export.column.image',
  image_id: 'mail:export.column.image_id',
  include: 'mail:export.column.include',
  include_contacts: 'mail:export.column.include_contacts',
  include_waitlist: 'mail:export.column.include_waitlist',
  issued_at: 'mail:export.column.issued_at',
  last_arrival_at: 'mail:export.column.last_arrival_at',
  last_attempt_at: 'mail:export.column.last_attempt_at',
  last_error: 'mail:export.column.last_error',
  last_success_at: 'mail:export.column.last_success_at',
  message_id: 'mail:export.column.message_id',
  method: 'mail:export.column.method',
  next_attempt_at: 'mail:export.column.next_attempt_at',
  notification_channels: 'mail:export.column.notification_channels',
  offer_expires_at: 'mail:export.column.offer_expires_at',
  outcomes: 'mail:export.column.outcomes',
  owner_id: 'mail:export.column.owner_id',
  p256dh: 'mail:export.column.p256dh',
  password: 'mail:export.column.password',
  path: 'mail:export.column.path',
  payload: 'mail:export.column.payload',
  pending_count: 'mail:export.column.pending_count',
  provider_id: 'mail:export.column.provider_id',
  questions: 'mail:export.column.questions',
  queue_position: 'mail:export.column.queue_position',
  recipients: 'mail:export.column.recipients',
  record: 'mail:export.column.record',
  reflection_id: 'mail:export.column.reflection_id',
  refresh_token: 'mail:export.column.refresh_token',
  refresh_token_expires_at: 'mail:export.column.refresh_token_expires_at',
  registration_closes_at: 'mail:export.column.registration_closes_at',
  registration_opens_at: 'mail:export.column.registration_opens_at',
  registrations_count: 'mail:export.column.registrations_count',
  reminders: 'mail:export.column.reminders',
  response_status: 'mail:export.column.response_status',
  return_reason: 'mail:export.column.return_reason',
  review_reason: 'mail:export.column.review_reason',
  review_status: 'mail:export.column.review_status',
  reviewed_at: 'mail:export.column.reviewed_at',
  scope: 'mail:export.column.scope',
  secret: 'mail:export.column.secret',
  seed: 'mail:export.column.seed',
  self_check_in: 'mail:export.column.self_check_in',
  sensitive_answers: 'mail:export.column.sensitive_answers',
  series_id: 'mail:export.column.series_id',
  signature: 'mail:export.column.signature',
  source_key: 'mail:export.column.source_key',
  status_index: 'mail:export.column.status_index',
  status_list: 'mail:export.column.status_list',
  token: 'mail:export.column.token',
  token_hash: 'mail:export.column.token_hash',
  value: 'mail:export.column.value',
  venue_id: 'mail:export.column.venue_id',
  waitlist: 'mail:export.column.waitlist',
  waitlisted_count: 'mail:export.column.waitlisted_count',
  warned_at: 'mail:export.column.warned_at',
  width: 'mail:export.column.width',
  winners: 'mail:export.column.winners',
  uploader_id: 'mail:export.column.uploader_id',
  actor_id: 'mail:export.column.actor_id',
  created_by: 'mail:export.column.created_by',
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function cell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '<span class="none">—</span>';
  if (typeof value === 'string') {
    // JSON text (answers, tags, changes) reads better laid out.
    if (/^[[{]/.test(value)) {
      try {
        return `<pre>${escape(JSON.stringify(JSON.parse(value), null, 2))}</pre>`;
      } catch {
        // plain text after all
      }
    }
    return escape(value);
  }
  if (typeof value === 'object') return `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;
  return escape(String(value));
}

/** 'Created at' for `created_at`. */
export const label = (column: string) => column.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function record(row: Row, columnName: (column: string) => string, withheld: string): string {
  const lines = Object.entries(row).map(([k, v]) => `<tr><th scope="row">${escape(columnName(k))}</th><td>${cell(v).split(escape(WITHHELD)).join(escape(withheld))}</td></tr>`);
  return `<table>${lines.join('')}</table>`;
}

/**
 * A page that opens from the ZIP with no network and no script: every section, every row,
 * in the requester's language (its words, the columns' names and what is withheld; the rows' values as stored).
 */
export function exportPage(data: PersonalData, campusName: string, language: UiLanguage = 'en'): string {
  const t = translatorFor(language);
  const columnName = (column: string) => (Object.hasOwn(COLUMN_LABELS, column) ? t(COLUMN_LABELS[column]!) : label(column));
  const names = [...Object.keys(TABLE_TITLES).filter((table) => table in data.tables), ...Object.keys(data.tables).filter((table) => !(table in TABLE_TITLES))];
  const titleOf = (table: string) => (TABLE_TITLES[table] ? t(TABLE_TITLES[table].title) : label(table));
  const sections = names.map((table) => {
    const rows = data.tables[table] ?? [];
    const about = TABLE_TITLES[table] ? t(TABLE_TITLES[table].about) : '';
    const body = rows.length ? rows.map((row) => record(row, columnName, t('mail:export.withheld'))).join('') : `<p class="none">${escape(t('mail:export.nothing'))}</p>`;
    return `<section id="${escape(table)}"><h2>${escape(titleOf(table))} <small>(${rows.length})</small></h2><p>${escape(about)}</p>${body}</section>`;
  });
  const toc = names.map((table) => `<li><a href="#${escape(table)}">${escape(titleOf(table))}</a> (${data.tables[table]?.length ?? 0})</li>`);
  const held = Object.entries(data.notPersonal).map(([table, why]) => `<li><code>${escape(table)}</code>: ${escape(NOT_PERSONAL[table] ? t(NOT_PERSONAL[table]) : why)}</li>`);
  const title = escape(t('mail:export.title', { campus: campusName }));
  // The catalogue's sentence escaped, then the address and the file's name put in as markup.
  const intro = escape(t('mail:export.intro', { email: '\uE000email\uE000', date: data.exportedAt, file: '\uE000file\uE000' }))
    .replace('\uE000email\uE000', `<strong>${escape(data.account.email)}</strong>`)
    .replace('\uE000file\uE000', '<code>data.json</code>');
  return `<!doctype html>
<html lang="${escape(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1b1e;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #ddd}small{color:#555;font-weight:normal}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;border:1px solid #ddd}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #eee}
th{width:14rem;color:#444;font-weight:600}pre{margin:0;white-space:pre-wrap;word-break:break-word;font-size:.85rem}.none{color:#666}
@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}th{color:#ced4da}table,th,td,h2{border-color:#373a40}small,.none{color:#adb5bd}a{color:#74c0fc}}
</style></head><body>
<h1>${title}</h1>
<p>${intro}</p>
<nav aria-label="${escape(t('mail:export.contents'))}"><ul>${toc.join('')}</ul></nav>
${sections.join('\n')}
<h2>${escape(t('mail:export.notPersonal'))}</h2><ul>${held.join('')}</ul>
</body></html>
`;
}
