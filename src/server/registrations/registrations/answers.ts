import { MSG } from '../../../domain/messages.ts';
import { activeQuestions, parseStoredAnswers, parseStoredQuestions } from '../../../domain/questions.ts';
import type { Dialect, Trx } from '../../infrastructure/db/connection.ts';
import { notFound } from '../../infrastructure/http/errors.ts';
import type { DataCipher } from '../../infrastructure/security/data-encryption.ts';
import { lockEvent } from '../../events/events/queries.ts';
import { judgeAnswers, storedAnswers } from './arrivals.ts';
import { findRegistrationRow } from './queries.ts';
import { openSensitive } from './sensitive.ts';

/**
 * A registration's answers after its student's edit, as stored (the plain ones as JSON,
 * the sensitive ones sealed): the answers given are judged against the event's questions
 * as they are now (read under the event's lock, as a registration's are; 400 'Please
 * answer: <question>'), and replace the answers to every active question; answers to
 * removed questions are kept as they were.
 */
export async function answersAfterEdit(trx: Trx, dialect: Dialect, cipher: DataCipher, registrationId: string, given: unknown) {
  const current = await findRegistrationRow(trx, registrationId);
  const event = current && (await lockEvent(trx, dialect, current.event_id));
  if (!current || !event) throw notFound(MSG.registrationNotFound, 'REGISTRATION_NOT_FOUND');
  const judged = judgeAnswers(event, given);
  const active = new Set(activeQuestions(parseStoredQuestions(event.questions)).map((q) => q.id));
  const before = { ...parseStoredAnswers(current.answers), ...openSensitive(cipher, current) };
  const kept = Object.entries(before).filter(([questionId]) => !active.has(questionId));
  return storedAnswers(event, registrationId, { ...Object.fromEntries(kept), ...judged }, cipher);
}
