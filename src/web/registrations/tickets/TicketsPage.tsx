import { Button, Container, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../infrastructure/api/session.ts';
import { QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useMyRegistrations } from '../registrations/index.ts';
import { PastTicket } from './PastTicket.tsx';
import { TicketCard } from './TicketCard.tsx';
import { mayHaveRegistrations } from '../../../domain/policy/registrations.ts';

/** Nothing ahead: what to do next, and the button that does it. */
function NothingAhead({ first }: { first: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconTicket size={30} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {first ? t('tickets.noneYet') : t('tickets.noneUpcoming')}
        </Title>
        <Text c="dimmed" maw={420}>
          {t('tickets.emptyText')}
        </Text>
        <Button component={Link} to="/" mt="xs">
          {t('tickets.discover')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The student's ticket wallet (/tickets): upcoming tickets as cards, each opening its
 * QR code large; past events below with whether they came and the feedback they gave.
 * Read from GET /api/me/registrations, which the offline copy keeps for the signed-in
 * account (pwa/service-worker.ts), so the wallet opens without a connection too.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('tickets.documentTitle')} · Quad`);
  const { user } = useSession();
  const isStudent = mayHaveRegistrations(user);
  const registrations = useMyRegistrations(isStudent);

  const content = !isStudent ? (
    <Text>{t('msg:onlyStudentsHaveRegistrations')}.</Text>
  ) : (
    <QueryState
      query={registrations}
      loadingLabel={t('tickets.loading')}
      skeleton={
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Skeleton height={200} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </SimpleGrid>
      }
    >
      {({ upcoming, past }) => (
          <>
            <Stack gap="sm" component="section" aria-labelledby="tickets-upcoming">
              <Title order={2} size="h3" id="tickets-upcoming">
                {t('tickets.upcoming')}
              </Title>
              {upcoming.length === 0 ? (
                <NothingAhead first={past.length === 0} />
              ) : (
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {upcoming.map((r) => (
                    <TicketCard key={r.id} registration={r} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
            {past.length > 0 && (
              <Stack gap="sm" component="section" aria-labelledby="tickets-past">
                <Title order={2} size="h3" id="tickets-past">
                  {t('tickets.past')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                  {past.map((r) => (
                    <PastTicket key={r.id} registration={r} />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </>
      )}
    </QueryState>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('tickets.title')}</Title>
          <Text c="dimmed">{t('tickets.tapHint')}</Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
}
