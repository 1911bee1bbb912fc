import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { VenueView } from '../../../domain/responses/venues.ts';
import { VENUE_LABELS, venueInputSchema } from '../../../domain/schemas/venue.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { useAddVenue } from './api.ts';

/** What the form holds: the venue's fields as typed. */
export interface VenueFormValues {
  name: string;
  building: string;
  capacity: string;
}

const emptyVenueForm: VenueFormValues = { name: '', building: '', capacity: '' };

export const ADD_VENUE_FAILED = 'The venue could not be added. Please try again.';

/** The server's refusals (400, 409, 403) say why; anything else is the form's own message. */
const addProblem = (error: unknown) => problemMessage(error, { shown: [400, 403, 409], fallback: ADD_VENUE_FAILED });

/**
 * The campus office's "Add a venue" form: name, building and capacity, checked on submit
 * with the server's schema (venueInputSchema); the server's 400 and 409 (a venue of that
 * name in that building) are shown beside the fields they name.
 */
export function AddVenueForm({ onAdded }: { onAdded?: (venue: VenueView) => void }) {
  const add = useAddVenue();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<VenueFormValues>({ initialValues: emptyVenueForm, validate: zodValidate(venueInputSchema) });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      add.mutate(venueInputSchema.parse(values), {
        onSuccess: (venue) => {
          notifySuccess(`${venue.name}, ${venue.building} was added.`);
          form.reset();
          onAdded?.(venue);
        },
        onError: (error) => {
          setProblem(addProblem(error));
          form.setErrors(fieldProblems(error, [400, 403, 409]));
        },
      });
    },
    () => setProblem(headline(venueInputSchema, form.getValues())),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-venue-heading">
      <Stack>
        <FormError message={problem} />
        <TextInput label={VENUE_LABELS.name} required autoComplete="off" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={VENUE_LABELS.building} required autoComplete="off" {...form.getInputProps('building')} />
          <TextInput
            label={VENUE_LABELS.capacity}
            description="How many people it holds"
            required
            inputMode="numeric"
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>
        <div>
          <Button type="submit" loading={add.isPending}>
            Add venue
          </Button>
        </div>
      </Stack>
    </form>
  );
}
