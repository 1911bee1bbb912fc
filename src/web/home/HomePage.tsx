import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { UpcomingEvents } from '../events/UpcomingEvents.tsx';
import { Hero } from './Hero.tsx';

export function HomePage() {
  useDocumentTitle('Quad · Campus events');
  return (
    <>
      <Hero />
      <Container size="lg" py="xl">
        <UpcomingEvents />
      </Container>
    </>
  );
}
