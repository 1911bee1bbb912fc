import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailField } from './fields.ts';

const build = () =>
  z.object({
    email: emailField(MSG.fillAllFields),
    password: z.string({ error: MSG.fillAllFields }).min(1, MSG.fillAllFields),
  });
let built: ReturnType<typeof build> | undefined;

/**
 * POST /api/auth/sign-in/email, as the login form sends it. Apart from the sign-up
 * schemas (account.ts), and built when the form first checks its fields rather than when
 * the login page loads: building zod's e-mail check was most of the page's longest task
 * on a phone, before it could hydrate.
 */
export const signInSchema = () => (built ??= build());
