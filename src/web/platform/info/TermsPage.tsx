import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../infrastructure/components/Page.tsx';

// Catalogue keys, in the order the page lists them.
const TERMS = ['shell.terms.ownName', 'shell.terms.registerToAttend', 'shell.terms.organizers', 'shell.terms.feedback', 'shell.terms.suspended'] as const;
const PRIVACY = ['shell.terms.stored', 'shell.terms.organizerSees', 'shell.terms.passwords', 'shell.terms.neverSold', 'shell.terms.delete'] as const;

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('shell.terms.title')}>
      <Stack gap="xs">
        <Title order={2}>{t('shell.terms.termsHeading')}</Title>
        <List spacing="xs">{TERMS.map((key) => <List.Item key={key}>{t(key)}</List.Item>)}</List>
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('shell.terms.privacyHeading')}</Title>
        <List spacing="xs">{PRIVACY.map((key) => <List.Item key={key}>{t(key)}</List.Item>)}</List>
      </Stack>
      <Text>
        <Anchor component={Link} to="/">
          {t('shell.terms.home')}
        </Anchor>
      </Text>
    </Page>
  );
}
