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
const ClubProfilePanel = lazy(() => import('../teams/ClubProfilePanel.tsx').then((m) => ({ default: m.ClubProfilePanel })));

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
