import { Anchor, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INACTIVE_WARNING_DAYS, periodInWords, sensitiveAnswersPeriod, type RetentionSchedule } from '../../../domain/retention.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { usePrivacyNotice } from './api.ts';

interface Kept {
  what: string;
  why: string;
  who: string;
  howLong: (s: RetentionSchedule) => string;
}

/** Every kind of personal data Quad keeps; how long comes from the schedule in force, so the page is never out of date. */
const KEPT: Kept[] = [
  {
    what: 'Your account: name, e-mail address, USN, semester, phone',
    why: 'To sign you in, register you for events and send you your tickets',
    who: 'You; the campus office',
    howLong: (s) => `While you use Quad; an account unused for ${periodInWords(s.inactiveAccountDays)} is warned by e-mail, then deleted ${INACTIVE_WARNING_DAYS} days later unless you sign in`,
  },
  {
    what: 'Registrations: name, USN, e-mail, semester, status, ticket, check-in',
    why: 'To hold your place, let you in at the door and count attendance',
    who: "You; the event's club (owner, managers; door staff at check-in)",
    howLong: () => 'While your account exists',
  },
  {
    what: "Your phone number on a registration and your answers to an event's questions",
    why: 'So the club can reach you and prepare the event',
    who: "You; the event's club",
    howLong: (s) => `Erased ${s.answersDays === 0 ? 'at the next daily sweep' : `${periodInWords(s.answersDays)}`} after the event`,
  },
  {
    what: 'Your answers to questions a club marked sensitive (diet, health, access needs)',
    why: 'So the club can look after you at the event',
    who: "You; the event's club owner and managers only (never door staff), kept encrypted",
    howLong: (s) => {
      const days = sensitiveAnswersPeriod(s);
      return days === 0 ? 'Erased at the next daily sweep after the event' : `Erased ${periodInWords(days)} after the day of the event`;
    },
  },
  {
    what: 'Feedback on events: rating and comment',
    why: 'So clubs can improve; ratings are shown as an average',
    who: "The event's club (the average: everyone)",
    howLong: (s) => `The rating and comment stay; your name is removed from them after ${periodInWords(s.feedbackAuthorDays)}`,
  },
  {
    what: 'Sessions and sign-in records: device, network (IP) address',
    why: 'To keep you signed in and protect your account from guessing',
    who: 'You (your devices on the Account page)',
    howLong: (s) => `Deleted after ${periodInWords(s.sessionsDays)} without use`,
  },
  {
    what: 'The audit log: who changed an event or removed a registration, and when',
    why: 'So the campus office can tell what happened',
    who: 'The campus office; a club sees its own',
    howLong: (s) => `Deleted after ${periodInWords(s.auditDays)}; once your account is deleted, it names you by a pseudonym`,
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
  const notice = usePrivacyNotice();
  const data = notice.data;
  return (
    <Page title="Privacy">
      <Text>
        {data ? `${data.campusName} runs Quad.` : 'Quad is run by the campus.'} We keep only what running events needs, delete it when its purpose
        is over, and never sell it or share it outside the college.
      </Text>
      {!data && notice.isPending && <Loader aria-label="Loading the retention schedule" />}
      {data && (
        <Stack gap="xs">
          <Title order={2}>What we keep, and for how long</Title>
          {/* Cards rather than a table: four columns of sentences do not fit a phone without sideways scrolling. */}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {KEPT.map((k) => (
              <Card key={k.what} component="section" withBorder radius="lg" padding="md" aria-label={k.what}>
                <Title order={3} size="h4">
                  {k.what}
                </Title>
                <Stack component="dl" gap="xs" m={0} mt="xs">
                  <Fact term="Why">{k.why}</Fact>
                  <Fact term="Who sees it">{k.who}</Fact>
                  <Fact term="How long">{k.howLong(data.schedule)}</Fact>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={2}>Your data is yours</Title>
        <Text>
          On your{' '}
          <Anchor component={Link} to="/account">
            Account page
          </Anchor>{' '}
          you can download everything Quad holds about you (once an hour) and delete your account; it says there what goes and what stays.
          {data && ` Questions: ${data.contactEmail}.`}
        </Text>
      </Stack>
    </Page>
  );
}
