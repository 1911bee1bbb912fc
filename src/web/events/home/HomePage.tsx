import { Container, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Hero } from './Hero.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';

/** Discovery first: the heading and a compact banner, then search, chips and the poster wall, on a phone's first screen. */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  return (
    <Container size="xl" pt={{ base: 'sm', sm: 'lg' }} pb="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        {/* Hydrated apart from the listing (see Layout.tsx). */}
        <Suspense fallback={null}>
          <Hero />
        </Suspense>
        <UpcomingEvents />
      </Stack>
    </Container>
  );
}
