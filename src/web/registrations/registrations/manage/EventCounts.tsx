import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { displayCapacity } from '../../../../domain/event-display.ts';
import type { EventView } from '../../../../domain/responses/events.ts';
import type { RegistrationList } from '../../../../domain/responses/registrations.ts';
import { windowTime } from '../../../../domain/registration-settings.ts';
import { usePublicConfig } from '../../../infrastructure/api/config.ts';
import { RegistrationCount } from '../../../events/events/index.ts';

/** The campus time zone (GET /api/config), the browser's own until it is known. */
export function useCampusZone(): string {
  return usePublicConfig().data?.timeZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

type CountedEvent = Pick<EventView, 'id' | 'capacity' | 'registrations' | 'waitlisted' | 'approval' | 'pending' | 'allocation' | 'entered' | 'drawAt' | 'drawnAt'>;

/** A lottery's state: '12 entered · draw on <date, time>' until the draw, then when it was drawn and where to check it. */
function LotteryLine({ event, timeZone }: { event: CountedEvent; timeZone: string }) {
  if (event.drawnAt) {
    return (
      <Text>
        Drawn on {windowTime(event.drawnAt, timeZone)} ·{' '}
        <Anchor href={`/api/events/${encodeURIComponent(event.id)}/draw`}>Check the draw</Anchor>
      </Text>
    );
  }
  return (
    <Text>
      {event.entered} entered{event.drawAt ? ` · draw on ${windowTime(event.drawAt, timeZone)}` : ''}
    </Text>
  );
}

/** The event's places and counts: seats taken and waitlisted (live), pending approval, the lottery. */
export function EventCounts({ event, timeZone }: { event: CountedEvent; timeZone: string }) {
  return (
    <Card withBorder component="section" aria-label="Places and registrations">
      <Stack gap={4}>
        <Text>Max participants: {displayCapacity(event.capacity)}</Text>
        <Text>
          <RegistrationCount eventId={event.id} registrations={event.registrations} waitlisted={event.waitlisted} capacity={event.capacity} />
        </Text>
        {event.approval && <Text>{event.pending} pending approval</Text>}
        {event.allocation === 'lottery' && <LotteryLine event={event} timeZone={timeZone} />}
      </Stack>
    </Card>
  );
}

/** 'T-shirt size: S 3 · M 5 · L 2' for each one-choice question, above the list. */
export function OptionCountsSummary({ optionCounts }: { optionCounts: RegistrationList['optionCounts'] }) {
  if (!optionCounts || optionCounts.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="answer-counts-heading" padding="sm">
      <Stack gap={4}>
        <Title order={2} size="h5" id="answer-counts-heading">
          Answer counts
        </Title>
        {optionCounts.map((q) => (
          <Text key={q.questionId} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {q.label}: {q.counts.map((c) => `${c.option} ${c.count}`).join(' · ')}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
