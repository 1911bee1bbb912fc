import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMaximize } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayName } from '../../../domain/event-display.ts';
import { canCheckIn } from '../../../domain/policy/events.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { EventLoading, useEvent } from '../../events/events/index.ts';
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
  const screenRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  useDocumentTitle(`${event.data ? t('run.door.docTitle', { name: displayName(event.data.name) }) : t('run.door.docTitleLoading')} · Quad`);

  if (event.isPending) return <EventLoading />;
  if (event.isError || !onTeam) {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>{t('run.door.screen')}</Title>
        <Text role="alert" mt="md">
          {event.isError ? t('msg:fetchEventDataFailed') : t('run.door.notTeam')}
        </Text>
      </Container>
    );
  }
  const e = event.data;
  // The Fullscreen API is missing on some phones (iOS Safari for anything but video).
  const canFullScreen = typeof document !== 'undefined' && document.fullscreenEnabled;

  return (
    <Container size="lg" py="md">
      <Stack ref={screenRef} align="center" gap="md" p="md" bg="var(--mantine-color-body)">
        <Title order={1} ta="center">
          {displayName(e.name)}
        </Title>
        {door.isError && !door.data ? (
          <Alert color="red" role="alert" title={t('run.door.noCode')}>
            {problemMessage(door.error)}
          </Alert>
        ) : !door.data ? (
          <Center h="50vh">
            <Loader aria-label={t('run.door.loadingCode')} />
          </Center>
        ) : (
          <>
            <Text fz={{ base: 'xl', sm: '2rem' }} fw={700}>
              {t('run.door.scan')}
            </Text>
            <DoorQr url={door.data.url} />
            <Text c="dimmed" ta="center" maw={520}>
              {t('run.door.hint')}
            </Text>
            <CheckedInCount eventId={e.id} checkedIn={door.data.checkedIn} registrations={door.data.registrations} fz={{ base: 'xl', sm: '2rem' }} fw={700} />
          </>
        )}
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
