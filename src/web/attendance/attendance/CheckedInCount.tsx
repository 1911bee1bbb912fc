import { Text, type TextProps } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveCounts } from '../../events/events/index.ts';

interface Props extends TextProps {
  eventId: string;
  /** The counts last read (the door code's, or the manage page's list); undefined while unknown. */
  checkedIn: number | undefined;
  registrations: number;
}

/**
 * "N of M checked in", kept live by GET /api/live (every check-in, at the door
 * or by the student's own scan, tells the stream). Polite: a screen reader hears the new
 * count when it is done speaking, not in the middle of something else.
 */
export function CheckedInCount({ eventId, checkedIn, registrations, ...text }: Props) {
  const { t } = useTranslation();
  const live = useLiveCounts(eventId, { registrations, waitlisted: 0, checkedIn });
  // A count known once stays shown while a search narrows the list it was read from.
  const known = useRef<number | undefined>(undefined);
  if (live.checkedIn !== undefined) known.current = live.checkedIn;
  return (
    <Text aria-live="polite" {...text}>
      {known.current === undefined ? '\u00a0' : t('run.door.checkedIn', { count: known.current, registrations: live.registrations })}
    </Text>
  );
}
