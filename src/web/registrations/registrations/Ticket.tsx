import { Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A registration's QR ticket, as the door's scanner reads it. The image answers its own
 * student only (by their session cookie).
 */
export function Ticket({ registrationId, eventName }: { registrationId: string; eventName: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="center">
      <Image src={`/api/registrations/${encodeURIComponent(registrationId)}/ticket.svg`} alt={t('ticket.qrFor', { name: eventName })} w={140} h={140} />
      <Text size="xs" c="dimmed">
        {t('ticket.showAtDoor')}
      </Text>
    </Stack>
  );
}
