// The login form's checks (zod and the sign-in schema, about 25 KB compressed), in a chunk of
// their own: the login page loads without them and asks for them when someone starts filling
// the form in, so its first load parses and runs none of zod.
export { signInSchema } from '../../../domain/schemas/sign-in.ts';
export { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
