import { useTranslation } from 'react-i18next';
import { campusDay } from '../../../../domain/event-when.ts';
import type { Question } from '../../../../domain/questions.ts';
import { sensitiveAnswersErasedOn } from '../../../../domain/retention.ts';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { useRetentionSchedule } from '../api.ts';

/**
 * What the form says under a sensitive question: who sees the answer and the day it is
 * deleted, from the schedule in force (the day after the event unless the campus office
 * set otherwise); until the schedule is read, that it goes after the event.
 */
export function useSensitiveNote(event: { date: string } | undefined, questions: readonly Question[]): string {
  const { t, i18n } = useTranslation();
  // Read only for a form that asks a sensitive question.
  const schedule = useRetentionSchedule(questions.some((q) => q.sensitive)).data?.schedule;
  if (!event || !schedule) return t('register.sensitiveNoteSoon');
  return t('register.sensitiveNote', { date: campusDay(sensitiveAnswersErasedOn(event.date, schedule), i18n.language as UiLanguage) });
}
