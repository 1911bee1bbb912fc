import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationInput } from '../../../domain/schemas/registration.ts';

interface Props {
  form: RegistrationInput;
  lottery?: boolean;
  /** A full event: how many are on its waitlist before the student. */
  waitlistAhead?: number | null;
}

/** The one-tap confirmation's body: the details the registration will carry, from the profile. */
export function RegisterWithProfile({ form, lottery = false, waitlistAhead = null }: Props) {
  const { t } = useTranslation();
  const lead = lottery ? t('register.withProfileLottery') : waitlistAhead !== null ? t('register.withProfileWaitlist') : t('register.withProfile');
  return (
    <Stack gap={4}>
      {waitlistAhead !== null && (
        <Text size="sm" fw={500}>
          {t('register.waitlistNote', { ahead: waitlistAhead })}
        </Text>
      )}
      <Text size="sm">{lead}</Text>
      <Text size="sm" fw={500}>
        {t('register.profileLine', { name: form.name, usn: form.usn, semester: form.semester })}
      </Text>
      <Text size="sm" c="dimmed">
        {form.email}
      </Text>
    </Stack>
  );
}
