import { useTranslation } from 'react-i18next';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { displayOrganizer } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { useSession } from '../../infrastructure/api/session.ts';

/** The organizer's name: a link to its dashboard, except on the organizer's own events. */
export function OrganizerName({ organizer }: { organizer: { id: string; name: string } }) {
  const language = useTranslation().i18n.language as UiLanguage;
  const { user } = useSession();
  const name = displayOrganizer(organizer.name, language);
  if (!organizer.id) {
    console.warn('event without an organizing group id');
    return <Text size="sm" span>{name}</Text>;
  }
  if (user?.id === organizer.id) {
    return (
      <Text size="sm" span fw={600}>
        {name}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={`/${encodeURIComponent(organizer.id)}/dashboard`} size="sm" fw={600}>
      {name}
    </Anchor>
  );
}
