import { CHECK_CREDENTIAL_PATH } from '../../../domain/credentials.ts';
import { recordDay } from '../../../domain/format.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { RecordPart, SharedRecord } from '../../../domain/shared-record.ts';
import { escapeHtml as h } from '../../platform/pages/head.ts';
import type { TFunction } from 'i18next';
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

/** The check's answer comes in the language of the page that asked (`?lang=`), whatever chose it. */
const checkForm = (label: string, button: string, language: UiLanguage) => `<form method="post" action="/records/check?lang=${h(language)}">
<label for="copy">${h(label)}</label>
<textarea id="copy" name="copy" rows="5" required></textarea>
<button type="submit">${h(button)}</button>
</form>`;

function layout(title: string, campusName: string, body: string, language: UiLanguage = 'en'): string {
  return `<!doctype html>
<html lang="${language}">
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
 * A catalogue text as HTML: the text escaped, then each value (HTML already: a link, a
 * bold name) put in its place, so no markup lives in the catalogue.
 */
function html(t: TFunction, key: string, values: Record<string, string>): string {
  const names = Object.keys(values);
  const marked = t(key, Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])));
  return h(marked).replace(/\uE000(\d+)\uE000/g, (_, i: string) => values[names[Number(i)]!]!);
}

/** The parts' names: the PDF's where it says the same. */
const PART_KEYS: Record<RecordPart, string> = {
  events: 'mail:pdf.attended',
  hours: 'mail:record.hoursByTerm',
  clubs: 'mail:pdf.clubsFollowed',
  roles: 'mail:pdf.roles',
  feedback: 'mail:record.feedbackGiven',
};

function parts(record: SharedRecord, language: UiLanguage, t: TFunction): string {
  const section = (id: RecordPart, body: string) => `<section aria-labelledby="${id}"><h2 id="${id}">${h(t(PART_KEYS[id]))}</h2>${body}</section>`;
  const none = `<p>${h(t('mail:record.none'))}</p>`;
  const out: string[] = [];
  if (record.events) {
    const withHours = record.hours !== undefined;
    const rows = record.events.map((e) =>
      `<tr><td>${h(e.name)}</td><td class="d">${h(recordDay(e.date, undefined, language))}</td><td>${h(e.club)}</td>${withHours ? `<td class="n">${e.hours ?? '—'}</td>` : ''}</tr>`);
    const th = (text: string, cls = '') => `<th scope="col"${cls}>${h(text)}</th>`;
    out.push(section('events', record.events.length === 0 ? `<p>${h(t('mail:record.noneAttended'))}</p>`
      : `<table aria-labelledby="events"><thead><tr>${th(t('mail:record.colEvent'))}${th(t('mail:record.colDate'))}${th(t('mail:record.colClub'))}${withHours ? th(t('mail:record.colHours'), ' class="n"') : ''}</tr></thead><tbody>${rows.join('')}</tbody></table>`));
  }
  if (record.hours) {
    // termOf's '2026 Jan–Jun' / '2026 Jul–Dec', said in the language, as the PDF says it.
    const termName = (term: string) => t('mail:pdf.termName', { year: term.slice(0, 4), half: term.includes('Jan') ? 'first' : 'second' });
    const terms = record.hours.terms.map((term) => `<li>${h(t('mail:pdf.term', { term: termName(term.term), events: term.events, hours: String(term.hours) }))}</li>`).join('');
    const total = `<strong>${h(t('mail:record.hours', { hours: String(record.hours.total) }))}</strong>`;
    out.push(section('hours', `<p>${html(t, 'mail:record.total', { hours: total })}</p>${terms ? `<ul>${terms}</ul>` : ''}`));
  }
  if (record.clubs) {
    out.push(section('clubs', record.clubs.length ? `<ul>${record.clubs.map((c) => `<li>${h(c)}</li>`).join('')}</ul>` : none));
  }
  if (record.roles) {
    out.push(section('roles', record.roles.length ? `<ul>${record.roles.map((r) => `<li>${h(r.club)} · ${h(t('mail:pdf.role', { role: r.role }))}</li>`).join('')}</ul>` : none));
  }
  if (record.feedbackGiven !== undefined) {
    out.push(section('feedback', `<p>${h(t('mail:record.gaveFeedback', { count: record.feedbackGiven }))}</p>`));
  }
  return out.join('\n');
}

/** The student's Open Badges credentials, each a file to take (only with the events they chose to share). */
function credentialsSection(credentials: { id: string; name: string }[], token: string, t: TFunction): string {
  if (credentials.length === 0) return '';
  const items = credentials.map((c) => `<li>${h(c.name)} · <a href="/records/${h(token)}/credentials/${h(c.id)}" download>${h(t('mail:record.downloadCredential'))}</a></li>`).join('');
  return `<section aria-labelledby="credentials">
<h2 id="credentials">${h(t('mail:record.credentials'))}</h2>
<p>${html(t, 'mail:record.credentialsText', { check: `<a href="${CHECK_CREDENTIAL_PATH}">${h(t('mail:record.checkCredential'))}</a>` })}</p>
<ul>${items}</ul>
</section>`;
}

/**
 * GET /records/:token: the chosen parts, the signature's check made now, and how to check a copy,
 * in the viewer's language (its words and days, as the PDF writes them).
 */
export function renderRecordPage(
  opened: OpenedRecord,
  token: string,
  campus: { name: string; timeZone: string },
  credentials: { id: string; name: string }[] = [],
  language: UiLanguage = 'en',
): string {
  const t = translatorFor(language);
  const { record, signature, verified } = opened;
  const issued = h(recordDay(record.issuedAt, campus.timeZone, language));
  const status = verified
    ? `<p class="status ok" role="status">${html(t, 'mail:record.verified', { date: issued })}</p>`
    : `<p class="status bad" role="status">${h(t('mail:record.notVerified'))}</p>`;
  const included = record.include.map((p) => t(PART_KEYS[p]).toLocaleLowerCase(language)).join(', ');
  const body = `<h1>${h(t('mail:pdf.title'))}</h1>
<p class="dim">${html(t, 'mail:record.sharedBy', { name: `<strong>${h(record.student.name)}</strong>`, date: issued })}</p>
${status}
<p>${html(t, 'mail:record.showsOnly', { name: h(record.student.name), parts: h(included) })}</p>
${parts(record, language, t)}
${credentialsSection(credentials, token, t)}
<section aria-labelledby="check">
<h2 id="check">${h(t('mail:record.checkCopy'))}</h2>
<p>${html(t, 'mail:record.checkText', {
    download: `<a href="/records/${h(token)}.json" download>${h(t('mail:record.downloadSigned'))}</a>`,
    key: `<a href="/api/records/public-key">${h(t('mail:record.publicKey'))}</a>`,
  })}</p>
<p class="dim">${html(t, 'mail:record.signature', { signature: `<code>${h(signature)}</code>` })}</p>
${checkForm(t('mail:record.copyLabel'), t('mail:record.checkCopy'), language)}
</section>`;
  return layout(`${t('mail:record.pageTitle', { name: record.student.name })} · Quad`, campus.name, body, language);
}

/** A withdrawn, unknown or malformed link: said plainly, as a real 404, in the visitor's language. */
export function renderRecordNotFound(campusName: string, language: UiLanguage = 'en'): string {
  const t = translatorFor(language);
  const title = t('mail:record.notFoundTitle');
  return layout(`${title} · Quad`, campusName, `<h1>${h(title)}</h1><p>${h(t('msg:recordLinkWithdrawn'))}</p><p><a href="/">${h(t('mail:record.goToQuad'))}</a></p>`, language);
}

/** POST /records/check's answer: whether the pasted copy is as Quad signed it, in the visitor's language. */
export function renderCheckResult(valid: boolean, campusName: string, language: UiLanguage = 'en'): string {
  const t = translatorFor(language);
  const verdict = valid
    ? `<p class="status ok" role="status">${h(t('mail:record.genuine'))}</p>`
    : `<p class="status bad" role="status">${h(t('mail:record.notGenuine'))}</p>`;
  const title = t('mail:record.checkCopy');
  const body = `<h1>${h(title)}</h1>${verdict}<p>${h(t('mail:record.pasteWhole'))}</p>${checkForm(t('mail:record.copyLabel'), title, language)}<p><a href="/">${h(t('mail:record.goToQuad'))}</a></p>`;
  return layout(`${title} · Quad`, campusName, body, language);
}
