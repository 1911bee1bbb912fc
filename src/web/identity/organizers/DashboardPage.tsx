import { Container, Group, Skeleton, SimpleGrid, Stack, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { clubSectionPath, clubSectionsFor, type ClubSection } from '../../../domain/event-path.ts';
import { clubRole, roleRunsEvents } from '../../../domain/policy/actor.ts';
import { hasStatus } from '../../infrastructure/api/errors.ts';
import { usePersonalPending, useSession } from '../../infrastructure/api/session.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { useOrganizer } from './api.ts';
import { PublicClub } from './PublicClub.tsx';
import classes from './Workspace.module.css';

/** The workspace is downloaded by the club's team only: a visitor of the club's page never loads it. */
const Workspace = lazy(() => import('./Workspace.tsx'));

/** The shape of the club's page (or workspace) while it loads: its band, then cards. */
function ClubSkeleton({ workspace }: { workspace: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" role="status">
      <VisuallyHidden>{t('ws.loadingClub')}</VisuallyHidden>
      <Stack gap="xl" aria-hidden>
        <div className={classes.band}>
          <Group gap="lg" wrap="nowrap">
            {!workspace && <Skeleton height={84} width={84} radius="lg" visibleFrom="xs" />}
            <Stack gap="sm" style={{ flex: 1 }}>
              <Skeleton height={14} width="30%" />
              <Skeleton height={36} width="60%" />
              <Skeleton height={14} width="45%" />
            </Stack>
          </Group>
        </div>
        <div className={workspace ? classes.layout : undefined}>
          {workspace && <Skeleton height={44} />}
          <SimpleGrid cols={{ base: 1, sm: 2, md: workspace ? 2 : 3 }} spacing="lg">
            {[0, 1, 2].map((i) => (
              <Stack key={i} gap="sm">
                <Skeleton height={workspace ? 96 : 180} />
                <Skeleton height={16} width="70%" />
                <Skeleton height={12} width="50%" />
              </Stack>
            ))}
          </SimpleGrid>
        </div>
      </Stack>
    </Container>
  );
}

/**
 * A club's page and its workspace, at /:organizerId/dashboard and the sections below it.
 * The club's team (owner, managers, door staff) works in the workspace, each section at its
 * own address; everyone else, at any of those addresses, sees the club's public page, as
 * does the team with ?view=public.
 */
function ClubPage({ section }: { section: ClubSection }) {
  const { t } = useTranslation();
  const { organizerId = '' } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { user } = useSession();
  // A page rendered for anyone, still waiting for its visitor's session.
  const pending = usePersonalPending();
  const hydrated = useHydrated();
  const query = useOrganizer(organizerId);
  const organizer = query.data;
  const role = organizer ? clubRole(user, organizer.id) : null;
  const sections = clubSectionsFor(role);
  const inWorkspace = sections.length > 0 && search.get('view') !== 'public';
  useDocumentTitle(inWorkspace ? '' : `${organizer?.name ?? t('ws.organizerDashboard')} · Quad`);

  useEffect(() => {
    if (!query.isError) return;
    const notFound = hasStatus(query.error, 404);
    notifyError(notFound ? t('msg:organizerNotFound') : t('msg:loadDashboardFailed'));
    navigate('/', { replace: true });
  }, [query.isError, query.error, navigate, t]);

  // A section of the workspace is the team's: until the session says who is looking, its shape.
  if (!organizer || (pending && section !== 'events')) return <ClubSkeleton workspace={section !== 'events' || Boolean(role)} />;
  if (inWorkspace && role) {
    // Door staff work in Events only.
    if (!sections.includes(section)) return <Navigate to={clubSectionPath(organizer.id, 'events')} replace />;
    // The server renders the team's page with their session: the workspace's shape, which
    // the browser keeps until it has the workspace's code (never the public page first).
    if (!hydrated) return <ClubSkeleton workspace />;
    return (
      <Suspense fallback={<ClubSkeleton workspace />}>
        <Workspace organizer={organizer} role={role} isClubAccount={user?.id === organizer.id} section={section} />
      </Suspense>
    );
  }
  return <PublicClub organizer={organizer} workspacePath={role ? clubSectionPath(organizer.id, section) : undefined} offerTakeOver={Boolean(user?.admin) && !roleRunsEvents(role)} />;
}

export function DashboardPage() {
  return <ClubPage section="events" />;
}

export function ClubPeoplePage() {
  return <ClubPage section="people" />;
}

export function ClubInsightsPage() {
  return <ClubPage section="insights" />;
}

export function ClubSettingsPage() {
  return <ClubPage section="settings" />;
}

export function ClubWebhooksPage() {
  return <ClubPage section="webhooks" />;
}
