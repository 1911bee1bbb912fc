import { Alert, Button, Checkbox, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PSEUDO_LANGUAGE, type UiLanguage } from '../../../../domain/i18n/languages.ts';
import { translateMessage } from '../../../../domain/i18n/messages-in.ts';
import type { RegistrationView } from '../../../../domain/responses/registrations.ts';
import type { Decisions } from './useDecisions.ts';

/** Whether a row can be decided on: only a registration pending approval can (the server says the same). */
export const awaitsDecision = (r: Pick<RegistrationView, 'status'>) => r.status === 'pending';

/** The row's own choice box, named after the student ('Select Asha Rao'). */
export function ChooseBox({ registration, decisions }: { registration: RegistrationView; decisions: Decisions }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t('run.decide.selectNamed', { name: registration.name })}
      checked={decisions.isChosen(registration.id)}
      onChange={(ev) => decisions.choose(registration.id, ev.currentTarget.checked)}
    />
  );
}

/** Approve and Decline for one pending registration, named after the student ('Approve Asha Rao'). */
export function DecisionButtons({ registration: r, decisions, size = 'xs' }: { registration: RegistrationView; decisions: Decisions; size?: 'xs' | 'sm' }) {
  const busy = decisions.busyId === r.id;
  const { t } = useTranslation();
  return (
    <>
      <Button size={size} onClick={() => decisions.decide(r, 'approve')} loading={busy} disabled={decisions.busyId !== null && !busy} aria-label={t('run.decide.approveNamed', { name: r.name })}>
        {t('run.decide.approve')}
      </Button>
      <Button size={size} variant="default" onClick={() => decisions.decide(r, 'decline')} disabled={decisions.busyId !== null} aria-label={t('run.decide.declineNamed', { name: r.name })}>
        {t('run.decide.decline')}
      </Button>
    </>
  );
}

/** 'Select all pending' and the decisions on the chosen ones, above the list while any registration waits for approval. */
export function BulkDecisionBar({ decisions }: { decisions: Decisions }) {
  const { chosen, pendingCount, busyBulk } = decisions;
  const { t } = useTranslation();
  if (pendingCount === 0) return null;
  const all = chosen.length === pendingCount;
  const none = chosen.length === 0;
  return (
    <Group gap="sm" role="group" aria-label={t('run.decide.bar')}>
      <Checkbox
        label={t('run.decide.selectAll')}
        checked={all}
        indeterminate={!all && !none}
        onChange={(ev) => decisions.chooseAll(ev.currentTarget.checked)}
      />
      <Button size="sm" onClick={() => decisions.decideChosen('approve')} disabled={none || busyBulk === 'decline'} loading={busyBulk === 'approve'}>
        {t('run.decide.approveSelected')}
      </Button>
      <Button size="sm" variant="default" onClick={() => decisions.decideChosen('decline')} disabled={none || busyBulk === 'approve'} loading={busyBulk === 'decline'}>
        {t('run.decide.declineSelected')}
      </Button>
      {!none && (
        <Text size="sm" c="dimmed">
          {t('run.decide.selected', { count: chosen.length, pending: pendingCount })}
        </Text>
      )}
    </Group>
  );
}

/** What the last decision did; a refusal (409: no longer pending) is an alert. */
export function DecisionOutcomeAlert({ decisions }: { decisions: Decisions }) {
  const { outcome } = decisions;
  const language = useTranslation().i18n.language as UiLanguage;
  if (!outcome) return null;
  return (
    <Alert color={outcome.tone} role={outcome.tone === 'red' ? 'alert' : 'status'} aria-live={outcome.tone === 'red' ? 'assertive' : 'polite'}>
      {translateMessage(outcome.message, language, language === PSEUDO_LANGUAGE)}
    </Alert>
  );
}
