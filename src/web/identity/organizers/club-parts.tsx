import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClubRole } from '../../../domain/policy/actor.ts';
import type { OrganizerView } from '../../../domain/responses/organizers.ts';
import { EmptyState as SharedEmptyState } from '../../infrastructure/components/QueryState.tsx';
import classes from './Workspace.module.css';

/** What a section is given: the club, who is looking (their role), and where its events are created. */
export interface SectionProps {
  organizer: OrganizerView;
  role: ClubRole;
  isClubAccount: boolean;
  createPath: string;
}

/** Where a club's events are created from: the club account for itself, an officer with the club named. */
export function createEventPath(organizer: { id: string; name: string }, isClubAccount: boolean): string {
  return `/${encodeURIComponent(organizer.name)}/create-event${isClubAccount ? '' : `?club=${encodeURIComponent(organizer.id)}`}`;
}

/** An empty part of the club's page: what it will hold, what to do next, and the button to do it. */
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: { label: string; to: string } }) {
  return <SharedEmptyState title={title} text={children} action={action} />;
}

/** A card's worth of grey lines while a part of the page loads: shaped like what comes, and named for screen readers. */
export function CardSkeleton({ label, lines = 3, height }: { label: string; lines?: number; height?: number }) {
  return (
    <div role="status" className={classes.stat}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="sm" aria-hidden>
        <Skeleton height={20} width="40%" />
        {height ? <Skeleton height={height} /> : Array.from({ length: lines }, (_, i) => <Skeleton key={i} height={12} width={i === lines - 1 ? '60%' : '100%'} />)}
      </Stack>
    </div>
  );
}
