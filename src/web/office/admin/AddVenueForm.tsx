import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { useState } from 'react';
import type { VenueView } from '../../../domain/responses/venues.ts';
import { venueInputSchema } from '../../../domain/schemas/venue.ts';
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


/**
 * The campus office's "Add a venue" form: name, building and capacity, checked on submit
 * with the server's schema (venueInputSchema); the server's 400 and 409 (a venue of that
 * name in that building) are shown beside the fields they name.
 */
export function AddVenueForm({ onAdded }: { onAdded?: (venue: VenueView) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  // The server's refusals (400, 409, 403) say why; anything else is the form's own message.
  const addProblem = (error: unknown) => problemMessage(error, { shown: [400, 403, 409], fallback: t('office.venues.addFailed') });
  const add = useAddVenue();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<VenueFormValues>({ initialValues: emptyVenueForm, validate: zodValidate(venueInputSchema, language) });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      add.mutate(venueInputSchema.parse(values), {
        onSuccess: (venue) => {
          notifySuccess(t('office.venues.added', { name: venue.name, building: venue.building }));
          form.reset();
          onAdded?.(venue);
        },
        onError: (error) => {
          setProblem(addProblem(error));
          form.setErrors(fieldProblems(error, [400, 403, 409]));
        },
      });
    },
    () => setProblem(headline(venueInputSchema, form.getValues(), language)),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-venue-heading">
      <Stack>
        <FormError message={problem} />
        <TextInput label={t('office.venues.venueName')} required autoComplete="off" {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('office.venues.building')} required autoComplete="off" {...form.getInputProps('building')} />
          <TextInput
            label={t('office.venues.capacity')}
            description={t('office.venues.capacityHint')}
            required
            inputMode="numeric"
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>
        <div>
          <Button type="submit" loading={add.isPending}>
            {t('office.venues.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
