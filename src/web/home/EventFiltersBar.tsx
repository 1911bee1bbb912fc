import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, type CSSProperties } from 'react';
import type { EventFilters } from '../events/index.ts';
import classes from './EventFiltersBar.module.css';

interface Props {
  value: EventFilters;
  onChange: (next: EventFilters) => void;
  onReset: () => void;
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'search' | 'date';
  placeholder?: string;
  style: CSSProperties;
}

function Field({ label, value, onChange, type = 'search', placeholder, style }: FieldProps) {
  const id = useId();
  const search = type === 'search';
  return (
    <div className={classes.field} style={style}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.control}>
        {search && <IconSearch size={16} aria-hidden className={classes.icon} />}
        <input
          id={id}
          type={search ? 'text' : 'date'}
          className={search ? `${classes.input} ${classes.withIcon}` : classes.input}
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </div>
    </div>
  );
}

/** Search by event name, by organizer, and a date picker (the browser's own, accessible everywhere). */
export function EventFiltersBar({ value, onChange, onReset }: Props) {
  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter events">
      <Field
        label="Search by event name"
        placeholder="e.g. workshop"
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
        style={{ flex: '1 1 200px' }}
      />
      <Field
        label="Search by organizer"
        placeholder="e.g. robotics"
        value={value.organizer}
        onChange={(organizer) => onChange({ ...value, organizer })}
        style={{ flex: '1 1 200px' }}
      />
      <Field label="Date" type="date" value={value.date} onChange={(date) => onChange({ ...value, date })} style={{ flex: '0 1 180px' }} />
      <Button variant="default" onClick={onReset}>
        Reset
      </Button>
    </Group>
  );
}
