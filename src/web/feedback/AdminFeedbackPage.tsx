import { Loader, Text } from '@mantine/core';
import { MSG } from '../../domain/messages.ts';
import { useSession } from '../api/session.ts';
import { Page } from '../components/Page.tsx';
import { usePlatformFeedback } from './api.ts';
import { AverageLine, FeedbackList } from './FeedbackList.tsx';
import { TimeZoneNotice } from '../components/TimeZoneNotice.tsx';

/** Platform feedback, for the accounts listed in ADMIN_EMAILS. */
export function AdminFeedbackPage() {
  const { user } = useSession();
  const list = usePlatformFeedback(Boolean(user?.admin));
  return (
    <Page title="Platform feedback">
      <TimeZoneNotice />
      {!user?.admin ? (
        <Text role="alert">{MSG.adminsOnly}.</Text>
      ) : list.isPending ? (
        <Loader aria-label="Loading feedback" />
      ) : list.isError ? (
        <Text role="alert">The feedback could not be loaded.</Text>
      ) : (
        <>
          <AverageLine average={list.data.average} count={list.data.count} />
          <FeedbackList entries={list.data.entries} />
        </>
      )}
    </Page>
  );
}
