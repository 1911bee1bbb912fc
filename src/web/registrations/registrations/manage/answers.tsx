import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { answerText } from '../../../../domain/questions.ts';
import type { RegistrationList, RegistrationView } from '../../../../domain/responses/registrations.ts';

/** A question the list has answers to, as GET /api/events/:id/registrations gives it. */
export type ListQuestion = NonNullable<RegistrationList['questions']>[number];

/** The column's header: the question, marked when the organizer has since removed it (its answers are kept). */
export const questionHeader = (q: Pick<ListQuestion, 'label' | 'removed'>, t: TFunction) => (q.removed ? t('run.list.removedQuestion', { label: q.label }) : q.label);

/** A yes/no answer in the page's language; the others as written (answerText, as the CSV has them). */
export function answerOf(r: Pick<RegistrationView, 'answers'>, q: Pick<ListQuestion, 'id'>, t: TFunction): string {
  const answer = r.answers[q.id];
  if (typeof answer === 'boolean') return answer ? t('run.list.yes') : t('run.list.no');
  return answerText(answer);
}

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
  const { t } = useTranslation();
  return (
    <>
      {questions.map((q) => {
        const text = answerOf(registration, q, t);
        return text ? (
          <Detail key={q.id} label={questionHeader(q, t)}>
            {text}
          </Detail>
        ) : null;
      })}
    </>
  );
}
