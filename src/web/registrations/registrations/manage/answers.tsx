import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { answerText } from '../../../../domain/questions.ts';
import type { RegistrationList, RegistrationView } from '../../../../domain/responses/registrations.ts';

/** A question the list has answers to, as GET /api/events/:id/registrations gives it. */
export type ListQuestion = NonNullable<RegistrationList['questions']>[number];

/** The column's header: the question, marked when the organizer has since removed it (its answers are kept). */
export const questionHeader = (q: Pick<ListQuestion, 'label' | 'removed'>) => (q.removed ? `${q.label} (removed)` : q.label);

export const answerOf = (r: Pick<RegistrationView, 'answers'>, q: Pick<ListQuestion, 'id'>) => answerText(r.answers[q.id]);

/** A long e-mail address, USN or answer breaks inside its cell or card rather than push it wider than the screen. */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** 'Label: value', a line of a registration's card on a phone. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={wrapAnywhere}>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** The answers on a phone's card, one line each; a question left unanswered is left out. */
export function AnswerLines({ registration, questions }: { registration: Pick<RegistrationView, 'answers'>; questions: readonly ListQuestion[] }) {
  return (
    <>
      {questions.map((q) => {
        const text = answerOf(registration, q);
        return text ? (
          <Detail key={q.id} label={questionHeader(q)}>
            {text}
          </Detail>
        ) : null;
      })}
    </>
  );
}
