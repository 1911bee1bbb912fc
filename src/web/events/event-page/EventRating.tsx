import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { EventRating as Rating } from '../../../domain/responses/events.ts';

/** How a past event was rated, in words ('4.3 out of 5 · average from 12 ratings'); the star is decoration. */
export function EventRating({ rating }: { rating: Rating }) {
  const from = rating.count === 1 ? 'from 1 rating' : `average from ${rating.count} ratings`;
  return (
    <Group gap={8} wrap="nowrap">
      <IconStarFilled size={18} aria-hidden color="var(--mantine-color-yellow-6)" />
      <Text>{`${rating.average.toFixed(1)} out of 5 · ${from}`}</Text>
    </Group>
  );
}
