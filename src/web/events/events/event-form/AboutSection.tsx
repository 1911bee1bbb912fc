import { Chip, Group, Input, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { EVENT_TYPES } from '../../../../domain/events.ts';
import { EVENT_LABELS } from '../../../../domain/schemas/event.ts';
import type { VenueView } from '../../../infrastructure/api/venues.ts';
import { capacityShown } from '../VenuePicker.tsx';
import type { OutcomeView } from '../../../../domain/responses/outcomes.ts';
import { OUTCOMES_FIELD, TAGS_FIELD, type EventFormApi } from './state.ts';

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
  return (
    <>
      <Textarea label={EVENT_LABELS.description} autosize minRows={3} required {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={EVENT_LABELS.type}
          required
          data={[{ value: '', label: 'Choose a type' }, ...[...EVENT_TYPES, 'General'].map((t) => ({ value: t, label: t }))]}
          {...form.getInputProps('type')}
        />
        <TextInput
          label={`${EVENT_LABELS.capacity} (optional)`}
          description={venueHere ? `Up to the venue's capacity (${venueHere.capacity}); left empty, the venue's capacity` : 'Leave empty or 0 for unlimited'}
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
          label={TAGS_FIELD.label}
          description={TAGS_FIELD.description}
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
          label={OUTCOMES_FIELD.label}
          description={OUTCOMES_FIELD.description}
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
