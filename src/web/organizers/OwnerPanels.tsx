import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import type { EventView } from '../../domain/events.ts';
import { ownsClub } from '../../domain/policy/organizers.ts';
import { useSession } from '../api/session.ts';
import { FeedbackSummaryPanel } from '../feedback/index.ts';
// Both load on first render: someone who is not the club's owner never downloads them.
import { ClubProfilePanel, TeamPanel } from '../teams/index.ts';

/**
 * What the club's own people see below the events: feedback and insights; the club's owner
 * also keeps its team (managers see the rest, not the team).
 */
export function OwnerPanels({ organizerId, events, profile }: { organizerId: string; events: EventView[]; profile?: { name: string; field: string; phone: string } }) {
  const { user } = useSession();
  // After a handover the owner is a person: the club's profile is kept here, not on the club account's own profile page.
  const ownerInPerson = ownsClub(user, organizerId) && user?.id !== organizerId;
  return (
    <>
      <FeedbackSummaryPanel organizerId={organizerId} events={events} />
      {ownsClub(user, organizerId) && (
        <Suspense fallback={<Loader aria-label="Loading team" />}>
          <TeamPanel organizerId={organizerId} />
          {ownerInPerson && profile && <ClubProfilePanel organizerId={organizerId} profile={profile} />}
        </Suspense>
      )}
    </>
  );
}
