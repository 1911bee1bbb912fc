import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, type CSSProperties } from 'react';
import { usePublicConfig } from '../api/config.ts';
import { LiveFields } from '../components/LiveForm.tsx';
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

interface TagFieldProps {
  value: string;
  onChange: (value: string) => void;
  style: CSSProperties;
}

/**
 * The campus's tags (GET /api/config) as the browser's own select. A tag the address
 * carries in another spelling ("music") shows as the campus spells it; one the campus
 * does not have is still shown, so it can be seen and cleared.
 */
function TagField({ value, onChange, style }: TagFieldProps) {
  const id = useId();
  const tags = usePublicConfig().data?.eventTags ?? [];
  const shown = tags.find((t) => t.toLowerCase() === value.trim().toLowerCase()) ?? value;
  const options = shown && !tags.includes(shown) ? [...tags, shown] : tags;
  return (
    <div className={classes.field} style={style}>
      <label htmlFor={id} className={classes.label}>
        Tag
      </label>
      <select id={id} className={classes.input} value={shown} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">All tags</option>
        {options.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search by event name, by organizer, a date picker (the browser's own, accessible everywhere) and a tag. */
export function EventFiltersBar({ value, onChange, onReset }: Props) {
  // Live with the page: typed into before, the text would be lost when the app takes over.
  return (
    <LiveFields>
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
        <TagField value={value.tag} onChange={(tag) => onChange({ ...value, tag })} style={{ flex: '0 1 160px' }} />
        <Button variant="default" onClick={onReset}>
          Reset
        </Button>
      </Group>
    </LiveFields>
  );
}
