import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailField, requiredText, requiredTextOrNumber, usnField } from './fields.ts';

const fill = MSG.fillAllFields;

/** The registration form and POST /api/events/:id/registrations. */
export const registrationInputSchema = z.object({
  name: requiredText(fill, 100),
  usn: usnField(fill),
  email: emailField(fill),
  semester: requiredTextOrNumber(fill, 20),
});
export type RegistrationInput = z.output<typeof registrationInputSchema>;

/** Semester on the edit form: a whole number from 1 to 8 (SPEC.md §5); blank means missing. */
export const semesterField = z.preprocess(
  (v) => {
    if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
    return typeof v === 'string' ? Number(v.trim()) : v;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? fill : MSG.semesterRange) })
    .int(MSG.semesterRange)
    .min(1, MSG.semesterRange)
    .max(8, MSG.semesterRange),
);

/** The edit-registration form and PATCH /api/registrations/:id. `email` may be sent but not changed. */
export const registrationPatchSchema = z.object({
  name: requiredText(fill, 100),
  usn: usnField(fill),
  semester: semesterField,
  contactNo: requiredTextOrNumber(fill, 20),
  email: z.string().trim().toLowerCase().optional(),
});
export type RegistrationPatch = z.output<typeof registrationPatchSchema>;

/** Check-in by the code in a ticket's QR. */
export const checkInSchema = z.object({ code: requiredText('Please scan or enter a ticket code', 200) });
