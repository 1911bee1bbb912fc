import { Badge, NativeSelect, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translatorFor } from '../../../../domain/i18n/messages-in.ts';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import type { EventView } from '../../../../domain/responses/events.ts';
import type { RegistrationView } from '../../../../domain/responses/registrations.ts';
import { REGISTRANT_STATUS_KEYS, REGISTRATION_STATUSES, type RegistrationStatus } from '../../../../domain/registration-status.ts';
import { windowTimeIn } from '../depth/words.ts';

const STATUS_COLORS: Record<RegistrationStatus, string> = {
  registered: 'green',
  offered: 'teal',
  waitlisted: 'orange',
  pending: 'blue',
  entered: 'grape',
  declined: 'gray',
};

/** 'Confirm by Tue 25 Nov 2026, 6:30 PM IST': how long an offered seat stays the student's. */
export const offerDeadline = (offerExpiresAt: string, timeZone: string, t: TFunction = translatorFor('en'), language: UiLanguage = 'en') =>
  t('register.confirmBy', { when: windowTimeIn(offerExpiresAt, timeZone, language) });

/** The row's status in words, and for an offered seat the deadline to confirm it. */
export function StatusCell({ registration, timeZone }: { registration: Pick<RegistrationView, 'status' | 'offerExpiresAt'>; timeZone: string }) {
  const { status, offerExpiresAt } = registration;
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATUS_COLORS[status]} variant="light">
        {t(REGISTRANT_STATUS_KEYS[status])}
      </Badge>
      {status === 'offered' && offerExpiresAt && (
        <Text size="xs" c="dimmed">
          {offerDeadline(offerExpiresAt, timeZone, t, i18n.language as UiLanguage)}
        </Text>
      )}
    </Stack>
  );
}

export type StatusFilterValue = RegistrationStatus | 'all';

/**
 * The statuses this event's registrations can have: registered and waitlisted always
 * (a full event waitlists, a lottery's losers too), pending and declined with approval,
 * offered with a claim window, entered in a lottery; and any status a row already has
 * (the settings may have changed since).
 */
export function possibleStatuses(event: Pick<EventView, 'approval' | 'claimHours' | 'allocation'>, registrations: readonly Pick<RegistrationView, 'status'>[]): RegistrationStatus[] {
  const present = new Set(registrations.map((r) => r.status));
  const can: Record<RegistrationStatus, boolean> = {
    registered: true,
    waitlisted: true,
    pending: event.approval,
    declined: event.approval,
    offered: event.claimHours !== null,
    entered: event.allocation === 'lottery',
  };
  return REGISTRATION_STATUSES.filter((s) => can[s] || present.has(s));
}

export const byStatus = <R extends Pick<RegistrationView, 'status'>>(registrations: readonly R[], filter: StatusFilterValue): R[] =>
  filter === 'all' ? [...registrations] : registrations.filter((r) => r.status === filter);

/** Which registrations the list shows: all, or those of one status (counted in the option). */
export function StatusFilter({ statuses, registrations, value, onChange }: { statuses: RegistrationStatus[]; registrations: readonly Pick<RegistrationView, 'status'>[]; value: StatusFilterValue; onChange: (value: StatusFilterValue) => void }) {
  const { t } = useTranslation();
  const count = (s: RegistrationStatus) => registrations.filter((r) => r.status === s).length;
  const data = [
    { value: 'all', label: t('run.list.all', { count: registrations.length }) },
    ...statuses.map((s) => ({ value: s, label: `${t(REGISTRANT_STATUS_KEYS[s])} (${count(s)})` })),
  ];
  return (
    <NativeSelect
      label={t('run.list.show')}
      data={data}
      value={value}
      onChange={(ev) => onChange(ev.currentTarget.value as StatusFilterValue)}
      style={{ flex: '0 1 220px' }}
    />
  );
}
