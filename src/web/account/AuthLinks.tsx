import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { withReturnPath } from '../../domain/return-path.ts';

const LINKS = {
  login: { to: '/login', lead: 'Already have an account?', label: 'Log in' },
  student: { to: '/student-signup', lead: 'New student?', label: 'Create a student account' },
  organizer: { to: '/organizer-signup', lead: 'Running a club or group?', label: 'Sign up as an organizer' },
} as const;

/** Links between the sign-in and sign-up pages; each carries the page to return to afterwards. */
export function AuthLinks({ show, returnPath }: { show: (keyof typeof LINKS)[]; returnPath?: string | null }) {
  return (
    <Stack gap={4}>
      {show.map((key) => {
        const link = LINKS[key];
        return (
          <Text key={key} size="sm">
            {link.lead}{' '}
            <Anchor component={Link} to={withReturnPath(link.to, returnPath)}>
              {link.label}
            </Anchor>
          </Text>
        );
      })}
    </Stack>
  );
}
