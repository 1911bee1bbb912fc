import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server shows only once (a webhook's signing secret, an API token): the value
 * in a read-only field to select, a copy button, and the warning that it will not be shown again.
 */
export function SecretOnce({ label, value, copyLabel, note }: { label: string; value: string; copyLabel: string; note: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group align="flex-end" wrap="wrap">
        <TextInput label={label} value={value} readOnly style={{ flex: 1 }} miw={220} styles={{ input: { fontFamily: 'monospace' } }} />
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('club.copied') : copyLabel}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="sm">{note}</Text>
    </Stack>
  );
}
