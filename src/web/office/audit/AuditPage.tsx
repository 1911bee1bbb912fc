import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { auditScope } from '../../../domain/policy/audit.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { AuditLog } from './AuditLog.tsx';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** /admin/audit: the whole campus's audit log, for the accounts listed in ADMIN_EMAILS. */
export function AuditPage() {
  const { user } = useSession();
  const scope = auditScope(user ?? null, Boolean(user?.admin));
  return (
    <Page title="Audit log" size="xl">
      <TimeZoneNotice />
      {scope === 'all' ? (
        <>
          <Text>Who created, edited and deleted events and removed registrations, and what they changed. Newest first.</Text>
          <AuditLog organizerId={null} />
        </>
      ) : (
        <>
          <Text role="alert">Only administrators can read the whole audit log.</Text>
          {/* A club reads its own events' entries on its activity page. */}
          {scope && user && (
            <Anchor component={Link} to={`/${encodeURIComponent(user.id)}/activity`}>
              Your club’s activity
            </Anchor>
          )}
        </>
      )}
    </Page>
  );
}
