import { MSG } from '../../../domain/messages.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';

/**
 * What to say when a feedback could not be saved: the catalogue answer, or 'Error submitting
 * feedback. Try again.' (the page gives it in its language).
 */
export function feedbackProblem(error: unknown, fallback: string = MSG.errorSubmittingFeedback): Error {
  return new Error(problemMessage(error, { fallback }));
}
