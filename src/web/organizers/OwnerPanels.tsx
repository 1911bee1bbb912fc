import type { EventView } from '../../domain/events.ts';
import { FeedbackSummaryPanel } from '../feedback/index.ts';

/** What only the dashboard's owner sees below the events: feedback and insights. */
export function OwnerPanels({ organizerId, events }: { organizerId: string; events: EventView[] }) {
  return <FeedbackSummaryPanel organizerId={organizerId} events={events} />;
}
