/**
 * An organizer's own registration questions. Stored on the event as JSON; a
 * removed question stays stored (`removed: true`) so the answers given to it keep their
 * label in the manage page and the CSV.
 */
export const QUESTION_KINDS = ['text', 'longtext', 'choice', 'multi', 'checkbox'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Short text',
  longtext: 'Long text',
  choice: 'One choice',
  multi: 'Several choices',
  checkbox: 'Yes/no checkbox',
};

export const MAX_QUESTIONS = 20;
export const MAX_OPTIONS = 20;
export const TEXT_ANSWER_MAX = 500;
export const LONGTEXT_ANSWER_MAX = 4000;

/** A question as the API shows it. */
export interface Question {
  id: string;
  label: string;
  kind: QuestionKind;
  /** For choice and multi: the options, in order; [] otherwise. */
  options: string[];
  required: boolean;
  /**
   * Its answers are sensitive (dietary, health, access needs): read by the club's owner and
   * managers and the student alone, encrypted at rest, left out of search and of the CSV
   * unless asked for, erased on their own schedule (policy/registrations.ts, retention.ts).
   * Absent on questions stored before it existed: not sensitive.
   */
  sensitive?: boolean;
}
/** A question as stored: removed ones are kept for the answers given to them. */
export interface StoredQuestion extends Question {
  removed?: boolean;
}

export type Answer = string | string[] | boolean;
export type Answers = Record<string, Answer>;

/** The catalogue's message for a required question left unanswered. */
export const answerMissingMessage = (label: string) => `Please answer: ${label}`;

export const hasOptions = (kind: QuestionKind) => kind === 'choice' || kind === 'multi';

/** Reads stored questions; unreadable JSON is no questions. */
export function parseStoredQuestions(json: string | null | undefined): StoredQuestion[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? (value as StoredQuestion[]) : [];
  } catch {
    return [];
  }
}

/** The questions a registration form asks (not the removed ones), without the storage flag. */
export function activeQuestions(stored: readonly StoredQuestion[]): Question[] {
  return stored.filter((q) => !q.removed).map(({ id, label, kind, options, required, sensitive }) => ({ id, label, kind, options, required, sensitive: sensitive === true }));
}

/** Whether the question's answers are sensitive (stored before the flag existed: not). */
export const isSensitive = (q: Pick<StoredQuestion, 'sensitive'>) => q.sensitive === true;

/** The answers split into those to sensitive questions (kept apart, encrypted) and the rest. */
export function splitSensitive(questions: readonly StoredQuestion[], answers: Answers): { plain: Answers; sensitive: Answers } {
  const sensitiveIds = new Set(questions.filter(isSensitive).map((q) => q.id));
  const plain: Answers = {};
  const sensitive: Answers = {};
  for (const [id, answer] of Object.entries(answers)) (sensitiveIds.has(id) ? sensitive : plain)[id] = answer;
  return { plain, sensitive };
}

export function parseStoredAnswers(json: string | null | undefined): Answers {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Answers) : {};
  } catch {
    return {};
  }
}

/** An answer as a cell of text: the manage page, its search and the CSV. */
export function answerText(answer: Answer | undefined): string {
  if (answer === undefined) return '';
  if (typeof answer === 'boolean') return answer ? 'Yes' : 'No';
  if (Array.isArray(answer)) return answer.join('; ');
  return answer;
}

/** The questions whose answers a list shows: the active ones, then removed ones someone answered. */
export function answerColumns(stored: readonly StoredQuestion[], answers: readonly Answers[]): StoredQuestion[] {
  const answered = (q: StoredQuestion) => answers.some((a) => a[q.id] !== undefined);
  return [...stored.filter((q) => !q.removed), ...stored.filter((q) => q.removed && answered(q))];
}

/** Per one-choice question, how many registrations chose each option (manage page). */
export function optionCounts(questions: readonly Question[], answers: readonly Answers[]) {
  return questions
    .filter((q) => q.kind === 'choice')
    .map((q) => ({
      questionId: q.id,
      label: q.label,
      counts: q.options.map((option) => ({ option, count: answers.filter((a) => a[q.id] === option).length })),
    }));
}

export interface QuestionInput {
  id?: string;
  label: string;
  kind: QuestionKind;
  options?: string[];
  required?: boolean;
  sensitive?: boolean;
}

/**
 * The stored list after an edit: given questions in the given order (a known id keeps
 * it, a new one gets `newId()`), then every earlier question not given, marked removed.
 * Returns null when a given id is not one of the event's questions.
 */
export function mergeQuestions(stored: readonly StoredQuestion[], given: readonly QuestionInput[], newId: () => string): StoredQuestion[] | null {
  const known = new Map(stored.map((q) => [q.id, q]));
  const kept = new Set<string>();
  const next: StoredQuestion[] = [];
  for (const q of given) {
    if (q.id !== undefined && !known.has(q.id)) return null;
    const id = q.id ?? newId();
    if (kept.has(id)) return null;
    kept.add(id);
    next.push({ id, label: q.label, kind: q.kind, options: hasOptions(q.kind) ? (q.options ?? []) : [], required: q.required ?? false, sensitive: q.sensitive ?? false });
  }
  for (const q of stored) if (!kept.has(q.id)) next.push({ ...q, removed: true });
  return next;
}
