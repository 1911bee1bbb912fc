import { Button, Card, Text, Title } from '@mantine/core';
import { errorMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { useDownloadMyData } from './api.ts';

/** The person's own data, theirs to take: a ZIP with data.json and a page that reads it. */
export function DownloadMyData() {
  const download = useDownloadMyData();
  return (
    <Card withBorder component="section" aria-labelledby="my-data">
      <Title order={2} size="h4" id="my-data">
        Your data
      </Title>
      <Text size="sm" mt={4}>
        Download everything Quad holds about you: your account, registrations with your answers, tickets and check-ins, feedback, follows, inbox,
        devices and the audit entries about you. The ZIP has a page to read it and a data.json file for other programs. Once an hour.
      </Text>
      {download.isError && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          <FormError message={errorMessage(download.error)} />
        </div>
      )}
      <div>
        <Button mt="sm" variant="light" onClick={() => download.mutate()} loading={download.isPending}>
          Download my data
        </Button>
      </div>
    </Card>
  );
}
