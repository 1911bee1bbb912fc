import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { usePlatformFeedback } from './api.ts';
import { AverageLine, FeedbackList } from './FeedbackList.tsx';
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
        <QueryState query={list} loadingLabel={t('club.fb.loading')} skeleton={<LinesSkeleton rows={4} height={64} />} errorMessage={t('club.fb.loadFailed')}>
          {(data) => (
            <>
              <AverageLine average={data.average} count={data.count} />
              <FeedbackList entries={data.entries} />
            </>
          )}
        </QueryState>
      )}
    </Page>
  );
}
