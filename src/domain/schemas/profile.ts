import { z } from 'zod';
import { MSG } from '../messages.ts';
import { optionalText, requiredText, requiredTextOrNumber, usnField } from './fields.ts';

/** PUT /api/me/profile for a student, and the student form of /complete-profile. */
export const studentProfileSchema = z.object({
  name: requiredText(MSG.fillAllFields, 100),
  usn: usnField(MSG.fillAllFields),
  semester: requiredTextOrNumber(MSG.fillAllFields, 20),
  phone: requiredTextOrNumber(MSG.fillAllFields, 20),
});
export type StudentProfileInput = z.input<typeof studentProfileSchema>;
export type StudentProfile = z.output<typeof studentProfileSchema>;

/**
 * PUT /api/me/profile for an organizer, and the organizer form of /complete-profile.
 * `name` is the organization's name and `field` what it does (SPEC.md §5: both required).
 */
export const organizerProfileSchema = z.object({
  name: requiredText(MSG.orgNameAndFieldRequired, 100),
  field: requiredText(MSG.orgNameAndFieldRequired, 500),
  phone: optionalText(20),
});
export type OrganizerProfileInput = z.input<typeof organizerProfileSchema>;
export type OrganizerProfile = z.output<typeof organizerProfileSchema>;

/** GET /api/me/profile: what /complete-profile starts from; a response, declared in responses/accounts.ts. */
export { profileSchema, type Profile } from '../responses/accounts.ts';
