import { stringify } from 'csv-stringify/sync';
import { answerText, parseStoredAnswers, type Answers, type StoredQuestion } from '../../../domain/questions.ts';
import { registrantName } from '../../../domain/registration-status.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';
import { toIso } from '../../infrastructure/db/time.ts';

/** A spreadsheet must never run a cell as a formula (CSV injection). */
function safe(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const STANDARD_COLUMNS = ['Name', 'USN', 'Email', 'Semester', 'Contact number', 'Status', 'Registered at', 'Checked in at'];

/** A question's column: its label, marked when the question was removed (its answers are still exported). */
const questionColumn = (q: StoredQuestion) => safe(q.removed ? `${q.label} (removed)` : q.label);

/**
 * The registrations, then one column per question (the answer as text: options joined by '; ', Yes/No for a checkbox);
 * `sensitive`: the opened sensitive answers by registration id, when they were asked for.
 */
export function registrationsCsv(rows: RegistrationRow[], questions: readonly StoredQuestion[] = [], sensitive?: ReadonlyMap<string, Answers>): string {
  return stringify(
    rows.map((r) => {
      const answers = { ...parseStoredAnswers(r.answers), ...sensitive?.get(r.id) };
      return [
        safe(registrantName(r)), safe(r.usn), safe(r.email), safe(r.semester), safe(r.contact_no), r.status,
        toIso(r.created_at), r.checked_in_at ? toIso(r.checked_in_at) : '',
        ...questions.map((q) => safe(answerText(answers[q.id]))),
      ];
    }),
    { header: true, columns: [...STANDARD_COLUMNS, ...questions.map(questionColumn)], bom: true },
  );
}

export function csvFilename(eventName: string): string {
  const slug = eventName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
  return `${slug}-registrations.csv`;
}
