import type { Answer, Answers, Question } from '../../../../domain/questions.ts';

/**
 * The answers as the form holds them: every question has a value of its kind, empty ('',
 * [], false) until answered, so each input is controlled from the start. answersSchemaFor
 * reads empty optional answers as none.
 */
export function formAnswers(questions: readonly Question[], given: Answers = {}): Answers {
  return Object.fromEntries(questions.map((q) => [q.id, formValue(q, given[q.id])]));
}

function formValue(q: Question, given: Answer | undefined): Answer {
  switch (q.kind) {
    case 'multi':
      return Array.isArray(given) ? given : [];
    case 'checkbox':
      return given === true;
    default:
      return typeof given === 'string' ? given : '';
  }
}

/** The server's 400 fields for the answers ('answers.<id>'), as the form's errors beside each question. */
export const answerErrors = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).filter(([path]) => path.startsWith('answers.')));
