import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS } from '../../domain/audit-actions.ts';
import { NO_FILTERS, type AuditFilters } from './api.ts';
import { ACTION_LABELS } from './changes-in-words.ts';

const ACTION_OPTIONS = [{ value: '', label: 'All actions' }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))];

/**
 * The log's filters: typed, then applied together (one request, not one per keystroke).
 * Its parent keys it by the applied filters, so the fields start again from them when
 * they change from elsewhere (an event picked in the table, the browser's Back).
 */
export function AuditFiltersForm({ applied, onApply }: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof AuditFilters) => (e: { currentTarget: { value: string } }) => {
    const { value } = e.currentTarget;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ eventId: draft.eventId.trim(), actor: draft.actor.trim(), action: draft.action });
  };
  return (
    <form onSubmit={submit} aria-label="Filter the log">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="Event id" value={draft.eventId} onChange={set('eventId')} maxLength={100} w={{ base: '100%', sm: 180 }} />
        <TextInput label="Done by (e-mail)" inputMode="email" autoComplete="off" value={draft.actor} onChange={set('actor')} maxLength={254} w={{ base: '100%', sm: 240 }} />
        <NativeSelect label="Action" data={ACTION_OPTIONS} value={draft.action} onChange={set('action')} w={{ base: '100%', sm: 220 }} />
        <Group gap="xs">
          <Button type="submit">Apply filters</Button>
          <Button variant="default" onClick={() => onApply(NO_FILTERS)}>
            Clear
          </Button>
        </Group>
      </Group>
    </form>
  );
}
