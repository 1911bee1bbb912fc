import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { doorClock } from './door-queue.ts';
import type { DoorSync } from './useDoorSync.ts';

/**
 * The door's offline state: that the network is gone and how fresh the device's
 * list is, and each scan waiting to sync ("Saved, will sync"), with how many.
 */
export function DoorQueue({ door }: { door: DoorSync }) {
  const { online, list, waiting, syncing } = door;
  const { t, i18n } = useTranslation();
  const clock = (iso: string) => doorClock(iso, i18n.language as UiLanguage);
  return (
    <Stack gap="sm">
      {!online && (
        <Alert color="orange" icon={<IconWifiOff size={18} aria-hidden />} title={t('run.door.offline')}>
          {list ? t('run.door.offlineList', { time: clock(list.readAt) }) : t('msg:noDoorList')}
        </Alert>
      )}
      {waiting.length > 0 && (
        <Card withBorder component="section" aria-labelledby="door-queue-heading">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h5" id="door-queue-heading">
                {t('run.door.waiting', { count: waiting.length })}
              </Title>
              <Button size="xs" variant="light" onClick={() => void door.flush()} loading={syncing} disabled={!online}>
                {t('run.door.syncNow')}
              </Button>
            </Group>
            <List spacing={4} aria-label={t('run.door.waitingList')}>
              {waiting.map((w) => (
                <List.Item key={w.key}>
                  <Text span fw={600}>
                    {w.entry ? `${w.entry.name} (${w.entry.usn})` : 'ticket' in w ? t('run.door.ticket', { ticket: w.ticket }) : t('run.door.registration', { id: w.registrationId })}
                  </Text>{' '}
                  {t('run.door.savedAt', { time: clock(w.at), status: t('msg:savedWillSync') })}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
