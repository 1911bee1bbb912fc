import { MSG } from '../../domain/messages.ts';
import { ApiError } from '../api/errors.ts';

/** What to say when a feedback could not be saved: the catalogue answer, or 'Error submitting feedback. Try again.' */
export function feedbackProblem(error: unknown): Error {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return new Error(error.message);
  return new Error(MSG.errorSubmittingFeedback);
}
