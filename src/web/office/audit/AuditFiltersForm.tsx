import { Button, Group, NativeSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions.ts';
import { NO_FILTERS, useAuditEventChoices, type AuditFilters } from './api.ts';
import { ACTION_LABELS } from './changes-in-words.ts';


/**
 * The log's filters: typed, then applied together (one request, not one per keystroke).
 * Its parent keys it by the applied filters, so the fields start again from them when
 * they change from elsewhere (an event picked in the table, the browser's Back).
 */
export function AuditFiltersForm({ applied, onApply }: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const actionOptions = [{ value: '', label: t('office.audit.allActions') }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: t(ACTION_LABELS[a]) }))];
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
    <form onSubmit={submit} aria-label={t('office.audit.filter')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <EventPicker eventId={draft.eventId} onPick={(eventId) => setDraft((d) => ({ ...d, eventId }))} />
        <TextInput label={t('office.audit.doneBy')} inputMode="email" autoComplete="off" value={draft.actor} onChange={set('actor')} maxLength={254} w={{ base: '100%', sm: 240 }} />
        <NativeSelect label={t('office.audit.action')} data={actionOptions} value={draft.action} onChange={set('action')} w={{ base: '100%', sm: 220 }} />
        <Group gap="xs">
          <Button type="submit">{t('office.audit.apply')}</Button>
          <Button variant="default" onClick={() => onApply(NO_FILTERS)}>
            {t('office.audit.clear')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/**
 * The event filter: found by typing part of its name (the log's events, deleted ones too);
 * the filter itself, and the address, keep its id. An id the list has no name for (one
 * picked in the table) shows as itself.
 */
function EventPicker({ eventId, onPick }: { eventId: string; onPick: (eventId: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 200);
  const choices = useAuditEventChoices(q).data?.events ?? [];
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const options = choices.map((e) => ({ value: e.id, label: e.name }));
  const known = options.some((o) => o.value === eventId);
  if (eventId && !known) options.unshift({ value: eventId, label: picked?.id === eventId ? picked.name : eventId });
  return (
    <Select
      label={t('office.audit.event')}
      placeholder={t('office.audit.eventPlaceholder')}
      searchable
      clearable
      data={options}
      value={eventId || null}
      onChange={(id, option) => {
        if (id && option) setPicked({ id, name: option.label });
        onPick(id ?? '');
      }}
      onSearchChange={setSearch}
      // The server has matched the names already; the list's own filter would hide an id shown as itself.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('office.audit.noEvent')}
      maxLength={200}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
