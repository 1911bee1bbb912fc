import { Badge, Text } from '@mantine/core';
import type { EventView } from '../../../../domain/events.ts';
import type { RegistrationStatus } from '../../../../domain/registration-status.ts';
import { useCampusZone } from './clock.ts';
import { STATUS_COLORS } from './registration-state.ts';
import { useRegistrationWords } from './words.ts';

/** The student's state on an event in a word or two: 'Registered', 'Pending approval', 'Seat offered'… */
export function StatusBadge({ status }: { status: RegistrationStatus }) {
  const words = useRegistrationWords();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {words.status(status)}
    </Badge>
  );
}

interface StatusLinesProps {
  event: Pick<EventView, 'drawAt' | 'drawnAt'>;
  status: RegistrationStatus;
  offerExpiresAt?: string | null;
  /** The deadline is shown by a Confirm my seat button nearby (ConfirmSeat): not again here. */
  withDeadline?: boolean;
}

/**
 * What the state means in time, under its badge: an entrant's 'Draw on <date, time>' and
 * an offered seat's 'Confirm by <date, time>', in the campus zone (absolute times: the
 * page the server rendered and the browser agree on them).
 */
export function StatusLines({ event, status, offerExpiresAt, withDeadline = true }: StatusLinesProps) {
  const zone = useCampusZone();
  const words = useRegistrationWords();
  if (status === 'entered' && event.drawAt && !event.drawnAt) {
    return (
      <Text size="sm" c="dimmed">
        {words.drawOn(event.drawAt, zone)}
      </Text>
    );
  }
  if (status === 'offered' && offerExpiresAt && withDeadline) {
    return (
      <Text size="sm" fw={500}>
        {words.confirmBy(offerExpiresAt, zone)}
      </Text>
    );
  }
  return null;
}

type LotteryEvent = Pick<EventView, 'allocation' | 'drawAt' | 'drawnAt'>;

function LotteryText({ event, size }: { event: LotteryEvent; size: 'sm' | 'md' }) {
  const words = useRegistrationWords();
  return <Text size={size}>{words.lotteryLine(event, useCampusZone())}</Text>;
}

/** 'Seats by lottery · draw on <date, time>' on a lottery event; nothing (and no hook: every card has one) on others. */
export function LotteryLine({ event, size = 'sm' }: { event: LotteryEvent; size?: 'sm' | 'md' }) {
  return event.allocation === 'lottery' ? <LotteryText event={event} size={size} /> : null;
}
