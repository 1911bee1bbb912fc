import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../infrastructure/components/Page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('notFound.title')} heading={t('notFound.heading')} size="sm">
      <Text>{t('notFound.text')}</Text>
      <div>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </div>
    </Page>
  );
}
