import { Button, Chip, CloseButton, Group, Stack, VisuallyHidden } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, type EventType } from '../../../domain/events.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { LiveFields } from '../../infrastructure/components/LiveForm.tsx';
import { useCampusToday } from '../../infrastructure/components/use-campus-today.ts';
import { NO_FILTERS, type EventFilters } from '../events/index.ts';
import classes from './EventFiltersBar.module.css';
import { dayWords, isThisWeek, isToday, sheetFilterCount, todayFilter, weekFilter } from './filter-words.ts';

// The sheet's code loads the first time someone opens it.
const FiltersSheet = lazy(() => import('./FiltersSheet.tsx'));

interface Props {
  value: EventFilters;
  onChange: (next: EventFilters) => void;
  onReset: () => void;
}

/** Each type's name in the catalogue (the address keeps the English value: `?type=Fest`). */
const TYPE_KEYS = {
  Workshop: 'eventType.workshop',
  Seminar: 'eventType.seminar',
  Fest: 'eventType.fest',
  'Club Event': 'eventType.clubEvent',
  Competition: 'eventType.competition',
  General: 'eventType.general',
} as const satisfies Record<EventType, string>;

/** A filter that is on, shown as a chip that takes it off. */
function OnChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      radius="xl"
      variant="light"
      rightSection={<CloseButton component="span" size="xs" aria-hidden tabIndex={-1} />}
      onClick={onRemove}
      aria-label={t('filters.remove', { label })}
    >
      {label}
    </Button>
  );
}

/**
 * One search field, and chips for what students filter by most (today, this week, a type);
 * a day, a tag and a club are in a sheet ("Filters"), and show as chips while they are on.
 * Every filter is in the address (UpcomingEvents).
 */
export function EventFiltersBar({ value, onChange, onReset }: Props) {
  const searchId = useId();
  const [sheetOpen, setSheetOpen] = useState(false);
  const { t, i18n } = useTranslation();
  const config = usePublicConfig().data;
  const zone = config?.timeZone;
  // The tag as the campus spells it ("music" in the address reads "Music").
  const tagWords = config?.eventTags.find((t) => t.toLowerCase() === value.tag.trim().toLowerCase()) ?? value.tag;
  const today = useCampusToday(zone);
  const set = (change: Partial<EventFilters>) => onChange({ ...value, ...change });
  const inSheet = sheetFilterCount(value, today);
  const today_ = isToday(value, today);
  const week = isThisWeek(value, today);
  const otherDay = value.date && !today_ && !week;
  const anyOn = JSON.stringify({ ...value }) !== JSON.stringify(NO_FILTERS);
  // On a phone the chip row scrolls sideways: a type chosen from the address is brought into view.
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const chip = row.current?.querySelector<HTMLElement>('input:checked')?.closest<HTMLElement>('.mantine-Chip-root');
    if (!row.current || !chip) return;
    const { scrollLeft, clientWidth } = row.current;
    if (chip.offsetLeft < scrollLeft || chip.offsetLeft + chip.offsetWidth > scrollLeft + clientWidth) row.current.scrollLeft = chip.offsetLeft - 8;
  }, [value.type]);

  // Live with the page: typed into before, the text would be lost when the app takes over.
  return (
    <LiveFields>
      <Stack gap="xs" role="search" aria-label={t('filters.label')}>
        <div className={classes.bar}>
          <div className={classes.control}>
            <label htmlFor={searchId}>
              <VisuallyHidden>{t('filters.searchLabel')}</VisuallyHidden>
            </label>
            <IconSearch size={18} aria-hidden className={classes.icon} />
            <input
              id={searchId}
              type="search"
              className={`${classes.input} ${classes.search}`}
              placeholder={t('filters.searchPlaceholder')}
              value={value.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
            />
          </div>
          <div className={classes.chipsLine}>
            <Button
              size="compact-sm"
              radius="xl"
              variant={inSheet ? 'filled' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
            >
              {t('filters.open', { count: inSheet })}
            </Button>
            <div className={classes.chips} ref={row}>
              <Chip size="sm" checked={today_} disabled={!today} onChange={(on) => today && set(on ? todayFilter(today) : { date: '', until: '' })}>
                {t('filters.today')}
              </Chip>
              <Chip size="sm" checked={week} disabled={!today} onChange={(on) => today && set(on ? weekFilter(today) : { date: '', until: '' })}>
                {t('filters.thisWeek')}
              </Chip>
              <span className={classes.divider} aria-hidden />
              {[...EVENT_TYPES, 'General' as const].map((type) => (
                <Chip key={type} size="sm" checked={value.type === type} onChange={(on) => set({ type: on ? type : '' })}>
                  {t(TYPE_KEYS[type])}
                </Chip>
              ))}
            </div>
          </div>
        </div>
        {anyOn && (
          <Group gap="xs">
            {otherDay && <OnChip label={dayWords(value, i18n.language as UiLanguage)} onRemove={() => set({ date: '', until: '' })} />}
            {value.tag && <OnChip label={t('filters.tagOn', { tag: tagWords })} onRemove={() => set({ tag: '' })} />}
            {value.organizer.trim() && <OnChip label={t('filters.clubOn', { club: value.organizer.trim() })} onRemove={() => set({ organizer: '' })} />}
            <Button size="compact-sm" variant="subtle" onClick={onReset}>
              {t('filters.reset')}
            </Button>
          </Group>
        )}
      </Stack>
      {sheetOpen && (
        <Suspense fallback={null}>
          <FiltersSheet value={value} onChange={onChange} onReset={onReset} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </LiveFields>
  );
}
