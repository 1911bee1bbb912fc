import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { MSG } from '../../../domain/messages.ts';
import type { DoorSync } from './useDoorSync.ts';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/**
 * The door's offline state: that the network is gone and how fresh the device's
 * list is, and each scan waiting to sync ("Saved, will sync"), with how many.
 */
export function DoorQueue({ door }: { door: DoorSync }) {
  const { online, list, waiting, syncing } = door;
  return (
    <Stack gap="sm">
      {!online && (
        <Alert color="orange" icon={<IconWifiOff size={18} aria-hidden />} title="Offline">
          {list
            ? `Tickets are checked against this device's list (read at ${clock(list.readAt)}) and saved until the network returns.`
            : MSG.noDoorList}
        </Alert>
      )}
      {waiting.length > 0 && (
        <Card withBorder component="section" aria-labelledby="door-queue-heading">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h5" id="door-queue-heading">
                Waiting to sync: {waiting.length}
              </Title>
              <Button size="xs" variant="light" onClick={() => void door.flush()} loading={syncing} disabled={!online}>
                Sync now
              </Button>
            </Group>
            <List spacing={4} aria-label="Scans waiting to sync">
              {waiting.map((w) => (
                <List.Item key={w.key}>
                  <Text span fw={600}>
                    {w.entry ? `${w.entry.name} (${w.entry.usn})` : 'ticket' in w ? `Ticket ${w.ticket}` : `Registration ${w.registrationId}`}
                  </Text>{' '}
                  at {clock(w.at)}: {MSG.savedWillSync}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
