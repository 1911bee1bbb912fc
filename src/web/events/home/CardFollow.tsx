import { lazy, Suspense } from 'react';
import { isStudent } from '../../../domain/policy/actor.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';

// Its own chunk, loaded only for signed-in students: visitors' cards carry no follow code.
const LazyFollowButton = lazy(() => import('../../identity/organizers/index.ts').then((m) => ({ default: m.FollowButton })));

/** Follow the event's club from its card: for students, once the page is live (never in the server's HTML). */
export function CardFollow({ organizer }: { organizer: { id: string; name: string } }) {
  const { user } = useSession();
  const hydrated = useHydrated();
  if (!hydrated || !isStudent(user)) return null;
  return (
    <Suspense fallback={null}>
      <LazyFollowButton organizer={organizer} compact />
    </Suspense>
  );
}
