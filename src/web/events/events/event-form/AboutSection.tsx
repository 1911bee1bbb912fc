import { useTranslation } from 'react-i18next';
import { Chip, Group, Input, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { EVENT_TYPES, type EventType } from '../../../../domain/events.ts';
import type { VenueView } from '../../../infrastructure/api/venues.ts';
import { capacityShown } from '../VenuePicker.tsx';
import type { OutcomeView } from '../../../../domain/responses/outcomes.ts';
import type { EventFormApi } from './state.ts';

/** Each type named in the page's language; the value sent stays the English type. */
const TYPE_KEYS = {
  Workshop: 'eventType.workshop',
  Seminar: 'eventType.seminar',
  Fest: 'eventType.fest',
  'Club Event': 'eventType.clubEvent',
  Competition: 'eventType.competition',
  General: 'eventType.general',
} as const satisfies Record<EventType | 'General', string>;

interface AboutSectionProps {
  form: EventFormApi;
  venues: readonly VenueView[] | undefined;
  /** The campus venue chosen, whose capacity bounds the event's. */
  venueHere: VenueView | undefined;
  /** The campus's tags, and any the event has that the campus no longer lists. */
  tagChoices: readonly string[];
  /** The campus's learning outcomes an event may name. */
  outcomeChoices: readonly OutcomeView[];
}

/** What it is: the description, its type, how many places, its tags and learning outcomes. */
export function AboutSection({ form, venues, venueHere, tagChoices, outcomeChoices }: AboutSectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Textarea label={t('ws.form.description')} autosize minRows={3} required {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={t('ws.form.type')}
          required
          data={[{ value: '', label: t('ws.form.chooseType') }, ...[...EVENT_TYPES, 'General' as const].map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))]}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={t('ws.form.capacity')}
          description={venueHere ? t('ws.form.capacityAtVenue', { capacity: String(venueHere.capacity) }) : t('ws.form.capacityUnlimited')}
          inputMode="numeric"
          {...form.getInputProps('capacity')}
          // Emptied at a venue: the venue's capacity it stands for, shown rather than guessed.
          onBlur={() => form.setFieldValue('capacity', capacityShown(form.getValues(), venues))}
        />
      </SimpleGrid>
      {tagChoices.length > 0 && (
        <Input.Wrapper
          id="event-tags"
          labelElement="div"
          label={t('ws.form.tags')}
          description={t('ws.form.tagsHelp')}
          error={form.errors.tags}
          role="group"
          aria-labelledby="event-tags-label"
          aria-describedby={form.errors.tags ? 'event-tags-error event-tags-description' : 'event-tags-description'}
        >
          <Chip.Group multiple value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)}>
            <Group gap="xs" mt={6}>
              {tagChoices.map((tag) => (
                <Chip key={tag} value={tag}>
                  {tag}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
      {outcomeChoices.length > 0 && (
        <Input.Wrapper
          id="event-outcomes"
          labelElement="div"
          label={t('ws.form.outcomes')}
          description={t('ws.form.outcomesHelp')}
          error={form.errors.outcomes}
          role="group"
          aria-labelledby="event-outcomes-label"
          aria-describedby={form.errors.outcomes ? 'event-outcomes-error event-outcomes-description' : 'event-outcomes-description'}
        >
          <Chip.Group multiple value={form.values.outcomes ?? []} onChange={(ids) => form.setFieldValue('outcomes', ids)}>
            <Group gap="xs" mt={6}>
              {outcomeChoices.map((o) => (
                <Chip key={o.id} value={o.id}>
                  {o.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
      )}
    </>
  );
}
