import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { UpcomingEvents } from '../events/UpcomingEvents.tsx';
import { HeroCarousel } from './HeroCarousel.tsx';

export function HomePage() {
  useDocumentTitle('Quad · Campus events');
  return (
    <>
      <HeroCarousel />
      <Container size="lg" py="xl">
        <UpcomingEvents />
      </Container>
    </>
  );
}
