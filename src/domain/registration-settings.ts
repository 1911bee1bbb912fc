import { eventWhen } from './event-when.ts';
import type { UiLanguage } from './i18n/languages.ts';
import { MSG } from './messages.ts';
import type { Allocation } from './registration-status.ts';

/** How an event takes registrations, as the rules read it. */
export interface RegistrationSettings {
  approval: boolean;
  opensAt: string | null;
  closesAt: string | null;
  claimHours: number | null;
  allocation: Allocation;
  drawAt: string | null;
  /** Students check themselves in by scanning the door screen's code. */
  selfCheckIn: boolean;
}

export const CLAIM_HOURS_MAX = 168;

const at = (instant: string | Date) => new Date(instant).getTime();

/**
 * What is wrong with the settings of an event starting at `startsAt`, as the field it
 * belongs to and the message; null when they hold together. Judged on the whole event
 * after an edit, so a change to one field is checked against the others as stored.
 */
export function registrationSettingsProblem(s: RegistrationSettings, startsAt: string | Date): { field: string; message: string } | null {
  if (s.opensAt && s.closesAt && at(s.opensAt) >= at(s.closesAt)) return { field: 'registrationClosesAt', message: MSG.windowOrder };
  if (s.allocation === 'lottery') {
    if (s.approval) return { field: 'approval', message: MSG.approvalWithLottery };
    if (!s.drawAt) return { field: 'drawAt', message: MSG.drawAtRequired };
    if (at(s.drawAt) > at(startsAt)) return { field: 'drawAt', message: MSG.drawAfterStart };
  }
  return null;
}

/** 'Tue 25 Nov 2026, 6:30 PM IST': an instant as the window messages write it (Intl's words in Hindi and Kannada). */
export const windowTime = (instant: string | Date, timeZone: string, language?: UiLanguage) => eventWhen(instant, timeZone, undefined, language).replace(' · ', ', ');

/** 'Registration opens on Tue 25 Nov 2026, 6:30 PM IST.' */
export const registrationOpensMessage = (opensAt: string | Date, timeZone: string) => `Registration opens on ${windowTime(opensAt, timeZone)}.`;

export type WindowState = 'not-open' | 'open' | 'closed';

/** Whether registration is open at `now`: before its opening, within its window, or closed (by its close or the event's start). */
export function registrationWindowState(event: { startsAt: string | Date; opensAt?: string | Date | null; closesAt?: string | Date | null }, now = new Date()): WindowState {
  const t = now.getTime();
  if (event.opensAt && t < at(event.opensAt)) return 'not-open';
  if ((event.closesAt && t >= at(event.closesAt)) || t >= at(event.startsAt)) return 'closed';
  return 'open';
}

/**
 * A lottery's draw is held, and it takes no more entrants, once it has run or its draw
 * time has come (the sweep may not have run it yet). First come, first served has no draw.
 */
export function isDrawHeld(
  event: { allocation: Allocation; drawAt?: string | Date | null; drawnAt?: string | Date | null },
  now = new Date(),
): boolean {
  if (event.allocation !== 'lottery') return false;
  return Boolean(event.drawnAt) || (event.drawAt != null && new Date(event.drawAt).getTime() <= now.getTime());
}
