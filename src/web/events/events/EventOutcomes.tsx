import { Badge, Group, Text } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOutcomes } from '../../infrastructure/api/outcomes.ts';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The learning outcomes an event names, by their names (GET /api/outcomes), in a list
 * named "Learning outcomes"; nothing when it names none, or before the names are read.
 */
export function EventOutcomes({ ids }: { ids: readonly string[] | undefined }) {
  const { t } = useTranslation();
  const outcomes = useOutcomes({ enabled: Boolean(ids?.length) }).data ?? [];
  const named = (ids ?? []).flatMap((id) => outcomes.find((o) => o.id === id) ?? []);
  if (named.length === 0) return null;
  return (
    <Group gap={6} align="center">
      <Text size="sm" c="dimmed" component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <IconTargetArrow size={16} aria-hidden /> {t('eventPage.youWillPractise')}
      </Text>
      <Group component="ul" gap={4} aria-label={t('eventPage.outcomes')} style={plainList}>
        {named.map((o) => (
          <Badge key={o.id} component="li" variant="outline" size="sm" tt="none" title={o.description || undefined}>
            {o.name}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}
