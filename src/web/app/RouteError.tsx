import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';

/** A page that failed to load (e.g. a new deployment replaced its code): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually helps.</Text>
        <Stack gap="xs" align="flex-start">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/" variant="subtle" reloadDocument>
            Go back home
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
