import { useTranslation } from 'react-i18next';
import { campusDay } from '../../../../domain/event-when.ts';
import { sensitiveAnswersErasedOn } from '../../../../domain/retention.ts';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { useRetentionSchedule } from '../api.ts';

/**
 * What the form says under a sensitive question: who sees the answer and the day it is
 * deleted, from the schedule in force (the day after the event unless the campus office
 * set otherwise); until the schedule is read, that it goes after the event.
 */
export function useSensitiveNote(event: { date: string } | undefined): string {
  const { t, i18n } = useTranslation();
  const schedule = useRetentionSchedule().data?.schedule;
  if (!event || !schedule) return t('register.sensitiveNoteSoon');
  return t('register.sensitiveNote', { date: campusDay(sensitiveAnswersErasedOn(event.date, schedule), i18n.language as UiLanguage) });
}
