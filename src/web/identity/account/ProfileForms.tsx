import { Button, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { Me } from '../../../domain/schemas/account.ts';
import { SEMESTER_MAX, SEMESTER_MIN } from '../../../domain/schemas/fields.ts';
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

function useProfileSubmit(onSaved: (user: Me) => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveProfile();
  const { t, i18n } = useTranslation();
  const submit = (values: object) => {
    setProblem(null);
    // Catalogue answers (400, 409) as they are; anything else prefixed.
    save.mutate(values, {
      onSuccess: ({ user }) => onSaved(user),
      onError: (error) => setProblem(problemMessage(error, { shown: [400, 409], prefix: t('msg:saveProfileFailed') })),
    });
  };
  return { problem, setProblem, submit, saving: save.isPending, t, language: i18n.language as UiLanguage };
}

/** A student's name, USN, semester and phone: all required (SPEC.md §5). */
export function StudentProfileForm({ profile, onSaved }: FormProps) {
  const schema = studentProfileSchemaFor(useUsnPattern());
  const { problem, setProblem, submit, saving, t, language } = useProfileSubmit(onSaved);
  const initialValues = profile.student!;
  const form = useForm({
    initialValues,
    // A stored value today's rules refuse is shown with its problem, to be corrected.
    initialErrors: useFilledFieldErrors(schema, initialValues, language),
    validate: zodValidate(schema, language),
  });
  return (
    <form onSubmit={form.onSubmit(submit, () => setProblem(headline(schema, form.getValues(), language)))} noValidate>
      <Stack>
        <FormError message={problem} />
        <TextInput label={t('signup.name')} autoComplete="name" required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={t('signup.usn')} description={t('signup.usnHint')} autoComplete="off" required {...form.getInputProps('usn')} />
          <TextInput label={t('signup.semester')} description={t('signup.semesterHint', { min: SEMESTER_MIN, max: SEMESTER_MAX })} inputMode="numeric" required {...form.getInputProps('semester')} />
        </SimpleGrid>
        <TextInput label={t('signup.phone')} type="tel" autoComplete="tel" required {...form.getInputProps('phone')} />
        <Button type="submit" loading={saving} fullWidth>
          {t('profileForm.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** An organizing group's name and field (required) and an optional phone. */
export function OrganizerProfileForm({ profile, onSaved }: FormProps) {
  const initialValues = profile.organizer!;
  const { problem, setProblem, submit, saving, t, language } = useProfileSubmit(onSaved);
  const form = useForm({
    initialValues,
    initialErrors: useFilledFieldErrors(organizerProfileSchema, initialValues, language),
    validate: zodValidate(organizerProfileSchema, language),
  });
  return (
    <form onSubmit={form.onSubmit(submit, () => setProblem(headline(organizerProfileSchema, form.getValues(), language)))} noValidate>
      <Stack>
        <FormError message={problem} />
        <TextInput label={t('signup.orgName')} autoComplete="organization" required {...form.getInputProps('name')} />
        <Textarea label={t('signup.field')} description={t('signup.fieldHint')} autosize minRows={2} required {...form.getInputProps('field')} />
        <TextInput label={t('signup.phoneOptional')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <Button type="submit" loading={saving} fullWidth>
          {t('profileForm.save')}
        </Button>
      </Stack>
    </form>
  );
}
