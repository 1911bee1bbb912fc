import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

const LINKS = {
  login: { to: '/login', lead: 'Already have an account?', label: 'Log in' },
  student: { to: '/student-signup', lead: 'New student?', label: 'Create a student account' },
  organizer: { to: '/organizer-signup', lead: 'Running a club or group?', label: 'Sign up as an organizer' },
} as const;

export function AuthLinks({ show }: { show: (keyof typeof LINKS)[] }) {
  return (
    <Stack gap={4}>
      {show.map((key) => {
        const link = LINKS[key];
        return (
          <Text key={key} size="sm">
            {link.lead}{' '}
            <Anchor component={Link} to={link.to} state={undefined}>
              {link.label}
            </Anchor>
          </Text>
        );
      })}
    </Stack>
  );
}
