import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../infrastructure/components/Page.tsx';

export function NotFoundPage() {
  return (
    <Page title="Page not found" heading="404 — Page not found" size="sm">
      <Text>The page you are looking for does not exist or has moved.</Text>
      <div>
        <Button component={Link} to="/">
          Go back home
        </Button>
      </div>
    </Page>
  );
}
