import { Text } from '@mantine/core';
import { MSG } from '../../../domain/messages.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { usePlatformFeedback } from './api.ts';
import { AverageLine, FeedbackList } from './FeedbackList.tsx';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** Platform feedback, for the accounts listed in ADMIN_EMAILS. */
export function AdminFeedbackPage() {
  const { user } = useSession();
  const list = usePlatformFeedback(Boolean(user?.admin));
  return (
    <Page title="Platform feedback">
      <TimeZoneNotice />
      {!user?.admin ? (
        <Text role="alert">{MSG.adminsOnly}.</Text>
      ) : (
        <QueryState query={list} loadingLabel="Loading feedback" skeleton={<LinesSkeleton rows={4} height={64} />} errorMessage="The feedback could not be loaded.">
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
