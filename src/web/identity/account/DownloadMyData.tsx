import { Button, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { useDownloadMyData } from './api.ts';

/** The person's own data, theirs to take: a ZIP with data.json and a page that reads it. */
export function DownloadMyData() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  return (
    <Card withBorder component="section" aria-labelledby="my-data">
      <Title order={2} size="h4" id="my-data">
        {t('club.data.title')}
      </Title>
      <Text size="sm" mt={4}>
        {t('club.data.text')}
      </Text>
      {download.isError && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <FormError message={errorMessage(download.error)} />
        </div>
      )}
      <div>
        <Button mt="sm" variant="light" onClick={() => download.mutate()} loading={download.isPending}>
          {t('club.data.download')}
        </Button>
      </div>
    </Card>
  );
}
