import { Alert } from '@mantine/core';
import { usePublicConfig } from '../api/config.ts';
import { useSession } from '../api/session.ts';

/**
 * On the admin pages, while neither CAMPUS_TIME_ZONE nor the server's machine names the
 * campus's zone: every time shows in UTC until the office sets it.
 */
export function TimeZoneNotice() {
  const { user } = useSession();
  const unset = usePublicConfig().data?.timeZoneUnset;
  if (!user?.admin || !unset) return null;
  return (
    <Alert color="yellow" variant="light" title="The campus time zone is not set">
      CAMPUS_TIME_ZONE is unset and the server&apos;s machine is on UTC, so every time shows in UTC. Set CAMPUS_TIME_ZONE to the
      campus&apos;s zone (such as Asia/Kolkata) and restart Quad.
    </Alert>
  );
}
