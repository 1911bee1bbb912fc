import { Alert, Badge, Button, Card, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { describeDevice } from '../../../domain/device.ts';
import { NOTIFICATION_CATEGORIES, PUSH_ONLY_CATEGORIES, type NotificationCategory, type NotificationChannel } from '../../../domain/push.ts';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { currentSubscription, notificationPermission, pushSupport, type PushSupport } from '../../infrastructure/pwa/push.ts';
import { thisDevice, usePreferences, usePushSubscriptions, useRemovePushSubscription, useSavePreferences, useTurnOnPush } from './api.ts';

const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  tickets: 'Tickets and registrations',
  offers: 'Waitlist offers',
  reminders: 'Reminders before events',
  announcements: 'Announcements from organizers',
  changes: 'Event changes and cancellations',
  clubs: 'New events from clubs you follow',
};

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  push: 'Notification',
  email: 'E-mail',
  both: 'Notification and e-mail',
  neither: 'Neither',
};

const ADDED = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Push notifications on the profile: "Turn on notifications" (the browser asks its
 * permission only when it is pressed), what to do on an iPhone, this person's devices with
 * a way to remove each, and how each kind of message comes: notification, e-mail, both or
 * neither.
 */
export function NotificationsPanel() {
  // What the browser can do is known only in the browser: read after the first render.
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [subscribedHere, setSubscribedHere] = useState(false);
  const devices = usePushSubscriptions();
  const turnOn = useTurnOnPush();
  const remove = useRemovePushSubscription();
  const here = thisDevice();

  useEffect(() => {
    setSupport(pushSupport());
    void currentSubscription().then((s) => setSubscribedHere(Boolean(s)), () => undefined);
  }, [turnOn.isSuccess, remove.isSuccess]);

  const listed = devices.data?.subscriptions ?? [];
  const onHere = subscribedHere && listed.some((d) => d.id === here);

  return (
    <Card withBorder component="section" aria-labelledby="notifications-title">
      <Title order={2} size="h4" id="notifications-title">
        Notifications
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Reminders, seat offers and news from your clubs on your lock screen, as they happen.
      </Text>
      <Stack gap="md" mt="sm">
        {support === 'supported' && !onHere && (
          <div>
            <Button onClick={() => turnOn.mutate(undefined, { onError: (error) => notifyError(errorMessage(error)) })} loading={turnOn.isPending}>
              Turn on notifications
            </Button>
            {notificationPermission() === 'denied' && (
              <Text size="sm" mt={4} c="dimmed">
                Notifications are blocked for this site: allow them in your browser&apos;s site settings first.
              </Text>
            )}
          </div>
        )}
        {support === 'supported' && onHere && (
          <Text size="sm" role="status">
            Notifications are on for this device.
          </Text>
        )}
        {support === 'unsupported' && <Text size="sm">This browser cannot show notifications from websites. Try Chrome, Edge, Firefox or Safari.</Text>}
        <Alert variant="light" title="On an iPhone or iPad" p="sm">
          <Text size="sm">
            {support === 'ios-add-to-home-screen' ? 'First add Quad to your home screen: ' : 'Add Quad to your home screen first: '}
            tap Share, then Add to Home Screen. Open Quad from the home screen and turn notifications on there (iOS 16.4 or later).
          </Text>
        </Alert>

        <div>
          <Text size="sm" fw={500} id="devices-label">
            Your devices
          </Text>
          {devices.isPending ? (
            <Loader size="sm" mt="xs" aria-label="Loading your devices" />
          ) : listed.length === 0 ? (
            <Text size="sm" c="dimmed">
              Notifications are not on for any device.
            </Text>
          ) : (
            <Stack component="ul" gap="xs" mt="xs" aria-labelledby="devices-label" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {listed.map((device) => {
                const name = describeDevice(device.userAgent);
                return (
                  <Group component="li" key={device.id} justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        {device.id === here && (
                          <Badge size="sm" variant="light">
                            This device
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed">
                        Added {ADDED.format(new Date(device.createdAt))}
                      </Text>
                    </div>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      aria-label={`Remove ${name}${device.id === here ? ' (this device)' : ''}`}
                      loading={remove.isPending && remove.variables === device.id}
                      onClick={() => remove.mutate(device.id, { onError: (error) => notifyError(errorMessage(error)) })}
                    >
                      Remove
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          )}
        </div>
        <ChannelChoices />
      </Stack>
    </Card>
  );
}

/** How each kind of message comes; saved at once, like the other preferences. */
function ChannelChoices() {
  const preferences = usePreferences();
  const save = useSavePreferences((error) => notifyError(errorMessage(error)));
  if (!preferences.data) return null;
  const chosen = preferences.data.notifications;
  return (
    <div role="group" aria-labelledby="channels-label">
      <Text size="sm" fw={500} id="channels-label">
        How each message reaches you
      </Text>
      <Text size="xs" c="dimmed">
        Notifications go to the devices above. Until one is on, reminders come by e-mail.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" mt="xs">
        {NOTIFICATION_CATEGORIES.map((category) => {
          const options = PUSH_ONLY_CATEGORIES.includes(category) ? (['push', 'neither'] as const) : (['push', 'email', 'both', 'neither'] as const);
          return (
            <NativeSelect
              key={category}
              label={CATEGORY_LABELS[category]}
              value={chosen[category]}
              data={options.map((o) => ({ value: o, label: CHANNEL_LABELS[o] }))}
              onChange={(ev) => save.mutate({ notifications: { [category]: ev.currentTarget.value as NotificationChannel } })}
            />
          );
        })}
      </SimpleGrid>
    </div>
  );
}
