import { Anchor, Group, VisuallyHidden } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName } from '../../../domain/event-display.ts';
import { eventCalendarPath, eventPagePath } from '../../../domain/event-path.ts';
import type { EventView } from '../../../domain/events.ts';
import type { Language, UiLanguage } from '../../../domain/i18n/languages.ts';

/**
 * The `lang` of an event's own words (its name, its description) where they are not in the
 * page's language: an organizer's Kannada name on an English page is read as Kannada.
 */
export function useContentLang(language: Language | undefined): Language | undefined {
  const { i18n } = useTranslation();
  return language && language !== i18n.language ? language : undefined;
}

/**
 * The event's name as a link to its page, for inside a heading: alone in a card's heading
 * (cards, the profile, the club page) it is underlined on hover; beside other words in a
 * heading (`inText`), always, told apart from them by more than colour (WCAG 1.4.1).
 */
export function EventNameLink({ event, inText = false }: { event: Pick<EventView, 'id' | 'name' | 'language'>; inText?: boolean }) {
  const language = useTranslation().i18n.language as UiLanguage;
  const lang = useContentLang(event.language);
  return (
    <Anchor component={Link} to={eventPagePath(event.id)} inherit c="inherit" underline={inText ? 'always' : 'hover'} lang={lang}>
      {displayName(event.name, language)}
    </Anchor>
  );
}

/** Add to calendar: the event's .ics file; its name completes the link's name for screen readers. */
export function AddToCalendarLink({ event }: { event: Pick<EventView, 'id' | 'name'> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  return (
    <Anchor href={eventCalendarPath(event.id)} size="sm" download>
      <Group gap={4} component="span" wrap="nowrap">
        <IconCalendarPlus size={16} aria-hidden />
        {t('eventPage.addToCalendar')}
        <VisuallyHidden>: {displayName(event.name, language)}</VisuallyHidden>
      </Group>
    </Anchor>
  );
}
