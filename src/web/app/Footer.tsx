import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePublicConfig } from '../api/config.ts';
import classes from './Footer.module.css';

const FOOTER_LINKS = [
  { to: '/terms', label: 'Terms and Privacy' },
  { to: '/privacy', label: 'Privacy and your data' },
  { to: '/about', label: 'Contact' },
  { to: '/feedback', label: 'Feedback and Suggestions' },
  { to: '/developers', label: 'Developers' },
];

export function Footer() {
  const { data: config } = usePublicConfig();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Stack gap="xs" align="center">
          <Group component="nav" aria-label="Footer" gap="lg" justify="center">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="sm" c="dimmed" ta="center">
            Quad is built and run by the students and faculty of {config?.campusName ?? 'our college'}.
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
