import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub, IconBrandLinkedin } from '@tabler/icons-react';
import developers from '../../../config/developers.json';
import { Page } from '../components/Page.tsx';

interface Person {
  name: string;
  role: string;
  photo: string;
  github?: string;
  linkedin?: string;
}

/** The people behind Quad, read from config/developers.json. */
export function DevelopersPage() {
  const people = (developers as { people: Person[] }).people;
  return (
    <Page title="Developers" heading="Meet the developers" size="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {people.map((person) => (
          <Card key={person.name} withBorder padding="lg" component="article">
            <Stack align="center" gap="xs">
              <Avatar src={person.photo} alt={`Photo of ${person.name}`} size={96} />
              <Title order={2} size="h4" ta="center">
                {person.name}
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {person.role}
              </Text>
              <Group gap="md">
                {person.github && (
                  <Anchor href={person.github} target="_blank" rel="noreferrer" aria-label={`${person.name} on GitHub`}>
                    <IconBrandGithub aria-hidden />
                  </Anchor>
                )}
                {person.linkedin && (
                  <Anchor href={person.linkedin} target="_blank" rel="noreferrer" aria-label={`${person.name} on LinkedIn`}>
                    <IconBrandLinkedin aria-hidden />
                  </Anchor>
                )}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Page>
  );
}
