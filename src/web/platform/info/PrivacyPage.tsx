import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INACTIVE_WARNING_DAYS, periodParts, sensitiveAnswersPeriod, type RetentionSchedule } from '../../../domain/retention.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { QueryState } from '../../infrastructure/components/QueryState.tsx';
import { usePrivacyNotice } from './api.ts';

type Say = (key: string, values?: Record<string, unknown>) => string;

interface Kept {
  /** Catalogue keys of what is kept, why, and who sees it. */
  what: string;
  why: string;
  who: string;
  howLong: (s: RetentionSchedule, t: Say) => string;
}

/** A retention period in words ('2 months', 'at the next daily sweep'), in the page's language. */
const period = (days: number, t: Say) => t('shell.period', periodParts(days));

/** Every kind of personal data Quad keeps; how long comes from the schedule in force, so the page is never out of date. */
const KEPT: Kept[] = [
  {
    what: 'shell.privacy.account',
    why: 'shell.privacy.accountWhy',
    who: 'shell.privacy.accountWho',
    howLong: (s, t) => t('shell.privacy.accountHowLong', { period: period(s.inactiveAccountDays, t), days: INACTIVE_WARNING_DAYS }),
  },
  {
    what: 'shell.privacy.registrations',
    why: 'shell.privacy.registrationsWhy',
    who: 'shell.privacy.registrationsWho',
    howLong: (_s, t) => t('shell.privacy.registrationsHowLong'),
  },
  {
    what: 'shell.privacy.answers',
    why: 'shell.privacy.answersWhy',
    who: 'shell.privacy.answersWho',
    howLong: (s, t) => (s.answersDays === 0 ? t('shell.privacy.erasedAtSweep') : t('shell.privacy.answersHowLong', { period: period(s.answersDays, t) })),
  },
  {
    what: 'shell.privacy.sensitive',
    why: 'shell.privacy.sensitiveWhy',
    who: 'shell.privacy.sensitiveWho',
    howLong: (s, t) => {
      const days = sensitiveAnswersPeriod(s);
      return days === 0 ? t('shell.privacy.erasedAtSweep') : t('shell.privacy.sensitiveHowLong', { period: period(days, t) });
    },
  },
  {
    what: 'shell.privacy.feedback',
    why: 'shell.privacy.feedbackWhy',
    who: 'shell.privacy.feedbackWho',
    howLong: (s, t) => t('shell.privacy.feedbackHowLong', { period: period(s.feedbackAuthorDays, t) }),
  },
  {
    what: 'shell.privacy.sessions',
    why: 'shell.privacy.sessionsWhy',
    who: 'shell.privacy.sessionsWho',
    howLong: (s, t) => t('shell.privacy.sessionsHowLong', { period: period(s.sessionsDays, t) }),
  },
  {
    what: 'shell.privacy.audit',
    why: 'shell.privacy.auditWhy',
    who: 'shell.privacy.auditWho',
    howLong: (s, t) => t('shell.privacy.auditHowLong', { period: period(s.auditDays, t) }),
  },
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** /privacy: what Quad keeps, why, who sees it and for how long, from the configured schedule. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const notice = usePrivacyNotice();
  const data = notice.data;
  return (
    <Page title={t('shell.privacy.title')}>
      <Text>
        {data ? t('shell.privacy.runBy', { campus: data.campusName }) : t('shell.privacy.runByCampus')} {t('shell.privacy.promise')}
      </Text>
      <QueryState
        query={notice}
        loadingLabel={t('shell.privacy.loading')}
        skeleton={
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {KEPT.map((k) => (
              <Skeleton key={k.what} height={180} radius="lg" />
            ))}
          </SimpleGrid>
        }
      >
        {(loaded) => (
          <Stack gap="xs">
            <Title order={2}>{t('shell.privacy.keptHeading')}</Title>
            {/* Cards rather than a table: four columns of sentences do not fit a phone without sideways scrolling. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {KEPT.map((k) => (
                <Card key={k.what} component="section" withBorder radius="lg" padding="md" aria-label={t(k.what)}>
                  <Title order={3} size="h4">
                    {t(k.what)}
                  </Title>
                  <Stack component="dl" gap="xs" m={0} mt="xs">
                    <Fact term={t('shell.privacy.why')}>{t(k.why)}</Fact>
                    <Fact term={t('shell.privacy.who')}>{t(k.who)}</Fact>
                    <Fact term={t('shell.privacy.howLong')}>{k.howLong(loaded.schedule, t)}</Fact>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
      <Stack gap="xs">
        <Title order={2}>{t('shell.privacy.yours')}</Title>
        <Text>
          {t('shell.privacy.yoursBefore')}{' '}
          <Anchor component={Link} to="/account">
            {t('shell.privacy.yoursLink')}
          </Anchor>{' '}
          {t('shell.privacy.yoursAfter')}
          {data && ` ${t('shell.privacy.questions', { email: data.contactEmail })}`}
        </Text>
      </Stack>
    </Page>
  );
}
