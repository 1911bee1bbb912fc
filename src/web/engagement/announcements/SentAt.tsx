import { useTranslation } from 'react-i18next';
import { eventWhen } from '../../../domain/event-when.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { useCampusToday } from '../../infrastructure/components/use-campus-today.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * When a message was sent, as the rest of Quad writes times: 'Today · 6:30 PM IST' or
 * 'Tue 25 Nov 2026 · 6:30 PM IST', in the campus time zone, as a <time> machines read.
 */
export function SentAt({ at }: { at: string }) {
  const zone = usePublicConfig().data?.timeZone;
  const today = useCampusToday(zone);
  const language = useTranslation().i18n.language as UiLanguage;
  return <time dateTime={at}>{eventWhen(at, zone ?? browserZone(), today, language)}</time>;
}
