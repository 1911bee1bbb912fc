import { parseStoredAnswers, type Answers } from '../../../domain/questions.ts';
import { canReadSensitiveAnswers } from '../../../domain/policy/registrations.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { dataCipher, type DataCipher } from '../../infrastructure/security/data-encryption.ts';

/**
 * A registration's answers to sensitive questions, sealed apart from its other answers
 * (registrations.sensitive_answers): encrypted with the registration's id as associated
 * data, so the value opens for its own row only.
 */

export const cipherOf = (ctx: Pick<ServerContext, 'config'>): DataCipher => dataCipher(ctx.config);

/** The stored value of the answers, or null when there are none. */
export function sealSensitive(cipher: Pick<DataCipher, 'seal'>, registrationId: string, answers: Answers): string | null {
  return Object.keys(answers).length ? cipher.seal(JSON.stringify(answers), registrationId) : null;
}

/**
 * The answers a stored value holds; none when there is no value, or when no configured key
 * opens it (a key removed from DATA_ENCRYPTION_RETIRED_KEYS): a list still shows the rest.
 */
export function openSensitive(cipher: Pick<DataCipher, 'open'>, row: { id: string; sensitive_answers: string | null }): Answers {
  if (!row.sensitive_answers) return {};
  try {
    return parseStoredAnswers(cipher.open(row.sensitive_answers, row.id));
  } catch {
    return {};
  }
}

/** The sensitive answers this viewer may read of the registration: its student's, and its club's owner and managers; none for anyone else. */
export function sensitiveAnswersFor(
  ctx: Pick<ServerContext, 'config'>,
  viewer: Viewer | null,
  row: { id: string; student_id: string | null; sensitive_answers: string | null },
  organizerId: string,
): Answers {
  if (!canReadSensitiveAnswers(viewer, { studentId: row.student_id, organizerId })) return {};
  return openSensitive(cipherOf(ctx), row);
}
