import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventRating as Rating } from '../../../domain/responses/events.ts';

/** How a past event was rated, in words ('4.3 out of 5 · average from 12 ratings'); the star is decoration. */
export function EventRating({ rating }: { rating: Rating }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <IconStarFilled size={18} aria-hidden color="var(--mantine-color-yellow-6)" />
      <Text>{t('eventPage.rating', { count: rating.count, average: rating.average.toFixed(1) })}</Text>
    </Group>
  );
}
