import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { EventFilters } from './api.ts';

interface Props {
  value: EventFilters;
  onChange: (next: EventFilters) => void;
  onReset: () => void;
}

/** Search by event name, by organizer, and a date picker (the browser's own, accessible everywhere). */
export function EventFiltersBar({ value, onChange, onReset }: Props) {
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter events">
      <TextInput
        label="Search by event name"
        placeholder="e.g. workshop"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.name}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        style={{ flex: '1 1 200px' }}
      />
      <TextInput
        label="Search by organizer"
        placeholder="e.g. robotics"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.organizer}
        onChange={(e) => onChange({ ...value, organizer: e.currentTarget.value })}
        style={{ flex: '1 1 200px' }}
      />
      <TextInput
        label="Date"
        type="date"
        value={value.date}
        onChange={(e) => onChange({ ...value, date: e.currentTarget.value })}
        style={{ flex: '0 1 180px' }}
      />
      <Button variant="default" onClick={onReset}>
        Reset
      </Button>
    </Group>
  );
}
