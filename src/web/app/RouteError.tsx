import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';

/** A page that failed to load (e.g. a new deployment replaced its code): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t('shell.error.title')}</Title>
        <Text>{t('shell.error.text')}</Text>
        <Stack gap="xs" align="flex-start">
          <Button onClick={() => window.location.reload()}>{t('shell.error.reload')}</Button>
          <Button component={Link} to="/" variant="subtle" reloadDocument>
            {t('shell.error.home')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
