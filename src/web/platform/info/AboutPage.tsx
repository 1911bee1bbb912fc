import { Anchor, Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { Page } from '../../infrastructure/components/Page.tsx';

export function AboutPage() {
  const { data: config } = usePublicConfig();
  return (
    <Page title="About" heading="About Quad">
      <Text>
        Quad is built and run by students and faculty so that students can show their skills, network, and join
        events and workshops across the campus.
      </Text>
      <Stack gap="xs">
        <Title order={2}>Our mission</Title>
        <Text>
          Make every event on campus easy to find and easy to join, and give every club the tools to run its events
          well.
        </Text>
      </Stack>
      <Stack gap="xs">
        <Title order={2}>Our vision</Title>
        <Text>A campus where no student misses an event they would have loved, and every club can reach its audience.</Text>
      </Stack>
      <Card withBorder>
        <Title order={2} mb="xs">
          Contact us
        </Title>
        {config ? (
          <List spacing="xs">
            <List.Item>
              Email: <Anchor href={`mailto:${config.contactEmail}`}>{config.contactEmail}</Anchor>
            </List.Item>
            <List.Item>
              Phone: <Anchor href={`tel:${config.contactPhone.replace(/\s+/g, '')}`}>{config.contactPhone}</Anchor>
            </List.Item>
          </List>
        ) : (
          <Skeleton h={48} />
        )}
      </Card>
    </Page>
  );
}
