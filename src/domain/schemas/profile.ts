import { z } from 'zod';
import { MSG } from '../messages.ts';
import { optionalPhoneField, perUsnPattern, phoneField, requiredText, semesterField, usnField } from './fields.ts';

/** PUT /api/me/profile for a student, and the student form of /complete-profile, with the campus USN pattern. */
export const studentProfileSchemaFor = perUsnPattern((usnPattern) =>
  z.object({
    name: requiredText(MSG.fillAllFields, 100),
    usn: usnField(MSG.fillAllFields, usnPattern),
    semester: semesterField(MSG.fillAllFields),
    phone: phoneField(MSG.fillAllFields),
  }),
);
/** The student profile with the default USN pattern. */
export const studentProfileSchema = studentProfileSchemaFor();
export type StudentProfileInput = z.input<typeof studentProfileSchema>;
export type StudentProfile = z.output<typeof studentProfileSchema>;

/**
 * PUT /api/me/profile for an organizer, the organizer form of /complete-profile and
 * PATCH /api/organizers/:id. `name` is the organization's name and `field` what it
 * does (SPEC.md §5: both required); the phone is optional, but a phone number when given.
 */
export const organizerProfileSchema = z.object({
  name: requiredText(MSG.orgNameAndFieldRequired, 100),
  field: requiredText(MSG.orgNameAndFieldRequired, 500),
  phone: optionalPhoneField(),
});
export type OrganizerProfileInput = z.input<typeof organizerProfileSchema>;
export type OrganizerProfile = z.output<typeof organizerProfileSchema>;

/** GET /api/me/profile: what /complete-profile starts from; a response, declared in responses/accounts.ts. */
export { profileSchema, type Profile } from '../responses/accounts.ts';
