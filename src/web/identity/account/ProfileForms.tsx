import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/schemas/account.ts';
import { SEMESTER_HINT, USN_HINT } from '../../../domain/schemas/fields.ts';
import { organizerProfileSchema, studentProfileSchemaFor, type Profile } from '../../../domain/schemas/profile.ts';
import { useUsnPattern } from '../../infrastructure/api/config.ts';
import { useSaveProfile } from './api.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { headline, useFilledFieldErrors, zodValidate } from '../../infrastructure/components/zod-form.ts';

interface FormProps {
  profile: Profile;
  onSaved: (user: Me) => void;
}

/** Catalogue answers (400, 409) as they are; anything else prefixed. */
function saveProblem(error: unknown): string {
  return problemMessage(error, { shown: [400, 409], prefix: MSG.saveProfileFailed });
}

function useProfileSubmit(onSaved: (user: Me) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveProfile();
  const submit = (values: object) => {
    setProblem(null);
    save.mutate(values, { onSuccess: ({ user }) => onSaved(user), onError: (error) => setProblem(saveProblem(error)) });
  };
  return { problem, setProblem, submit, saving: save.isPending };
}

/** A student's name, USN, semester and phone: all required (SPEC.md §5). */
export function StudentProfileForm({ profile, onSaved }: FormProps) {
  const schema = studentProfileSchemaFor(useUsnPattern());
  const initialValues = profile.student!;
  const form = useForm({
    initialValues,
    // A stored value today's rules refuse is shown with its problem, to be corrected.
    initialErrors: useFilledFieldErrors(schema, initialValues),
    validate: zodValidate(schema),
  });
  const { problem, setProblem, submit, saving } = useProfileSubmit(onSaved);
  return (
    <form onSubmit={form.onSubmit(submit, () => setProblem(headline(schema, form.getValues())))} noValidate>
      <Stack>
        <FormError message={problem} />
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="USN" description={USN_HINT} autoComplete="off" required {...form.getInputProps('usn')} />
          <TextInput label="Semester" description={SEMESTER_HINT} inputMode="numeric" required {...form.getInputProps('semester')} />
        </SimpleGrid>
        <TextInput label="Phone" type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
        <Button type="submit" loading={saving} fullWidth>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}

/** An organizing group's name and field (required) and an optional phone. */
export function OrganizerProfileForm({ profile, onSaved }: FormProps) {
  const initialValues = profile.organizer!;
  const form = useForm({
    initialValues,
    initialErrors: useFilledFieldErrors(organizerProfileSchema, initialValues),
    validate: zodValidate(organizerProfileSchema),
  });
  const { problem, setProblem, submit, saving } = useProfileSubmit(onSaved);
  return (
    <form onSubmit={form.onSubmit(submit, () => setProblem(headline(organizerProfileSchema, form.getValues())))} noValidate>
      <Stack>
        <FormError message={problem} />
        <TextInput label="Organization name" autoComplete="organization" required {...form.getInputProps('name')} />
        <Textarea label="Field" description="What your club or group does" autosize minRows={2} required {...form.getInputProps('field')} />
        <TextInput label="Phone (optional)" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <Button type="submit" loading={saving} fullWidth>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
