import { z } from 'zod';
import {
  answerMissingMessage, hasOptions, LONGTEXT_ANSWER_MAX, MAX_OPTIONS, MAX_QUESTIONS, QUESTION_KINDS, TEXT_ANSWER_MAX,
  type Answer, type Question,
} from '../questions.ts';

export const questionLabelMessage = 'Please write the question';
export const questionKindMessage = 'Choose a kind of question';
export const questionOptionsMessage = 'Give a choice question two or more different options';

/** One question as the event form and the API give it. */
export const questionInputSchema = z
  .object({
    id: z.string().trim().min(1).max(40).optional(),
    label: z.string({ error: questionLabelMessage }).trim().min(1, questionLabelMessage).max(200, 'A question has at most 200 characters'),
    kind: z.enum(QUESTION_KINDS, { error: questionKindMessage }),
    options: z
      .array(z.string({ error: questionOptionsMessage }).trim().min(1, questionOptionsMessage).max(100, 'An option has at most 100 characters'), { error: questionOptionsMessage })
      .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
      .optional(),
    required: z.boolean({ error: 'required must be true or false' }).optional().default(false),
    sensitive: z.boolean({ error: 'sensitive must be true or false' }).optional().default(false),
  })
  .superRefine((q, ctx) => {
    if (!hasOptions(q.kind)) return;
    const options = q.options ?? [];
    if (options.length < 2 || new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: questionOptionsMessage });
    }
  });

export const questionsField = z.array(questionInputSchema, { error: 'questions must be a list' }).max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`);

function answerSchema(q: Question): z.ZodType<Answer | undefined> {
  const missing = answerMissingMessage(q.label);
  const text = (max: number) => z.string({ error: missing }).trim().max(max, `${q.label}: at most ${max} characters`);
  switch (q.kind) {
    case 'text':
    case 'longtext': {
      const field = text(q.kind === 'text' ? TEXT_ANSWER_MAX : LONGTEXT_ANSWER_MAX);
      return q.required ? field.min(1, missing) : field.optional().transform((v) => v || undefined);
    }
    case 'choice': {
      const field = z.string({ error: missing }).refine((v) => v === '' || q.options.includes(v), `${q.label}: choose one of the options`);
      return q.required ? field.refine((v) => v !== '', missing) : field.optional().transform((v) => v || undefined);
    }
    case 'multi': {
      const field = z
        .array(z.string({ error: missing }), { error: missing })
        .max(q.options.length)
        .refine((v) => v.every((o) => q.options.includes(o)) && new Set(v).size === v.length, `${q.label}: choose among the options`);
      return q.required ? field.refine((v) => v.length > 0, missing) : field.optional().transform((v) => (v && v.length ? v : undefined));
    }
    case 'checkbox': {
      const field = z.boolean({ error: missing });
      // A required checkbox is a consent: only a tick answers it.
      return q.required ? field.refine((v) => v, missing) : field.optional();
    }
  }
}

/**
 * The answers to the event's questions, on the registration form and the server alike:
 * each active question by its id; a required one left out is 'Please answer: <question>';
 * answers to anything else are dropped.
 */
export function answersSchemaFor(questions: readonly Question[]) {
  const shape: Record<string, z.ZodType<Answer | undefined>> = {};
  for (const q of questions) shape[q.id] = answerSchema(q);
  return z
    .object(shape, { error: 'answers must be an object' })
    .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined)) as Record<string, Answer>);
}
