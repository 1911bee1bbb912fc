import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { Hero } from './Hero.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';

export function HomePage() {
  useDocumentTitle('Quad · Campus events');
  return (
    <>
      {/* Hydrated apart from the listing (see Layout.tsx). */}
      <Suspense fallback={null}>
        <Hero />
      </Suspense>
      <Container size="lg" py="xl">
        <UpcomingEvents />
      </Container>
    </>
  );
}
