import { lazy, Suspense } from 'react';
import { CardSkeleton, EmptyState, type SectionProps } from '../club-parts.tsx';
import { roleRunsEvents } from '../../../../domain/policy/actor.ts';

/** Feedback, its charts and attendance: downloaded when the section is opened. */
const FeedbackSummaryPanel = lazy(() => import('../../../attendance/feedback/index.ts').then((m) => ({ default: m.FeedbackSummaryPanel })));

/** How the club's events went: the feedback summary (filterable by event), the charts and attendance per event. */
export function InsightsSection({ organizer, role, createPath }: SectionProps) {
  if (organizer.events.length === 0) {
    return (
      <EmptyState title="Nothing to show yet" action={roleRunsEvents(role) ? { label: 'Create an event', to: createPath } : undefined}>
        Ratings, comments, registrations over time and attendance appear here once your events have taken place.
      </EmptyState>
    );
  }
  return (
    <Suspense
      fallback={
        <>
          <CardSkeleton label="Loading feedback" lines={4} />
          <CardSkeleton label="Loading insights" height={220} />
        </>
      }
    >
      <FeedbackSummaryPanel organizerId={organizer.id} events={organizer.events} />
    </Suspense>
  );
}
