import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerColumns } from '../../../../domain/questions.ts';
import type { EventView } from '../../../../domain/responses/events.ts';
import type { RegistrationList, RegistrationView } from '../../../../domain/responses/registrations.ts';
import { LinesSkeleton, QueryState, type QueryLike } from '../../../infrastructure/components/QueryState.tsx';
import { RegistrationsTable } from '../RegistrationsTable.tsx';
import type { ListQuestion } from './answers.tsx';
import { BulkDecisionBar, DecisionOutcomeAlert, awaitsDecision } from './DecisionControls.tsx';
import { OptionCountsSummary } from './EventCounts.tsx';
import { byStatus, possibleStatuses, StatusFilter, type StatusFilterValue } from './status.tsx';
import { useDecisions } from './useDecisions.ts';

interface Props {
  event: Pick<EventView, 'id' | 'questions' | 'approval' | 'claimHours' | 'allocation'>;
  /** The registrations matching the search (the server's `q` matches answers too), as read so far. */
  list: QueryLike<RegistrationList>;
  timeZone: string;
  checkInMode: boolean;
  /** Left out for door staff, who neither delete nor decide and see no contacts. */
  onDelete?: (r: RegistrationView) => void;
  onCheckIn: (r: RegistrationView) => void;
  busyId: string | null;
}

/** The list's questions as the server gives them, else the event's own (the answers' columns). */
function listQuestions(event: Props['event'], list: RegistrationList): ListQuestion[] {
  return list.questions ?? answerColumns(event.questions, list.registrations.map((r) => r.answers));
}

/**
 * The manage page's registrations (its filter, choice and last outcome stay while a new
 * search loads): the count per option of one-choice questions, a filter
 * by status, the decisions on pending registrations (one by one or the selected ones) and
 * what the last one did, then the list.
 */
export function RegistrationsSection({ event, list, timeZone, ...rows }: Props) {
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const { t } = useTranslation();
  const all = list.data?.registrations ?? [];
  const shown = byStatus(all, filter);
  const door = !rows.onDelete;
  const deciding = useDecisions(event.id, door ? [] : shown.filter(awaitsDecision));
  const decisions = door ? undefined : deciding;
  return (
    <Stack gap="sm">
      <OptionCountsSummary optionCounts={list.data?.optionCounts} />
      <Group align="flex-end" gap="md">
        <StatusFilter statuses={possibleStatuses(event, all)} registrations={all} value={filter} onChange={setFilter} />
        {decisions && <BulkDecisionBar decisions={decisions} />}
      </Group>
      {decisions && <DecisionOutcomeAlert decisions={decisions} />}
      <QueryState query={list} loadingLabel={t('run.list.loading')} skeleton={<LinesSkeleton rows={4} height={44} gap="xs" />} errorMessage={t('msg:fetchEventDataFailed')}>
        {(data) => <RegistrationsTable {...rows} registrations={shown} timeZone={timeZone} questions={listQuestions(event, data)} decisions={decisions} contacts={!door} />}
      </QueryState>
    </Stack>
  );
}
