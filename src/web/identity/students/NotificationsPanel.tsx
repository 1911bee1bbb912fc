import { Alert, Badge, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, type UiLanguage } from '../../../domain/i18n/languages.ts';
import { describeDevice } from '../../../domain/device.ts';
import { NOTIFICATION_CATEGORIES, PUSH_ONLY_CATEGORIES, type NotificationCategory, type NotificationChannel } from '../../../domain/push.ts';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { currentSubscription, notificationPermission, pushSupport, type PushSupport } from '../../infrastructure/pwa/push.ts';
import { thisDevice, usePreferences, usePushSubscriptions, useRemovePushSubscription, useSavePreferences, useTurnOnPush } from './api.ts';

/** Each kind of message and each way it comes, by their catalogue keys. */
const CATEGORY_LABELS = {
  tickets: 'notifications.category.tickets',
  offers: 'notifications.category.offers',
  reminders: 'notifications.category.reminders',
  announcements: 'notifications.category.announcements',
  changes: 'notifications.category.changes',
  clubs: 'notifications.category.clubs',
} as const satisfies Record<NotificationCategory, string>;

const CHANNEL_LABELS = {
  push: 'notifications.channel.push',
  email: 'notifications.channel.email',
  both: 'notifications.channel.both',
  neither: 'notifications.channel.neither',
} as const satisfies Record<NotificationChannel, string>;

// English keeps its 'Nov 3, 2026'; Hindi and Kannada are Intl's in their language.
const addedFormats = new Map<UiLanguage, Intl.DateTimeFormat>();
function addedFormat(language: UiLanguage): Intl.DateTimeFormat {
  let f = addedFormats.get(language);
  if (!f) addedFormats.set(language, (f = new Intl.DateTimeFormat(language === 'hi' || language === 'kn' ? intlLocale(language) : 'en-US', { day: 'numeric', month: 'short', year: 'numeric' })));
  return f;
}

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
  const { t, i18n } = useTranslation();

  useEffect(() => {
    setSupport(pushSupport());
    void currentSubscription().then((s) => setSubscribedHere(Boolean(s)), () => undefined);
  }, [turnOn.isSuccess, remove.isSuccess]);

  const listed = devices.data?.subscriptions ?? [];
  const onHere = subscribedHere && listed.some((d) => d.id === here);

  return (
    <Card withBorder component="section" aria-labelledby="notifications-title">
      <Title order={2} size="h4" id="notifications-title">
        {t('notifications.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {t('notifications.intro')}
      </Text>
      <Stack gap="md" mt="sm">
        {support === 'supported' && !onHere && (
          <div>
            <Button onClick={() => turnOn.mutate(undefined, { onError: (error) => notifyError(errorMessage(error)) })} loading={turnOn.isPending}>
              {t('notifications.turnOn')}
            </Button>
            {notificationPermission() === 'denied' && (
              <Text size="sm" mt={4} c="dimmed">
                {t('notifications.blocked')}
              </Text>
            )}
          </div>
        )}
        {support === 'supported' && onHere && (
          <Text size="sm" role="status">
            {t('notifications.onHere')}
          </Text>
        )}
        {support === 'unsupported' && <Text size="sm">{t('notifications.unsupported')}</Text>}
        <Alert variant="light" title={t('notifications.iosTitle')} p="sm">
          <Text size="sm">
            {t('notifications.iosSteps', { first: support === 'ios-add-to-home-screen' ? 'yes' : 'no' })}
          </Text>
        </Alert>

        <div>
          <Text size="sm" fw={500} id="devices-label">
            {t('notifications.devices')}
          </Text>
          <QueryState
            query={devices}
            loadingLabel={t('notifications.loadingDevices')}
            skeleton={<LinesSkeleton rows={2} height={36} gap="xs" />}
            isEmpty={() => listed.length === 0}
            empty={{ text: t('notifications.noDevices') }}
          >
            {() => (
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
                              {t('notifications.thisDevice')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {t('notifications.added', { date: addedFormat(i18n.language as UiLanguage).format(new Date(device.createdAt)) })}
                        </Text>
                      </div>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={t('notifications.removeNamed', { name, here: device.id === here ? 'yes' : 'no' })}
                        loading={remove.isPending && remove.variables === device.id}
                        onClick={() => remove.mutate(device.id, { onError: (error) => notifyError(errorMessage(error)) })}
                      >
                        {t('notifications.remove')}
                      </Button>
                    </Group>
                  );
                })}
              </Stack>
            )}
          </QueryState>
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
  const { t } = useTranslation();
  if (!preferences.data) return null;
  const chosen = preferences.data.notifications;
  return (
    <div role="group" aria-labelledby="channels-label">
      <Text size="sm" fw={500} id="channels-label">
        {t('notifications.channels')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('notifications.channelsHelp')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" mt="xs">
        {NOTIFICATION_CATEGORIES.map((category) => {
          const options = PUSH_ONLY_CATEGORIES.includes(category) ? (['push', 'neither'] as const) : (['push', 'email', 'both', 'neither'] as const);
          return (
            <NativeSelect
              key={category}
              label={t(CATEGORY_LABELS[category])}
              value={chosen[category]}
              data={options.map((o) => ({ value: o, label: t(CHANNEL_LABELS[o]) }))}
              onChange={(ev) => save.mutate({ notifications: { [category]: ev.currentTarget.value as NotificationChannel } })}
            />
          );
        })}
      </SimpleGrid>
    </div>
  );
}
