import { Alert, Button, Checkbox, Group, Text } from '@mantine/core';
import type { RegistrationView } from '../../../../domain/responses/registrations.ts';
import type { Decisions } from './useDecisions.ts';

/** Whether a row can be decided on: only a registration pending approval can (the server says the same). */
export const awaitsDecision = (r: Pick<RegistrationView, 'status'>) => r.status === 'pending';

/** The row's own choice box, named after the student ('Select Asha Rao'). */
export function ChooseBox({ registration, decisions }: { registration: RegistrationView; decisions: Decisions }) {
  return (
    <Checkbox
      aria-label={`Select ${registration.name}`}
      checked={decisions.isChosen(registration.id)}
      onChange={(ev) => decisions.choose(registration.id, ev.currentTarget.checked)}
    />
  );
}

/** Approve and Decline for one pending registration, named after the student ('Approve Asha Rao'). */
export function DecisionButtons({ registration: r, decisions, size = 'xs' }: { registration: RegistrationView; decisions: Decisions; size?: 'xs' | 'sm' }) {
  const busy = decisions.busyId === r.id;
  return (
    <>
      <Button size={size} onClick={() => decisions.decide(r, 'approve')} loading={busy} disabled={decisions.busyId !== null && !busy} aria-label={`Approve ${r.name}`}>
        Approve
      </Button>
      <Button size={size} variant="default" onClick={() => decisions.decide(r, 'decline')} disabled={decisions.busyId !== null} aria-label={`Decline ${r.name}`}>
        Decline
      </Button>
    </>
  );
}

/** 'Select all pending' and the decisions on the chosen ones, above the list while any registration waits for approval. */
export function BulkDecisionBar({ decisions }: { decisions: Decisions }) {
  const { chosen, pendingCount, busyBulk } = decisions;
  if (pendingCount === 0) return null;
  const all = chosen.length === pendingCount;
  const none = chosen.length === 0;
  return (
    <Group gap="sm" role="group" aria-label="Decisions on pending registrations">
      <Checkbox
        label="Select all pending"
        checked={all}
        indeterminate={!all && !none}
        onChange={(ev) => decisions.chooseAll(ev.currentTarget.checked)}
      />
      <Button size="sm" onClick={() => decisions.decideChosen('approve')} disabled={none || busyBulk === 'decline'} loading={busyBulk === 'approve'}>
        Approve selected
      </Button>
      <Button size="sm" variant="default" onClick={() => decisions.decideChosen('decline')} disabled={none || busyBulk === 'approve'} loading={busyBulk === 'decline'}>
        Decline selected
      </Button>
      {!none && (
        <Text size="sm" c="dimmed">
          {chosen.length} of {pendingCount} selected
        </Text>
      )}
    </Group>
  );
}

/** What the last decision did; a refusal (409: no longer pending) is an alert. */
export function DecisionOutcomeAlert({ decisions }: { decisions: Decisions }) {
  const { outcome } = decisions;
  if (!outcome) return null;
  return (
    <Alert color={outcome.tone} role={outcome.tone === 'red' ? 'alert' : 'status'} aria-live={outcome.tone === 'red' ? 'assertive' : 'polite'}>
      {outcome.message}
    </Alert>
  );
}
