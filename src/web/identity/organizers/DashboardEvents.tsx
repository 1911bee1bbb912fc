import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { displayDescription, displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { EventImage, EventNameLink, EventWhen, RegistrationCount, useDeleteEvent } from '../../events/events/index.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';

/**
 * The dashboard's event list; the club's owner and managers also get Edit, Manage and
 * Delete, its door staff the door's list for check-in.
 */
export function DashboardEvents({ events, runsClub, atDoor = false }: { events: EventView[]; runsClub: boolean; atDoor?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const remove = useDeleteEvent();
  if (events.length === 0) return <Text>{t('msg:noEventsYet')}</Text>;

  const confirmDelete = (event: EventView) =>
    openConfirmModal({
      title: t('ws.deleteTitle'),
      children: t('ws.deleteText', { name: displayName(event.name, language) }),
      labels: { confirm: t('ws.delete'), cancel: t('ws.keepIt') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(event.id, {
          onSuccess: () => notifySuccess(t('msg:eventDeleted')),
          onError: () => notifyError(t('msg:deleteEventFailed')),
        }),
    });

  return (
    <Stack gap="sm">
      {events.map((event) => (
        <Card key={event.id} withBorder padding="md" component="article" aria-labelledby={`dash-${event.id}`}>
          <Group align="flex-start" wrap="nowrap" gap="md">
            {/* The event's poster, small: the list reads like the club's page. Its words are the card's own. */}
            <Box w={112} visibleFrom="sm" style={{ flex: 'none', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
              <EventImage event={{ id: event.id, cardImageUrl: event.cardImageUrl, imageUrl: event.imageUrl }} height={72} />
            </Box>
            <Group justify="space-between" align="flex-start" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
              <Stack gap={4} style={{ flex: '1 1 320px' }}>
                <Group gap="xs">
                  <Title order={4} id={`dash-${event.id}`}>
                    <EventNameLink event={event} />
                  </Title>
                  {event.status === 'past' && <Badge color="gray" variant="light">{t('ws.status.past')}</Badge>}
                  {/* The campus office's review: only the club's team is shown these events. */}
                  {event.status === 'pending' && <Badge color="orange" variant="light">{t('ws.status.pending')}</Badge>}
                  {event.status === 'rejected' && <Badge color="red" variant="light">{t('ws.status.rejected')}</Badge>}
                </Group>
                {event.status === 'rejected' && event.reviewReason && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {t('ws.sentBackBy', { reason: event.reviewReason })}
                  </Text>
                )}
                <Text size="sm" lineClamp={2}>{displayDescription(event.description, language)}</Text>
                <Text size="sm">
                  <EventWhen event={event} />
                </Text>
                <div>
                  <RegistrationCount eventId={event.id} registrations={event.registrations} waitlisted={event.waitlisted} capacity={event.capacity} />
                </div>
              </Stack>
              {runsClub && (
                <Group gap="xs">
                  <Button component={Link} to={`/edit-event/${event.id}`} size="xs" variant="light" aria-label={t('ws.editNamed', { name: displayName(event.name, language) })}>
                    {t('ws.edit')}
                  </Button>
                  <Button component={Link} to={`/manage-event/${event.id}`} size="xs" variant="light" aria-label={t('ws.manageNamed', { name: displayName(event.name, language) })}>
                    {t('ws.manage')}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => confirmDelete(event)} aria-label={t('ws.deleteNamed', { name: displayName(event.name, language) })}>
                    {t('ws.delete')}
                  </Button>
                </Group>
              )}
              {!runsClub && atDoor && event.status !== 'past' && (
                <Button component={Link} to={`/manage-event/${event.id}`} size="xs" variant="light" aria-label={t('ws.checkInAt', { name: displayName(event.name, language) })}>
                  {t('ws.checkIn')}
                </Button>
              )}
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
