import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const { organizerId = '' } = useParams();
  const { user } = useSession();
  const allowed = coversClub(auditScope(user ?? null, Boolean(user?.admin)), organizerId);
  return (
    <Page
      title={t('office.activity.title')}
      size="xl"
      subheading={
        <Anchor component={Link} to={clubPagePath(organizerId)}>
          {t('office.activity.back')}
        </Anchor>
      }
    >
      {allowed ? (
        <>
          <Text>{t('office.activity.intro')}</Text>
          <AuditLog organizerId={organizerId} />
        </>
      ) : (
        <Text role="alert">{t('office.activity.clubOnly')}</Text>
      )}
    </Page>
  );
}
