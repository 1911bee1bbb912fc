import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifyError, notifyInfo } from '../../infrastructure/components/notify.ts';
import { EmptyState, LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { EventDetails, useMyRegistrations } from '../../registrations/registrations/index.ts';
import { TICKETS_PATH } from '../../registrations/tickets/index.ts';
import { CalendarFeed } from './CalendarFeed.tsx';
import { FollowedClubs } from './FollowedClubs.tsx';
import { RegisteredEvent } from './RegisteredEvent.tsx';
import { useIsBeingLeft } from '../../app/leaving.ts';
import { isStudent } from '../../../domain/policy/actor.ts';

// Its switches, chips and the rules it checks with (zod) come after the page's own code.
const PreferencesPanel = lazy(() => import('./PreferencesPanel.tsx').then((m) => ({ default: m.PreferencesPanel })));
const NotificationsPanel = lazy(() => import('./NotificationsPanel.tsx').then((m) => ({ default: m.NotificationsPanel })));

export function ProfilePage() {
  const { usn = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const hasStudentProfile = isStudent(user) && Boolean(user.usn);
  const registrations = useMyRegistrations(hasStudentProfile);
  const [selected, setSelected] = useState<EventView | null>(null);
  const { t } = useTranslation();
  const orNA = (value: string | null | undefined) => (value && value.trim() ? value : t('common.notAvailable'));
  useDocumentTitle(`${user?.name ?? t('profile.documentTitle')} · Quad`);

  const beingLeft = useIsBeingLeft();

  useEffect(() => {
    if (beingLeft) return;
    if (!user) {
      // A guarded route (SPEC.md §2) with its own message (§8): say both.
      notifyInfo(t('msg:loginFirst'));
      notifyError(t('msg:loginToViewProfile'));
      navigate('/login', { replace: true, state: { from: `/${usn}/profile` } });
    } else if (!hasStudentProfile) {
      notifyError(t('msg:noStudentProfile'));
      navigate(isStudent(user) ? '/complete-profile' : '/student-signup', { replace: true });
    } else if (user.usn && usn !== user.usn) {
      // Only one's own profile: the address follows the signed-in student.
      navigate(`/${encodeURIComponent(user.usn)}/profile`, { replace: true });
    }
  }, [user, hasStudentProfile, usn, navigate, beingLeft, t]);

  if (!user || !hasStudentProfile) return null;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Card withBorder component="section" aria-labelledby="profile-name">
          <Group justify="space-between" align="flex-start">
            <Title order={1} id="profile-name">
              {user.name}
            </Title>
            <Group gap="md">
              <Anchor component={Link} to={TICKETS_PATH}>
                {t('profile.tickets')}
              </Anchor>
              <Anchor component={Link} to="/account">
                {t('profile.account')}
              </Anchor>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing={4}>
            <Text>{t('profile.email', { email: user.email })}</Text>
            <Text>{t('profile.usn', { usn: user.usn })}</Text>
            <Text>{t('profile.semester', { semester: orNA(user.semester) })}</Text>
            <Text>{t('profile.contact', { phone: orNA(user.phone) })}</Text>
          </SimpleGrid>
        </Card>

        <QueryState
          query={registrations}
          loadingLabel={t('profile.loadingEvents')}
          skeleton={<LinesSkeleton rows={4} height={72} />}
          errorMessage={`${t('msg:errorLoadingProfile')}${problemMessage(registrations.error)}`}
        >
          {(data) => (
            <>
              <Stack gap="sm" component="section" aria-labelledby="upcoming-registered">
                <Title order={2} id="upcoming-registered">
                  {t('profile.upcoming')}
                </Title>
                {data.upcoming.length === 0 ? (
                  <EmptyState text={t('msg:noUpcomingEvents')} />
                ) : (
                  data.upcoming.map((r) => <RegisteredEvent key={r.id} registration={r} onDetails={setSelected} />)
                )}
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="past-registered">
                <Title order={2} id="past-registered">
                  {t('profile.past')}
                </Title>
                {data.past.length === 0 ? (
                  <EmptyState text={t('msg:noPastEvents')} />
                ) : (
                  data.past.map((r) => <RegisteredEvent key={r.id} registration={r} onDetails={setSelected} />)
                )}
              </Stack>
            </>
          )}
        </QueryState>
        <FollowedClubs />
        <CalendarFeed />
        <Suspense fallback={null}>
          <PreferencesPanel />
        </Suspense>
        <Suspense fallback={null}>
          <NotificationsPanel />
        </Suspense>
      </Stack>
      <EventDetails event={selected} onClose={() => setSelected(null)} />
    </Container>
  );
}
