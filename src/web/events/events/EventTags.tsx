import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * An event's tags (up to three of the campus's) as small plain badges, in a list named
 * "Tags"; nothing when it has none. On the cards, in the details and on the event's page.
 */
export function EventTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Group component="ul" gap={4} aria-label={t('eventPage.tags')} style={plainList}>
      {tags.map((tag) => (
        <Badge key={tag} component="li" variant="default" size="sm" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
