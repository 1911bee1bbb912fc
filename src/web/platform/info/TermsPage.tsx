import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../infrastructure/components/Page.tsx';

const TERMS = [
  'Use your own name, USN and college e-mail address when you sign up.',
  'Register only for events you intend to attend, and cancel if your plans change so someone else can take your place.',
  'Organizers are responsible for the accuracy of their events and for the way they use registrants’ details.',
  'Feedback must be honest and respectful; abusive content may be removed.',
  'Accounts used to disrupt events or the service may be suspended.',
];

const PRIVACY = [
  'We store your name, e-mail, USN, semester and phone number to run your registrations.',
  'An event’s organizer sees the name, USN and e-mail of the students registered for that event; nobody else does.',
  'Passwords are stored only as strong one-way hashes.',
  'We never sell your data or share it outside the college.',
  'You can delete your account at any time; your registrations and feedback go with it.',
];

export function TermsPage() {
  return (
    <Page title="Terms and Privacy">
      <Stack gap="xs">
        <Title order={2}>Terms of use</Title>
        <List spacing="xs">{TERMS.map((t) => <List.Item key={t}>{t}</List.Item>)}</List>
      </Stack>
      <Stack gap="xs">
        <Title order={2}>Privacy</Title>
        <List spacing="xs">{PRIVACY.map((t) => <List.Item key={t}>{t}</List.Item>)}</List>
      </Stack>
      <Text>
        <Anchor component={Link} to="/">
          Back to home
        </Anchor>
      </Text>
    </Page>
  );
}
