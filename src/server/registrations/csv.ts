import { stringify } from 'csv-stringify/sync';
import type { RegistrationRow } from '../db/schema.ts';
import { toIso } from '../db/time.ts';

/** A spreadsheet must never run a cell as a formula (CSV injection). */
function safe(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function registrationsCsv(rows: RegistrationRow[]): string {
  return stringify(
    rows.map((r) => [
      safe(r.name), safe(r.usn), safe(r.email), safe(r.semester), safe(r.contact_no), r.status,
      toIso(r.created_at), r.checked_in_at ? toIso(r.checked_in_at) : '',
    ]),
    { header: true, columns: ['Name', 'USN', 'Email', 'Semester', 'Contact number', 'Status', 'Registered at', 'Checked in at'], bom: true },
  );
}

export function csvFilename(eventName: string): string {
  const slug = eventName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event';
  return `${slug}-registrations.csv`;
}
