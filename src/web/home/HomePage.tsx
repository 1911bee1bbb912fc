import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Hero } from './Hero.tsx';
import { UpcomingEvents } from './UpcomingEvents.tsx';

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
