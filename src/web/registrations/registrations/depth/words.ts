import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EventView } from '../../../../domain/events.ts';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { translateMessage } from '../../../../domain/i18n/messages-in.ts';
import { STATUS_KEYS, type RegistrationStatus } from '../../../../domain/registration-status.ts';
import { registrationOpensMessage, windowTime } from '../../../../domain/registration-settings.ts';
import { PSEUDO_LANGUAGE } from '../../../../domain/i18n/languages.ts';
import type { RegisterOffer } from './registration-state.ts';

/** 'Wed 1 May 2030, 2:30 PM IST' (windowTime) in the page's language. */
export function windowTimeIn(instant: string | Date, timeZone: string, language: UiLanguage): string {
  return windowTime(instant, timeZone, language);
}

/**
 * The registration states and times in the page's language: the words of
 * registration-state.ts (which the tests read in English) through the catalogue.
 */
export function registrationWords(t: TFunction, language: UiLanguage) {
  const when = (instant: string | Date, zone: string) => windowTimeIn(instant, zone, language);
  return {
    status: (status: RegistrationStatus) => t(STATUS_KEYS[status]),
    registerLabel: (label: 'Register' | 'Enter the lottery') => (label === 'Register' ? t('register.register') : t('register.enterLottery')),
    joinWaitlist: (ahead: number, withAhead: boolean) => (withAhead ? t('register.joinWaitlistAhead', { ahead }) : t('register.joinWaitlist')),
    /** Why there is no Register button: the catalogue's message, or when registration opens. */
    offerText: (offer: Extract<RegisterOffer, { kind: 'message' }>, event: Pick<EventView, 'registrationOpensAt'>, zone: string) =>
      event.registrationOpensAt && offer.text === registrationOpensMessage(event.registrationOpensAt, zone)
        ? t('register.opensOn', { when: when(event.registrationOpensAt, zone) })
        : translateMessage(offer.text, language, language === PSEUDO_LANGUAGE),
    lotteryLine: (event: Pick<EventView, 'allocation' | 'drawAt' | 'drawnAt'>, zone: string) => {
      if (event.allocation !== 'lottery') return null;
      if (event.drawnAt) return t('register.lotteryDrawnOn', { when: when(event.drawnAt, zone) });
      return event.drawAt ? t('register.lotteryDrawOn', { when: when(event.drawAt, zone) }) : t('register.lottery');
    },
    drawOn: (drawAt: string, zone: string) => t('register.drawOn', { when: when(drawAt, zone) }),
    confirmBy: (offerExpiresAt: string, zone: string) => t('register.confirmBy', { when: when(offerExpiresAt, zone) }),
    drawnOn: (drawnAt: string, zone: string) => t('register.drawnOn', { when: when(drawnAt, zone) }),
  };
}

export function useRegistrationWords() {
  const { t, i18n } = useTranslation();
  return { t, ...registrationWords(t, i18n.language as UiLanguage) };
}
