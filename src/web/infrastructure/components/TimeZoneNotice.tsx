import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/config.ts';
import { useSession } from '../api/session.ts';

/**
 * On the admin pages, while neither CAMPUS_TIME_ZONE nor the server's machine names the
 * campus's zone: every time shows in UTC until the office sets it.
 */
export function TimeZoneNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const unset = usePublicConfig().data?.timeZoneUnset;
  if (!user?.admin || !unset) return null;
  return (
    <Alert color="yellow" variant="light" title={t('shell.zone.title')}>
      {t('shell.zone.text')}
    </Alert>
  );
}
