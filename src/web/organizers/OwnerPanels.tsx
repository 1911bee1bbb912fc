import { Stack } from '@mantine/core';
import type { EventView } from '../../domain/events.ts';
import { DeleteAccount } from '../account/DeleteAccount.tsx';

/** What only the dashboard's owner sees below the events. */
export function OwnerPanels(_props: { organizerId: string; events: EventView[] }) {
  return (
    <Stack gap="lg">
      <DeleteAccount role="organizer" />
    </Stack>
  );
}
