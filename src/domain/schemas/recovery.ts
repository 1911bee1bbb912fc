import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailField, passwordField } from './fields.ts';

/** The forgot-password and e-mail-link forms: one address. */
export const emailOnlySchema = z.object({ email: emailField(MSG.fillAllFields) });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

/** The reset page: the same password policy as sign-up, typed twice. */
export const newPasswordSchema = z
  .object({
    newPassword: passwordField(MSG.fillAllFields),
    confirmPassword: z.string({ error: MSG.fillAllFields }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
