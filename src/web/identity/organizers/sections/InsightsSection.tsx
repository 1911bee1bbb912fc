import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeleton, EmptyState, type SectionProps } from '../club-parts.tsx';
import { roleRunsEvents } from '../../../../domain/policy/actor.ts';

/** Feedback, its charts and attendance: downloaded when the section is opened. */
const FeedbackSummaryPanel = lazy(() => import('../../../attendance/feedback/index.ts').then((m) => ({ default: m.FeedbackSummaryPanel })));

/** How the club's events went: the feedback summary (filterable by event), the charts and attendance per event. */
export function InsightsSection({ organizer, role, createPath }: SectionProps) {
  const { t } = useTranslation();
  if (organizer.events.length === 0) {
    return (
      <EmptyState title={t('club.insights.emptyTitle')} action={roleRunsEvents(role) ? { label: t('club.insights.create'), to: createPath } : undefined}>
        {t('club.insights.emptyText')}
      </EmptyState>
    );
  }
  return (
    <Suspense
      fallback={
        <>
          <CardSkeleton label={t('club.fb.loading')} lines={4} />
          <CardSkeleton label={t('club.insights.loading')} height={220} />
        </>
      }
    >
      <FeedbackSummaryPanel organizerId={organizer.id} events={organizer.events} />
    </Suspense>
  );
}
