import { stringify } from 'csv-stringify/sync';
import { answerText, parseStoredAnswers, type Answers, type StoredQuestion } from '../../../domain/questions.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import { registrantName } from '../../../domain/registration-status.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';
import { toIso } from '../../infrastructure/db/time.ts';

/** A spreadsheet must never run a cell as a formula (CSV injection). */
function safe(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The columns every export has, in this order; their headers are said in the requester's language. */
const STANDARD_COLUMNS = [
  'mail:csv.name', 'mail:csv.usn', 'mail:csv.email', 'mail:csv.semester', 'mail:csv.contactNo', 'mail:csv.status', 'mail:csv.registeredAt', 'mail:csv.checkedInAt',
] as const;

/**
 * The registrations, then one column per question (the answer as text: options joined by '; ', Yes/No for a checkbox);
 * `sensitive`: the opened sensitive answers by registration id, when they were asked for. `t`: the requester's
 * language, for the headers, Yes/No and a former participant's name; the values (statuses, times) stay as codes.
 */
export function registrationsCsv(rows: RegistrationRow[], questions: readonly StoredQuestion[] = [], sensitive?: ReadonlyMap<string, Answers>, t: Say = translatorFor('en')): string {
  const yes = t('mail:csv.yes');
  const no = t('mail:csv.no');
  const text = (answer: Answers[string] | undefined) => (typeof answer === 'boolean' ? (answer ? yes : no) : answerText(answer));
  // A question's column: its label, marked when the question was removed (its answers are still exported).
  const questionColumn = (q: StoredQuestion) => safe(q.removed ? t('mail:csv.removed', { label: q.label }) : q.label);
  return stringify(
    rows.map((r) => {
      const answers = { ...parseStoredAnswers(r.answers), ...sensitive?.get(r.id) };
      return [
        safe(registrantName(r, t)), safe(r.usn), safe(r.email), safe(r.semester), safe(r.contact_no), r.status,
        toIso(r.created_at), r.checked_in_at ? toIso(r.checked_in_at) : '',
        ...questions.map((q) => safe(text(answers[q.id]))),
      ];
    }),
    { header: true, columns: [...STANDARD_COLUMNS.map((key) => t(key)), ...questions.map(questionColumn)], bom: true },
  );
}

export function csvFilename(eventName: string): string {
  const slug = eventName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
  return `${slug}-registrations.csv`;
}
