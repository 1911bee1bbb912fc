import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translatorFor } from '../../../../domain/i18n/messages-in.ts';
import type { RegistrationView } from '../../../../domain/responses/registrations.ts';
import { problemMessage } from '../../../infrastructure/api/errors.ts';
import { openConfirmModal } from '../../../infrastructure/components/on-demand-hosts.tsx';
import { useDecideRegistration, useDecideRegistrations, type Decision } from './api.ts';

/** What the last decision did, said under the list's tools: done (green), or refused (red, the server's message). */
export interface DecisionOutcome {
  tone: 'green' | 'red';
  message: string;
}

/** '3 approved.', 'Asha Rao declined.': approving past capacity waitlists, and says so. */
export function describeDecision(decision: Decision, done: readonly Pick<RegistrationView, 'name' | 'status'>[], t: TFunction = translatorFor('en')): string {
  const one = done.length === 1 ? done[0]!.name : null;
  if (decision === 'decline') return one ? t('run.decide.declinedOne', { name: one }) : t('run.decide.declinedMany', { count: done.length });
  const approved = one ? t('run.decide.approvedOne', { name: one }) : t('run.decide.approvedMany', { count: done.length });
  const waitlisted = done.filter((r) => r.status === 'waitlisted').length;
  return waitlisted ? `${approved} ${t('run.decide.full', { count: waitlisted })}` : approved;
}

/** The choice of pending registrations and the decisions on them, one by one or all the chosen at once. */
export interface Decisions {
  /** The chosen ones among `pending` (a decided or hidden row is no longer chosen). */
  chosen: string[];
  pendingCount: number;
  isChosen: (id: string) => boolean;
  choose: (id: string, on: boolean) => void;
  chooseAll: (on: boolean) => void;
  decide: (r: RegistrationView, decision: Decision) => void;
  decideChosen: (decision: Decision) => void;
  /** The registration a one-by-one decision is being sent for. */
  busyId: string | null;
  /** The bulk decision being sent. */
  busyBulk: Decision | null;
  outcome: DecisionOutcome | null;
}

/**
 * Declining tells the student by e-mail and cannot be undone: it is confirmed first;
 * approving is not (a mistaken approval can still be deleted). `pending`: the pending
 * registrations the list shows now.
 */
export function useDecisions(eventId: string, pending: readonly RegistrationView[]): Decisions {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const { t } = useTranslation();
  const one = useDecideRegistration();
  const many = useDecideRegistrations(eventId);
  const chosen = pending.filter((r) => selected.has(r.id)).map((r) => r.id);
  const refused = (error: unknown) => setOutcome({ tone: 'red', message: problemMessage(error) });

  const choose = (id: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = (r: RegistrationView, decision: Decision) =>
    one.mutate(
      { id: r.id, decision },
      { onSuccess: (done) => setOutcome({ tone: 'green', message: describeDecision(decision, [{ ...done, name: r.name }], t) }), onError: refused },
    );

  const sendChosen = (ids: string[], decision: Decision) =>
    many.mutate(
      { ids, decision },
      {
        onSuccess: ({ registrations }) => {
          setSelected((now) => new Set([...now].filter((id) => !ids.includes(id))));
          setOutcome({ tone: 'green', message: describeDecision(decision, registrations, t) });
        },
        onError: refused,
      },
    );

  return {
    chosen,
    pendingCount: pending.length,
    isChosen: (id) => selected.has(id),
    choose,
    chooseAll: (on) => setSelected(on ? new Set(pending.map((r) => r.id)) : new Set()),
    decide: (r, decision) => {
      if (decision === 'approve') return send(r, decision);
      openConfirmModal({
        title: t('run.decide.declineTitle'),
        children: t('run.decide.declineText', { name: r.name, usn: r.usn }),
        labels: { confirm: t('run.decide.decline'), cancel: t('run.decide.keepPending') },
        confirmProps: { color: 'red' },
        onConfirm: () => send(r, decision),
      });
    },
    decideChosen: (decision) => {
      const ids = chosen;
      if (ids.length === 0) return;
      if (decision === 'approve') return sendChosen(ids, decision);
      openConfirmModal({
        title: t('run.decide.declineManyTitle', { count: ids.length }),
        children: t('run.decide.declineManyText', { count: ids.length }),
        labels: { confirm: t('run.decide.declineCount', { count: ids.length }), cancel: t('run.decide.keepThemPending') },
        confirmProps: { color: 'red' },
        onConfirm: () => sendChosen(ids, decision),
      });
    },
    busyId: one.isPending ? (one.variables?.id ?? null) : null,
    busyBulk: many.isPending ? (many.variables?.decision ?? null) : null,
    outcome,
  };
}
