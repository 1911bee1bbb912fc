import { Anchor, Chip, Group } from '@mantine/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { profileTarget } from '../../../domain/profile-path.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { useForYouEvents } from '../events/index.ts';
import { EventGrid, EventsSkeleton } from './EventGrid.tsx';

// Only signed-in students see these: loaded apart from the home page's first download
// (UpcomingEvents.tsx imports them lazily).

/** The home listing's views: every upcoming event, or the student's For-you picks (`?view=for-you`). */
export type HomeView = 'all' | 'for-you';

/** Each view's name, by its catalogue key. */
export const VIEW_LABELS = { all: 'home.viewAll', 'for-you': 'home.viewForYou' } as const satisfies Record<HomeView, string>;

const VIEWS = Object.keys(VIEW_LABELS) as HomeView[];

/**
 * Two radio buttons (chips, whose styles every page has already), one group named
 * "Events to show": arrow keys move between them, and the choice goes in the address.
 */
export function ViewSwitch({ value, onChange }: { value: HomeView; onChange: (view: HomeView) => void }) {
  const name = useId();
  const { t } = useTranslation();
  return (
    <Chip.Group value={value} onChange={(next) => onChange(next as HomeView)}>
      <Group gap="xs" role="radiogroup" aria-label={t('home.views')}>
        {VIEWS.map((view) => (
          <Chip key={view} value={view} name={name} size="md">
            {t(VIEW_LABELS[view])}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** GET /api/events?for=me: each card says why the event is there. */
export function ForYouEvents({ onDetails }: { onDetails: (event: EventView) => void }) {
  const { user } = useSession();
  const query = useForYouEvents();
  const live = useHydrated();
  const { t } = useTranslation();

  useEffect(() => {
    if (query.isError) notifyError(t('msg:loadEventsFailed'));
  }, [query.isError, query.errorUpdatedAt, t]);

  const target = user ? profileTarget(user) : null;
  return (
    <QueryState
      query={query}
      loadingLabel={t('home.loading')}
      skeleton={<EventsSkeleton />}
      errorMessage={t('msg:loadEventsFailed')}
      isEmpty={(data) => data.events.length === 0}
      empty={{
        text: (
          <>
            {t('home.forYouEmptyBefore')}
            {target && 'path' in target ? (
              <Anchor component={Link} to={target.path}>
                {t('home.forYouEmptyLink')}
              </Anchor>
            ) : (
              t('home.forYouEmptyLink')
            )}
            {t('home.forYouEmptyAfter')}
          </>
        ),
      }}
    >
      {/* Not while hydrating: the server's HTML holds no fetch in flight (UpcomingEvents.tsx). */}
      {(data) => <EventGrid events={data.events} onDetails={onDetails} busy={live && query.isFetching} />}
    </QueryState>
  );
}
