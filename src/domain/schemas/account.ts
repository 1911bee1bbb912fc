import { z } from 'zod';
import { MSG } from '../messages.ts';
import {
  emailField, optionalPhoneField, passwordField, perUsnPattern, phoneField, requiredText, semesterField, usnField,
} from './fields.ts';

/** POST /api/signup/student and the student signup form, with the campus USN pattern (default: DEFAULT_USN_PATTERN). */
export const studentSignupSchemaFor = perUsnPattern((usnPattern) =>
  z.object({
    name: requiredText(MSG.fillAllFields, 100),
    usn: usnField(MSG.fillAllFields, usnPattern),
    email: emailField(MSG.fillAllFields),
    password: passwordField(MSG.fillAllFields),
    semester: semesterField(MSG.fillAllFields),
    phone: phoneField(MSG.fillAllFields),
  }),
);
/** The student sign-up with the default USN pattern. */
export const studentSignupSchema = studentSignupSchemaFor();
export type StudentSignupInput = z.input<typeof studentSignupSchema>;
export type StudentSignup = z.output<typeof studentSignupSchema>;

/** POST /api/signup/organizer and the organizer signup form. `name` is the organization's. */
export const organizerSignupSchema = z
  .object({
    name: requiredText(MSG.fillAllRequiredFields, 100),
    email: emailField(MSG.fillAllRequiredFields),
    password: passwordField(MSG.fillAllRequiredFields),
    confirmPassword: z.string({ error: MSG.passwordsDoNotMatch }),
    field: requiredText(MSG.fillAllRequiredFields, 500),
    phone: optionalPhoneField(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type OrganizerSignupInput = z.input<typeof organizerSignupSchema>;
export type OrganizerSignup = z.output<typeof organizerSignupSchema>;

/** The signed-in user as GET /api/me presents it: a response, declared in responses/accounts.ts. */
export { meSchema, type Me } from '../responses/accounts.ts';
