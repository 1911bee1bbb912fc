import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page about one event shows while the event loads. */
export function EventLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('eventPage.loading')} />
    </Center>
  );
}
