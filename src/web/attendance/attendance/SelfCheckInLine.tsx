import { Button, Group } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/responses/events.ts';
import { CheckedInCount } from './CheckedInCount.tsx';

/** The manage page's door line: how many checked in, live; the door screen when students check themselves in. */
export function SelfCheckInLine({ event, checkedIn }: { event: Pick<EventView, 'id' | 'registrations' | 'selfCheckIn'>; checkedIn: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <CheckedInCount eventId={event.id} checkedIn={checkedIn} registrations={event.registrations} fw={600} />
      {event.selfCheckIn && (
        <Button component={Link} to={`/events/${encodeURIComponent(event.id)}/door`} variant="light" leftSection={<IconQrcode size={18} aria-hidden />}>
          {t('run.door.screen')}
        </Button>
      )}
    </Group>
  );
}
