import { Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { organizerProfileSchema } from '../../../domain/schemas/profile.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { LiveForm } from '../../infrastructure/components/LiveForm.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { useSaveClubProfile } from './api.ts';

interface ClubProfile {
  name: string;
  field: string;
  phone: string;
}

/**
 * The club's profile for its owner in person: after a handover nobody signs in
 * as the club, so its name, field and phone are kept here (PATCH /api/organizers/:id),
 * with the same rules as the club account's own profile form.
 */
export function ClubProfilePanel({ organizerId, profile }: { organizerId: string; profile: ClubProfile }) {
  const save = useSaveClubProfile(organizerId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ClubProfile>({ initialValues: profile, validate: zodValidate(organizerProfileSchema) });
  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      save.mutate(values, {
        onSuccess: () => notifySuccess('The club profile was saved.'),
        onError: (error) => setProblem(problemMessage(error, { shown: () => true, fallback: 'The club profile could not be saved. Please try again.' })),
      });
    },
    () => setProblem(headline(organizerProfileSchema, form.getValues())),
  );
  return (
    <Card withBorder component="section" aria-labelledby="club-profile-heading">
      <LiveForm onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} id="club-profile-heading">
            Club profile
          </Title>
          <TextInput label="Organization name" autoComplete="organization" required {...form.getInputProps('name')} />
          <Textarea label="Field" description="What your club or group does" autosize minRows={2} required {...form.getInputProps('field')} />
          <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <div>
            <Button type="submit" loading={save.isPending}>
              Save club profile
            </Button>
          </div>
          <FormError message={problem} />
        </Stack>
      </LiveForm>
    </Card>
  );
}
