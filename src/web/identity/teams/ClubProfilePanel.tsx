import { Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
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
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const save = useSaveClubProfile(organizerId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ClubProfile>({ initialValues: profile, validate: zodValidate(organizerProfileSchema, language) });
  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      save.mutate(values, {
        onSuccess: () => notifySuccess(t('club.profile.saved')),
        onError: (error) => setProblem(problemMessage(error, { shown: () => true, fallback: t('club.profile.failed') })),
      });
    },
    () => setProblem(headline(organizerProfileSchema, form.getValues(), language)),
  );
  return (
    <Card withBorder component="section" aria-labelledby="club-profile-heading">
      <LiveForm onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} id="club-profile-heading">
            {t('club.profile.title')}
          </Title>
          <TextInput label={t('signup.orgName')} autoComplete="organization" required {...form.getInputProps('name')} />
          <Textarea label={t('signup.field')} description={t('signup.fieldHint')} autosize minRows={2} required {...form.getInputProps('field')} />
          <TextInput label={t('signup.phoneOptional')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('club.profile.save')}
            </Button>
          </div>
          <FormError message={problem} />
        </Stack>
      </LiveForm>
    </Card>
  );
}
