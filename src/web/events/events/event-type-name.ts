import { useTranslation } from 'react-i18next';
import type { EventType } from '../../../domain/events.ts';

/** Each type's name in the catalogue (stored and sent in English: 'Club Event'). */
const TYPE_NAMES = {
  Workshop: 'eventType.workshop',
  Seminar: 'eventType.seminar',
  Fest: 'eventType.fest',
  'Club Event': 'eventType.clubEvent',
  Competition: 'eventType.competition',
  General: 'eventType.general',
} as const satisfies Record<EventType, string>;

/** An event type's name in the page's language. */
export function useEventTypeName(): (type: EventType) => string {
  const { t } = useTranslation();
  return (type) => t(TYPE_NAMES[type]);
}
