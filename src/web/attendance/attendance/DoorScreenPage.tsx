import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMaximize } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { canCheckIn } from '../../../domain/policy/events.ts';
import type { EventView } from '../../../domain/events.ts';
import { PageProblem, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useSession } from '../../infrastructure/api/session.ts';
import { EventSkeleton, useEvent } from '../../events/events/index.ts';
import { useDoorCode } from './api.ts';
import { CheckedInCount } from './CheckedInCount.tsx';
import { DoorQr } from './DoorQr.tsx';

/** Words of the door screen in English, as the tests read them (the page says them through the catalogue's run.door.*). */
export const DOOR_TEXT = {
  scan: 'Scan to check in',
  hint: 'Open your phone’s camera and point it at the code. Registered students only.',
  fullScreen: 'Full screen',
  notTeam: 'Only the club’s team can open the door screen.',
} as const;

/** The code's place while it is read: the line above it, the square and the count. */
function DoorSkeleton() {
  return (
    <Stack align="center" gap="md">
      <Skeleton height={36} width={280} radius="sm" />
      <Skeleton width="min(70vh, 88vw)" maw={640} style={{ aspectRatio: '1' }} radius={12} />
      <Skeleton height={36} width={220} radius="sm" />
    </Stack>
  );
}

/**
 * The door screen: an officer opens it on a laptop or tablet at the door. It
 * shows the event's current code as a QR code (a new one every 30 seconds) and how many
 * have checked in, live.
 */
export function DoorScreenPage() {
  const { eventId = '' } = useParams();
  const { user } = useSession();
  const event = useEvent(eventId);
  const onTeam = Boolean(event.data && canCheckIn(user, { organizerId: event.data.organizer.id }));
  const door = useDoorCode(eventId, onTeam);
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  useDocumentTitle(`${event.data ? t('run.door.docTitle', { name: displayName(event.data.name, language) }) : t('run.door.docTitleLoading')} · Quad`);

  // Refused or failed, the screen says so under its own name.
  const problem = (says: ReactNode) => <PageProblem heading={t('run.door.screen')}>{says}</PageProblem>;
  return (
    <QueryState query={event} loadingLabel={t('eventPage.loading')} skeleton={<EventSkeleton />} errorMessage={t('msg:fetchEventDataFailed')} errorFrame={problem}>
      {(e) => (onTeam ? <DoorScreen event={e} door={door} /> : problem(<Text role="alert">{t('run.door.notTeam')}</Text>))}
    </QueryState>
  );
}

/** The event's code as a QR code, a new one every 30 seconds, and the count, for the team at the door. */
function DoorScreen({ event: e, door }: { event: EventView; door: ReturnType<typeof useDoorCode> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const screenRef = useRef<HTMLDivElement>(null);
  // The Fullscreen API is missing on some phones (iOS Safari for anything but video).
  const canFullScreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  return (
    <Container size="lg" py="md">
      <Stack ref={screenRef} align="center" gap="md" p="md" bg="var(--mantine-color-body)">
        <Title order={1} ta="center">
          {displayName(e.name, language)}
        </Title>
        <QueryState
          query={door}
          loadingLabel={t('run.door.loadingCode')}
          skeleton={<DoorSkeleton />}
          errorFrame={(error) => (
            <Alert color="red" title={t('run.door.noCode')}>
              {error}
            </Alert>
          )}
        >
          {(code) => (
            <>
              <Text fz={{ base: 'xl', sm: '2rem' }} fw={700}>
                {t('run.door.scan')}
              </Text>
              <DoorQr url={code.url} />
              <Text c="dimmed" ta="center" maw={520}>
                {t('run.door.hint')}
              </Text>
              <CheckedInCount eventId={e.id} checkedIn={code.checkedIn} registrations={code.registrations} fz={{ base: 'xl', sm: '2rem' }} fw={700} />
            </>
          )}
        </QueryState>
        <Group>
          {canFullScreen && (
            <Button leftSection={<IconMaximize size={18} aria-hidden />} variant="default" onClick={() => void screenRef.current?.requestFullscreen().catch(() => {})}>
              {t('run.door.fullScreen')}
            </Button>
          )}
          <Button component={Link} to={`/manage-event/${encodeURIComponent(e.id)}`} variant="subtle">
            {t('run.door.backToManage')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
