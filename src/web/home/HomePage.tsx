import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

export function HomePage() {
  useDocumentTitle('Quad · Campus events');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Paper p="xl" radius="lg" bg="indigo.8" c="white">
          <Title order={1}>Discover Exciting Events in your Campus.</Title>
        </Paper>
        <Stack gap="xs">
          <Title order={2}>Upcoming Events</Title>
          <Text>The event listing is coming soon.</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
