import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { EVENT_LABELS, SERIES_MAX } from '../../../../domain/schemas/event.ts';
import { REPEAT_FIELD, SERIES_DATES_FIELD, type EventFormApi } from './state.ts';

/** When: the date, start and end time, and on the create form whether (and how many times) it repeats. */
export function WhenSection({ form, repeatable }: { form: EventFormApi; repeatable: boolean }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label={EVENT_LABELS.date} type="date" required {...form.getInputProps('date')} />
        <TextInput label={EVENT_LABELS.time} type="time" required {...form.getInputProps('time')} />
      </SimpleGrid>
      {/* Counts the hours on attendees' involvement records; an end before the start is the next day. */}
      <TextInput label="End time (optional)" type="time" description="Earlier than the start: the next day" {...form.getInputProps('endTime')} />
      {repeatable && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect label={REPEAT_FIELD.label} data={REPEAT_FIELD.choices} {...form.getInputProps('repeatEvery')} />
          {form.values.repeatEvery && (
            <NumberInput
              label={SERIES_DATES_FIELD.label}
              description={SERIES_DATES_FIELD.description}
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
