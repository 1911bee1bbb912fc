import { Stack, Text } from '@mantine/core';
import type { RegistrationInput } from '../../../domain/schemas/registration.ts';

interface Props {
  form: RegistrationInput;
  lottery?: boolean;
  /** A full event: how many are on its waitlist before the student. */
  waitlistAhead?: number | null;
}

/** 'The event is full. 2 people are ahead of you on the waitlist; …' */
export function waitlistNote(ahead: number): string {
  const who = ahead === 0 ? 'No one is' : ahead === 1 ? '1 person is' : `${ahead} people are`;
  return `The event is full. ${who} ahead of you on the waitlist; if a seat comes free for you, we will e-mail you.`;
}

/** The one-tap confirmation's body: the details the registration will carry, from the profile. */
export function RegisterWithProfile({ form, lottery = false, waitlistAhead = null }: Props) {
  const lead = lottery
    ? 'You will enter the lottery with the details of your profile:'
    : waitlistAhead !== null
      ? 'You will join the waitlist with the details of your profile:'
      : 'You will be registered with the details of your profile:';
  return (
    <Stack gap={4}>
      {waitlistAhead !== null && (
        <Text size="sm" fw={500}>
          {waitlistNote(waitlistAhead)}
        </Text>
      )}
      <Text size="sm">{lead}</Text>
      <Text size="sm" fw={500}>
        {form.name} · USN {form.usn} · Semester {form.semester}
      </Text>
      <Text size="sm" c="dimmed">
        {form.email}
      </Text>
    </Stack>
  );
}
