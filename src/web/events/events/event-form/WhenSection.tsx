import { useTranslation } from 'react-i18next';
import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { SERIES_MAX } from '../../../../domain/schemas/event.ts';
import type { EventFormApi } from './state.ts';

/** When: the date, start and end time, and on the create form whether (and how many times) it repeats. */
export function WhenSection({ form, repeatable }: { form: EventFormApi; repeatable: boolean }) {
  const { t } = useTranslation();
  const repeatChoices = [
    { value: '', label: t('ws.form.noRepeat') },
    { value: 'week', label: t('ws.form.everyWeek') },
    { value: '2weeks', label: t('ws.form.every2Weeks') },
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={t('ws.form.date')} type="date" required {...form.getInputProps('date')} />
        <TextInput label={t('ws.form.time')} type="time" required {...form.getInputProps('time')} />
      </SimpleGrid>
      {/* Counts the hours on attendees' involvement records; an end before the start is the next day. */}
      <TextInput label={t('ws.form.endTime')} type="time" description={t('ws.form.endTimeHelp')} {...form.getInputProps('endTime')} />
      {repeatable && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect label={t('ws.form.repeat')} data={repeatChoices} {...form.getInputProps('repeatEvery')} />
          {form.values.repeatEvery && (
            <NumberInput
              label={t('ws.form.dates')}
              description={t('ws.form.datesHelp')}
              required
              min={2}
              max={SERIES_MAX}
              // Out of range is said on submit (the schema's message), not quietly changed on blur.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('repeatCount')}
            />
          )}
        </SimpleGrid>
      )}
    </>
  );
}
