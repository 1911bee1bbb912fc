import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { eventWhen } from '../../../domain/event-when.ts';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { checkInState, checkInWindow, DEFAULT_CHECK_IN_OPENS_HOURS, type CheckInState } from '../../../domain/policy/check-in.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';

/** setTimeout's longest delay (about 24.8 days); a later boundary is re-checked then. */
const MAX_DELAY = 2 ** 31 - 1;

export interface CheckInWindowView {
  state: CheckInState;
  /** What the manage page says beside the Check-in mode switch while it is off; null while open. */
  note: string | null;
}

/** The note beside a disabled Check-in mode switch: when it opens (campus time), or that it closed. */
export function checkInNote(state: CheckInState, opensAt: Date, timeZone: string, t: TFunction = translatorFor('en'), language: UiLanguage = 'en'): string | null {
  if (state === 'open') return null;
  return state === 'not-open' ? t('run.checkIn.opensAt', { when: eventWhen(opensAt, timeZone, undefined, language) }) : t('msg:checkInClosed');
}

/**
 * The event's check-in window as the server enforces it (src/domain/policy/check-in.ts,
 * with the server's CHECK_IN_OPENS_HOURS from /api/config), kept current: the page
 * re-renders when the window opens or closes.
 */
export function useCheckInWindow(startsAt: string | undefined): CheckInWindowView | undefined {
  const config = usePublicConfig().data;
  const { t, i18n } = useTranslation();
  const opensHours = config?.checkInOpensHours ?? DEFAULT_CHECK_IN_OPENS_HOURS;
  const timeZone = config?.timeZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const [now, setNow] = useState(() => new Date());
  const state = startsAt ? checkInState({ startsAt }, now, opensHours) : undefined;

  useEffect(() => {
    if (!startsAt || !state || state === 'closed') return;
    const { opensAt, closesAt } = checkInWindow({ startsAt }, opensHours);
    const boundary = state === 'not-open' ? opensAt : closesAt;
    const delay = Math.min(Math.max(boundary.getTime() - Date.now(), 0) + 250, MAX_DELAY);
    const timer = setTimeout(() => setNow(new Date()), delay);
    return () => clearTimeout(timer);
  }, [startsAt, opensHours, state, now]);

  if (!startsAt || !state) return undefined;
  return { state, note: checkInNote(state, checkInWindow({ startsAt }, opensHours).opensAt, timeZone, t, i18n.language as UiLanguage) };
}
