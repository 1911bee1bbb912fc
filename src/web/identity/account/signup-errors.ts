import { MSG } from '../../../domain/messages.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';

/** Catalogue answers (400, 409) are shown as they are; anything else is prefixed (the page gives the prefix in its language). */
export function signupProblem(error: unknown, prefix: string = MSG.createAccountFailed): string {
  return problemMessage(error, { shown: [400, 409], prefix });
}
