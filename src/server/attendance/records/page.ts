import { CHECK_CREDENTIAL_PATH } from '../../../domain/credentials.ts';
import { CLUB_ROLE_LABELS } from '../../../domain/club-roles.ts';
import { recordDay } from '../../../domain/format.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { MSG } from '../../../domain/messages.ts';
import { RECORD_PART_LABELS, type SharedRecord } from '../../../domain/shared-record.ts';
import { escapeHtml as h } from '../../platform/pages/head.ts';
import type { OpenedRecord } from './service.ts';

/**
 * The shared record's pages: small standalone HTML in the app's colours and
 * type, readable without scripts (a recruiter's locked-down browser, a printout), so
 * they need none of the app's bundle. Every value is escaped.
 */

const STYLE = `
:root{color-scheme:light dark;--text:#212529;--dim:#495057;--bg:#fff;--line:#dee2e6;--blue:#1971c2;--ok:#237032;--okbg:#ebfbee;--bad:#c92a2a;--badbg:#fff5f5}
@media (prefers-color-scheme:dark){:root{--text:#e9ecef;--dim:#ced4da;--bg:#1a1b1e;--line:#373a40;--blue:#74c0fc;--ok:#8ce99a;--okbg:#1b3a24;--bad:#ffa8a8;--badbg:#3b1f1f}}
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;line-height:1.55;color:var(--text);background:var(--bg)}
header{border-bottom:1px solid var(--line);padding:12px 16px}header a{color:var(--blue);font-weight:700;font-size:1.25rem;text-decoration:none}
main{max-width:760px;margin:0 auto;padding:24px 16px 48px}h1{margin:0 0 4px;font-size:1.9rem}h2{font-size:1.2rem;margin:28px 0 8px}
a{color:var(--blue)}.dim{color:var(--dim)}.status{border-radius:8px;padding:12px 16px;font-weight:600;margin:16px 0}
.ok{color:var(--ok);background:var(--okbg)}.bad{color:var(--bad);background:var(--badbg)}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line);overflow-wrap:anywhere}td.n,th.n{text-align:right;white-space:nowrap}td.d{white-space:nowrap}
code{font-size:.8rem;overflow-wrap:anywhere}textarea{width:100%;font:inherit;font-size:.85rem;color:inherit;background:inherit;border:1px solid var(--dim);border-radius:4px;padding:8px}
button{font:inherit;font-weight:600;color:#fff;background:#1971c2;border:0;border-radius:4px;padding:8px 16px;margin-top:8px;cursor:pointer}
:focus-visible{outline:2px solid var(--blue);outline-offset:2px}`;

const CHECK_FORM = `<form method="post" action="/records/check">
<label for="copy">A copy of a signed record (JSON)</label>
<textarea id="copy" name="copy" rows="5" required></textarea>
<button type="submit">Check a copy</button>
</form>`;

