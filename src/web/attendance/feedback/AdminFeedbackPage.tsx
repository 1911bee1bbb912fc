import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { usePlatformFeedback } from './api.ts';
import { FeedbackSummary } from './FeedbackList.tsx';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** Platform feedback, for the accounts listed in ADMIN_EMAILS. */
export function AdminFeedbackPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = usePlatformFeedback(Boolean(user?.admin));
  return (
    <Page title={t('club.fb.platformTitle')}>
      <TimeZoneNotice />
      {!user?.admin ? (
        <Text role="alert">{t('msg:adminsOnly')}.</Text>
      ) : (
        <FeedbackSummary query={list} errorMessage={t('club.fb.loadFailed')} rows={4} />
      )}
    </Page>
  );
}
