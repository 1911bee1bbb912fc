import { Stack, Text } from '@mantine/core';
import type { RegistrationInput } from '../../domain/schemas/registration.ts';

/** The one-tap confirmation's body: the details the registration will carry, from the profile. */
export function RegisterWithProfile({ form, lottery = false }: { form: RegistrationInput; lottery?: boolean }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{lottery ? 'You will enter the draw with the details of your profile:' : 'You will be registered with the details of your profile:'}</Text>
      <Text size="sm" fw={500}>
        {form.name} · USN {form.usn} · Semester {form.semester}
      </Text>
      <Text size="sm" c="dimmed">
        {form.email}
      </Text>
    </Stack>
  );
}
