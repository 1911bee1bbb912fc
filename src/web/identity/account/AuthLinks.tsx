import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withReturnPath } from '../../../domain/return-path.ts';

/** Each link's lead and label are catalogue keys (src/domain/i18n). */
const LINKS = {
  login: { to: '/login', lead: 'auth.haveAccount', label: 'auth.logIn' },
  student: { to: '/student-signup', lead: 'auth.newStudent', label: 'auth.studentSignup' },
  organizer: { to: '/organizer-signup', lead: 'auth.runClub', label: 'auth.organizerSignup' },
} as const;

/** Links between the sign-in and sign-up pages; each carries the page to return to afterwards. */
export function AuthLinks({ show, returnPath }: { show: (keyof typeof LINKS)[]; returnPath?: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {show.map((key) => {
        const link = LINKS[key];
        return (
          <Text key={key} size="sm">
            {t(link.lead)}{' '}
            <Anchor component={Link} to={withReturnPath(link.to, returnPath)}>
              {t(link.label)}
            </Anchor>
          </Text>
        );
      })}
    </Stack>
  );
}
