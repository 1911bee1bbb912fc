import { Button, Drawer, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import type { EventFilters } from '../events/index.ts';
import classes from './EventFiltersBar.module.css';

interface Props {
  value: EventFilters;
  onChange: (next: EventFilters) => void;
  onReset: () => void;
  onClose: () => void;
}

/**
 * The less-used filters, in a sheet: from the bottom on a phone, from the side on wider
 * screens. They apply as they change (the listing behind follows); "Show events" closes it.
 */
export default function FiltersSheet({ value, onChange, onReset, onClose }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { t } = useTranslation();
  // Opened on mount, closed with its own transition before it is removed.
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);
  const ids = { day: useId(), tag: useId(), club: useId() };
  const tags = usePublicConfig().data?.eventTags ?? [];
  // A tag the address carries in another spelling ("music") shows as the campus spells it;
  // one the campus does not have is still shown, so it can be seen and cleared.
  const shownTag = tags.find((t) => t.toLowerCase() === value.tag.trim().toLowerCase()) ?? value.tag;
  const tagOptions = shownTag && !tags.includes(shownTag) ? [...tags, shownTag] : tags;
  const set = (change: Partial<EventFilters>) => onChange({ ...value, ...change });

  return (
    <Drawer
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onClose}
      title={t('filters.title')}
      position={phone ? 'bottom' : 'right'}
      size="sm"
      radius={phone ? 'lg' : 0}
      // On a phone the sheet is as tall as its fields, not the whole screen.
      styles={{
        content: phone ? { flex: '0 0 100%', height: 'auto', maxHeight: '85dvh' } : undefined,
        title: { fontWeight: 750, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      <Stack gap="md" pb="md">
        <div className={classes.field}>
          <label htmlFor={ids.day} className={classes.label}>
            {t('filters.date')}
          </label>
          <input id={ids.day} type="date" className={classes.input} value={value.until ? '' : value.date} onChange={(e) => set({ date: e.currentTarget.value, until: '' })} />
        </div>
        <div className={classes.field}>
          <label htmlFor={ids.tag} className={classes.label}>
            {t('filters.tag')}
          </label>
          <select id={ids.tag} className={classes.input} value={shownTag} onChange={(e) => set({ tag: e.currentTarget.value })}>
            <option value="">{t('filters.allTags')}</option>
            {tagOptions.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </div>
        <div className={classes.field}>
          <label htmlFor={ids.club} className={classes.label}>
            {t('filters.organizer')}
          </label>
          <input id={ids.club} type="search" className={classes.input} placeholder={t('filters.organizerPlaceholder')} value={value.organizer} onChange={(e) => set({ organizer: e.currentTarget.value })} />
        </div>
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onReset}>
            {t('filters.reset')}
          </Button>
          <Button onClick={close}>{t('filters.showEvents')}</Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
