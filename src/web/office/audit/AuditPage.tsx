import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { auditScope } from '../../../domain/policy/audit.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { AuditLog } from './AuditLog.tsx';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** /admin/audit: the whole campus's audit log, for the accounts listed in ADMIN_EMAILS. */
export function AuditPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const scope = auditScope(user ?? null, Boolean(user?.admin));
  return (
    <Page title={t('office.audit.title')} size="xl">
      <TimeZoneNotice />
      {scope === 'all' ? (
        <>
          <Text>{t('office.audit.intro')}</Text>
          <AuditLog organizerId={null} />
        </>
      ) : (
        <>
          <Text role="alert">{t('office.audit.adminsOnly')}</Text>
          {/* A club reads its own events' entries on its activity page. */}
          {scope && user && (
            <Anchor component={Link} to={`/${encodeURIComponent(user.id)}/activity`}>
              {t('office.audit.yourClub')}
            </Anchor>
          )}
        </>
      )}
    </Page>
  );
}