function layout(title: string, campusName: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${h(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="/">Quad</a> <span class="dim">${h(campusName)}</span></header>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * A day in the viewer's language, as the PDF writes it. The page's words are still English,
 * so a day in another language carries its own `lang`.
 */
function day(text: string, language: UiLanguage): string {
  return language === 'en' ? h(text) : `<span lang="${language}">${h(text)}</span>`;
}
const formatDay = (iso: string, timeZone: string, language: UiLanguage) => day(recordDay(iso, timeZone, language), language);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function section(id: string, body: string) {
  return `<section aria-labelledby="${id}"><h2 id="${id}">${h(RECORD_PART_LABELS[id as keyof typeof RECORD_PART_LABELS])}</h2>${body}</section>`;
}

function parts(record: SharedRecord, language: UiLanguage): string {
  const out: string[] = [];
  if (record.events) {
    const withHours = record.hours !== undefined;
    const rows = record.events.map((e) =>
      `<tr><td>${h(e.name)}</td><td class="d">${day(recordDay(e.date, undefined, language), language)}</td><td>${h(e.club)}</td>${withHours ? `<td class="n">${e.hours ?? '—'}</td>` : ''}</tr>`);
    out.push(section('events', record.events.length === 0 ? '<p>No attended events.</p>'
      : `<table aria-labelledby="events"><thead><tr><th scope="col">Event</th><th scope="col">Date</th><th scope="col">Club</th>${withHours ? '<th scope="col" class="n">Hours</th>' : ''}</tr></thead><tbody>${rows.join('')}</tbody></table>`));
  }
  if (record.hours) {
    const terms = record.hours.terms.map((t) => `<li>${h(t.term)}: ${plural(t.events, 'event', 'events')}, ${t.hours} hours</li>`).join('');
    out.push(section('hours', `<p>Total: <strong>${record.hours.total} hours</strong></p>${terms ? `<ul>${terms}</ul>` : ''}`));
  }
  if (record.clubs) {
    out.push(section('clubs', record.clubs.length ? `<ul>${record.clubs.map((c) => `<li>${h(c)}</li>`).join('')}</ul>` : '<p>None.</p>'));
  }
  if (record.roles) {
    out.push(section('roles', record.roles.length ? `<ul>${record.roles.map((r) => `<li>${h(r.club)} · ${h(CLUB_ROLE_LABELS[r.role] ?? r.role)}</li>`).join('')}</ul>` : '<p>None.</p>'));
  }
  if (record.feedbackGiven !== undefined) {
    out.push(section('feedback', `<p>Gave feedback on ${plural(record.feedbackGiven, 'event', 'events')}.</p>`));
  }
  return out.join('\n');
}

/** GET /records/:token: the chosen parts, the signature's check made now, and how to check a copy. */
/** The student's Open Badges credentials, each a file to take (only with the events they chose to share). */
function credentialsSection(credentials: { id: string; name: string }[], token: string): string {
  if (credentials.length === 0) return '';
  const items = credentials.map((c) => `<li>${h(c.name)} · <a href="/records/${h(token)}/credentials/${h(c.id)}" download>Download credential</a></li>`).join('');
  return `<section aria-labelledby="credentials">
<h2 id="credentials">Credentials</h2>
<p>Open Badges 3.0 credentials signed by the campus (VC-JWT), one per event attended and club role held: a credential wallet or any verifier reads them. <a href="${CHECK_CREDENTIAL_PATH}">Check a credential</a>.</p>
<ul>${items}</ul>
</section>`;
}

export function renderRecordPage(
  opened: OpenedRecord,
  token: string,
  campus: { name: string; timeZone: string },
  credentials: { id: string; name: string }[] = [],
  language: UiLanguage = 'en',
): string {
  const { record, signature, verified } = opened;
  const status = verified
    ? `<p class="status ok" role="status">✓ Verified by Quad: this record is exactly as Quad signed it on ${formatDay(record.issuedAt, campus.timeZone, language)}.</p>`
    : '<p class="status bad" role="status">This record could not be verified: its signature does not match Quad’s key.</p>';
  const body = `<h1>Involvement record</h1>
<p class="dim">of <strong>${h(record.student.name)}</strong>, shared on ${formatDay(record.issuedAt, campus.timeZone, language)}</p>
${status}
<p>This page shows only what ${h(record.student.name)} chose to include: ${h(record.include.map((p) => RECORD_PART_LABELS[p].toLowerCase()).join(', '))}. It shows the record as it was when it was shared.</p>
${parts(record, language)}
${credentialsSection(credentials, token)}
<section aria-labelledby="check">
<h2 id="check">Check a copy</h2>
<p>Quad signs every shared record with its Ed25519 key. <a href="/records/${h(token)}.json" download>Download the signed record (JSON)</a> and check it against <a href="/api/records/public-key">Quad’s public key</a>, or paste a copy below: any changed character makes it fail.</p>
<p class="dim">Signature: <code>${h(signature)}</code></p>
${CHECK_FORM}
</section>`;
  return layout(`Involvement record of ${record.student.name} · Quad`, campus.name, body);
}

/** A withdrawn, unknown or malformed link: said plainly, as a real 404. */
export function renderRecordNotFound(campusName: string): string {
  return layout('Record not found · Quad', campusName, `<h1>Record not found</h1><p>${h(MSG.recordLinkWithdrawn)}</p><p><a href="/">Go to Quad</a></p>`);
}

/** POST /records/check's answer: whether the pasted copy is as Quad signed it. */
export function renderCheckResult(valid: boolean, campusName: string): string {
  const verdict = valid
    ? '<p class="status ok" role="status">✓ Genuine: this copy is exactly as Quad signed it.</p>'
    : '<p class="status bad" role="status">Not genuine: this copy does not match Quad’s signature. It was changed, or it is not a record signed by Quad.</p>';
  return layout('Check a copy · Quad', campusName, `<h1>Check a copy</h1>${verdict}<p>Paste the whole downloaded file: the record and its signature.</p>${CHECK_FORM}<p><a href="/">Go to Quad</a></p>`);
}
