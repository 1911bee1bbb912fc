import type { Row } from './queries.ts';

export interface PersonalData {
  format: 'quad-export/1';
  exportedAt: string;
  account: { id: string; email: string };
  /** Every row about the person, by table. */
  tables: Record<string, Row[]>;
  /** Tables that hold nothing about a person, and why. */
  notPersonal: Record<string, string>;
}

/** Each table in a person's words, in the order a person would look for them. */
export const TABLE_TITLES: Record<string, { title: string; about: string }> = {
  users: { title: 'Your account', about: 'Your name, e-mail address and role.' },
  students: { title: 'Your student profile', about: 'USN, semester, phone, and the messages you chose to get.' },
  organizers: { title: 'Your organizing group', about: 'The club this account signs in as.' },
  registrations: { title: 'Your registrations', about: 'Every event you registered for, with your answers, status, ticket and check-in.' },
  feedback: { title: 'Your feedback on events', about: 'Ratings and comments you gave.' },
  platform_feedback: { title: 'Your feedback on Quad', about: 'What you told the campus office about Quad.' },
  follows: { title: 'Clubs you follow', about: 'New events of these clubs reach you.' },
  inbox_items: { title: 'Your inbox', about: 'Announcements and news sent to you.' },
  outbox: { title: 'E-mails to you', about: 'Messages queued or sent to you (sign-in links withheld).' },
  reminders_sent: { title: 'Reminders sent', about: 'Which event reminders went out for your registrations.' },
  involvement_links: { title: 'Your shared records', about: 'Links and signed credentials of your involvement record you shared.' },
  club_members: { title: 'Your club roles', about: 'Clubs you serve as owner, manager or door staff.' },
  club_invitations: { title: 'Club invitations', about: 'Invitations sent to your address or by your club.' },
  sessions: { title: 'Your sessions and devices', about: 'Where you are signed in: device and network address.' },
  accounts: { title: 'How you sign in', about: 'Password or providers linked to your account (secrets withheld).' },
  verifications: { title: 'Pending confirmations', about: 'Confirmation requests for your address (codes withheld).' },
  audit_entries: { title: 'The audit log about you', about: 'Entries of the audit log written by you or naming you.' },
  events: { title: "Your group's events", about: 'Events this account created.' },
  series: { title: "Your group's series", about: 'Weekly or fortnightly series of events.' },
  announcements: { title: 'Announcements you wrote', about: 'Messages you sent to registrants.' },
  draws: { title: 'Lotteries you entered', about: 'The draws of events you entered, with their seeds and results.' },
  images: { title: 'Pictures you uploaded', about: 'Their sizes and types.' },
  account_activity: { title: 'When you were last seen', about: 'Kept to tell an unused account, and when you were warned of its deletion.' },
  idempotency_keys: { title: 'Recent requests', about: 'Recent requests your browser made safe to repeat, with their answers.' },
  reflections: { title: 'Your reflections', about: 'What you wrote about events you attended, and whether the club approved it.' },
  credentials: { title: 'Your credentials', about: 'The Open Badges credentials issued to you, and whether any was revoked.' },
  api_tokens: { title: 'Your API tokens', about: 'Tokens you made for other programs: names, scopes and last use (the tokens themselves withheld).' },
  push_subscriptions: { title: 'Devices with notifications', about: 'Browsers you turned notifications on in (their secret key withheld).' },
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

const label = (column: string) => column.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

function record(row: Row): string {
  const lines = Object.entries(row).map(([k, v]) => `<tr><th scope="row">${escape(label(k))}</th><td>${cell(v)}</td></tr>`);
  return `<table>${lines.join('')}</table>`;
}

/** A page that opens from the ZIP with no network and no script: every section, every row. */
export function exportPage(data: PersonalData, campusName: string): string {
  const names = [...Object.keys(TABLE_TITLES).filter((t) => t in data.tables), ...Object.keys(data.tables).filter((t) => !(t in TABLE_TITLES))];
  const sections = names.map((table) => {
    const rows = data.tables[table] ?? [];
    const { title, about } = TABLE_TITLES[table] ?? { title: label(table), about: '' };
    const body = rows.length ? rows.map(record).join('') : '<p class="none">Nothing here.</p>';
    return `<section id="${escape(table)}"><h2>${escape(title)} <small>(${rows.length})</small></h2><p>${escape(about)}</p>${body}</section>`;
  });
  const toc = names.map((t) => `<li><a href="#${escape(t)}">${escape(TABLE_TITLES[t]?.title ?? label(t))}</a> (${data.tables[t]?.length ?? 0})</li>`);
  const held = Object.entries(data.notPersonal).map(([t, why]) => `<li><code>${escape(t)}</code>: ${escape(why)}</li>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data at ${escape(campusName)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1b1e;background:#fff}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:1px solid #ddd}small{color:#555;font-weight:normal}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;border:1px solid #ddd}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #eee}
th{width:14rem;color:#444;font-weight:600}pre{margin:0;white-space:pre-wrap;word-break:break-word;font-size:.85rem}.none{color:#666}
@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}th{color:#ced4da}table,th,td,h2{border-color:#373a40}small,.none{color:#adb5bd}a{color:#74c0fc}}
</style></head><body>
<h1>Your data at ${escape(campusName)}</h1>
<p>Everything Quad holds about <strong>${escape(data.account.email)}</strong>, as of ${escape(data.exportedAt)} (UTC). The same data, for programs, is in <code>data.json</code> beside this page. Passwords, session keys and sign-in links are withheld: they would let someone act as you.</p>
<nav aria-label="Contents"><ul>${toc.join('')}</ul></nav>
${sections.join('\n')}
<h2>What holds nothing about you</h2><ul>${held.join('')}</ul>
</body></html>
`;
}
