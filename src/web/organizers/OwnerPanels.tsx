import type { EventView } from '../../domain/events.ts';

/** What only the dashboard's owner sees below the events (feedback summary and insights). */
export function OwnerPanels(_props: { organizerId: string; events: EventView[] }) {
  return null;
}
