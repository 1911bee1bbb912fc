/** The shared frame of Quad's e-mails: a plain-text part and a simple, image-free HTML part. */
import { DEFAULT_CAMPUS_ACCENT, filledShade } from '../../../domain/accent.ts';
import { displayDate, displayTime, displayVenue } from '../../../domain/event-display.ts';
import { campusDay } from '../../../domain/event-when.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/languages.ts';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** '25 Nov 2026 at 6:30 PM, Main Hall'; in Hindi and Kannada, their own day, month and time. */
export function mailWhen(e: { date: string; time: string; venue: string }, language: Language = 'en'): string {
  return language === 'en'
    ? `${displayDate(e.date)} at ${displayTime(e.time)}, ${displayVenue(e.venue)}`
    : translatorFor(language)('mail:when', { date: campusDay(e.date, language), time: displayTime(e.time, language), venue: displayVenue(e.venue, language) });
}

/** A mail of the layout's two parts, in the body's language. */
export function layoutMail(to: string, subject: string, body: MailBody): { to: string; subject: string; text: string; html: string } {
  return { to, subject, text: renderText(body), html: renderHtml(body) };
}

export interface MailBody {
  /** The opening line, e.g. "Hi Asha,". */
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Further links, quieter than the action. */
  links?: { label: string; url: string }[];
  footer?: string;
  /** The recipient's language (English unless given): the frame's own words and `<html lang>`. */
  language?: Language;
}

export function renderText(body: MailBody): string {
  const lines = [body.greeting, '', ...body.paragraphs.flatMap((p) => [p, ''])];
  if (body.action) lines.push(`${body.action.label}: ${body.action.url}`, '');
  for (const link of body.links ?? []) lines.push(`${link.label}: ${link.url}`, '');
  lines.push(translatorFor(body.language ?? 'en')('mail:signature'), body.footer ?? '');
  return lines.join('\n').trimEnd() + '\n';
}

export function renderHtml(body: MailBody, extraHtml = ''): string {
  const language = body.language ?? 'en';
  const t = translatorFor(language);
  const paragraphs = body.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:${DEFAULT_CAMPUS_ACCENT};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#495057">${escapeHtml(t('mail:openLink', { url: body.action.url }))}</p>`
    : '';
  const links = (body.links ?? [])
    .map((link) => `<p style="margin:0 0 16px"><a href="${escapeHtml(link.url)}" style="color:${DEFAULT_CAMPUS_ACCENT}">${escapeHtml(link.label)}</a></p>`)
    .join('');
  const footer = body.footer ? `<p style="font-size:13px;color:#495057">${escapeHtml(body.footer)}</p>` : '';
  return `<!doctype html><html lang="${language}"><body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><p style="margin:0 0 16px">${escapeHtml(body.greeting)}</p>${paragraphs}${extraHtml}${action}${links}<p style="margin:24px 0 0">${escapeHtml(t('mail:signature'))}</p>${footer}</body></html>`;
}

/**
 * The mail in the campus accent (CAMPUS_ACCENT): its action button and links take the
 * accent's filled shade (white on it, and it on white, keep 4.5:1). Each mail module
 * renders in Quad's own accent; the outbox, which knows the campus's, applies it to every
 * mail at once. Only the layout's own style attributes are changed: a quote in a
 * student's text is escaped, so no text can end in one.
 */
export function withAccent<M extends { html: string }>(mail: M, accent: string): M {
  const colour = filledShadeOf(accent);
  return {
    ...mail,
    html: mail.html
      .replaceAll(`style="background:${DEFAULT_CAMPUS_ACCENT};`, `style="background:${colour};`)
      .replaceAll(`style="color:${DEFAULT_CAMPUS_ACCENT}"`, `style="color:${colour}"`),
  };
}

// The campus has one accent: its shade (a search through OKLCH lightness) is worked out once, not for every mail.
const shades = new Map<string, string>();
function filledShadeOf(accent: string): string {
  let shade = shades.get(accent);
  if (shade === undefined) shades.set(accent, (shade = filledShade(accent)));
  return shade;
}
