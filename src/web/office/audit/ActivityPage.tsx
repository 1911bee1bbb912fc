import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { auditScope, coversClub } from '../../../domain/policy/audit.ts';
import { clubPagePath } from '../../../domain/event-path.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { AuditLog } from './AuditLog.tsx';

/**
 * /:organizerId/activity: one club's audit log, linked from its dashboard: who
 * created, edited and deleted its events and removed registrations. The club and the
 * administrators may read it; the server gives a club nothing of any other.
 */
export function ActivityPage() {
  const { organizerId = '' } = useParams();
  const { user } = useSession();
  const allowed = coversClub(auditScope(user ?? null, Boolean(user?.admin)), organizerId);
  return (
    <Page
      title="Club activity"
      size="xl"
      subheading={
        <Anchor component={Link} to={clubPagePath(organizerId)}>
          Back to Dashboard
        </Anchor>
      }
    >
      {allowed ? (
        <>
          <Text>Who created, edited and deleted this club’s events and removed registrations, and what they changed. Newest first.</Text>
          <AuditLog organizerId={organizerId} />
        </>
      ) : (
        <Text role="alert">Only this club can see its activity.</Text>
      )}
    </Page>
  );
}
