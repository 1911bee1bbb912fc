import { Anchor, Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { Page } from '../../infrastructure/components/Page.tsx';

export function AboutPage() {
  const { t } = useTranslation();
  const { data: config } = usePublicConfig();
  return (
    <Page title={t('shell.about.title')} heading={t('shell.about.heading')}>
      <Text>{t('shell.about.intro')}</Text>
      <Stack gap="xs">
        <Title order={2}>{t('shell.about.mission')}</Title>
        <Text>{t('shell.about.missionText')}</Text>
      </Stack>
      <Stack gap="xs">
        <Title order={2}>{t('shell.about.vision')}</Title>
        <Text>{t('shell.about.visionText')}</Text>
      </Stack>
      <Card withBorder>
        <Title order={2} mb="xs">
          {t('shell.about.contact')}
        </Title>
        {config ? (
          <List spacing="xs">
            <List.Item>
              {t('shell.about.email')} <Anchor href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Anchor>
            </List.Item>
            <List.Item>
              {t('shell.about.phone')} <Anchor href={`tel:${config.contactPhone.replace(/\s+/g, '')}`}>{config.contactPhone}</Anchor>
            </List.Item>
          </List>
        ) : (
          <Skeleton h={48} />
        )}
      </Card>
    </Page>
  );
}
