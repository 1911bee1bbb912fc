import { MSG } from '../../../domain/messages.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';

/** Catalogue answers (400, 409) are shown as they are; anything else is prefixed. */
export function signupProblem(error: unknown): string {
  return problemMessage(error, { shown: [400, 409], prefix: MSG.createAccountFailed });
}
