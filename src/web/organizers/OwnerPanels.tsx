import { Stack } from '@mantine/core';
import type { EventView } from '../../domain/events.ts';
import { DeleteAccount } from '../account/DeleteAccount.tsx';
import { FeedbackSummaryPanel } from '../feedback/FeedbackSummaryPanel.tsx';

/** What only the dashboard's owner sees below the events: feedback, insights, account. */
export function OwnerPanels({ organizerId, events }: { organizerId: string; events: EventView[] }) {
  return (
    <Stack gap="lg">
      <FeedbackSummaryPanel organizerId={organizerId} events={events} />
      <DeleteAccount role="organizer" />
    </Stack>
  );
}
