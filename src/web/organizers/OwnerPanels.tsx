import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EventView } from '../../domain/events.ts';
import { ownsClub } from '../../domain/policy/organizers.ts';
import { useSession } from '../api/session.ts';
import { FeedbackSummaryPanel } from '../feedback/index.ts';

/**
 * The team panel (its form, its schema, its dialogs) is loaded only for the club's owner:
 * everyone else who opens the club's page never downloads it.
 */
const TeamPanel = lazy(() => import('../teams/TeamPanel.tsx').then((m) => ({ default: m.TeamPanel })));

/**
 * What the club's own people see below the events: feedback and insights; the club's owner
 * also keeps its team (issue 19: managers see the rest, not the team).
 */
export function OwnerPanels({ organizerId, events }: { organizerId: string; events: EventView[] }) {
  const { user } = useSession();
  return (
    <>
      <FeedbackSummaryPanel organizerId={organizerId} events={events} />
      {ownsClub(user, organizerId) && (
        <Suspense fallback={<Loader aria-label="Loading team" />}>
          <TeamPanel organizerId={organizerId} />
        </Suspense>
      )}
    </>
  );
}
