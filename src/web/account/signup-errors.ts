import { MSG } from '../../domain/messages.ts';
import { ApiError, errorMessage } from '../api/errors.ts';

/** Catalogue answers (400, 409) are shown as they are; anything else is prefixed. */
export function signupProblem(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) return error.message;
  return `${MSG.createAccountFailed}${errorMessage(error)}`;
}
