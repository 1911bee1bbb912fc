import { Anchor, Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGithub, IconBrandLinkedin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import developers from '../../../../config/developers.json';
import { Page } from '../../infrastructure/components/Page.tsx';

interface Person {
  name: string;
  role: string;
  /** A real photo under public/developers/; without one, the person's initials are shown. */
  photo?: string;
  github?: string;
  linkedin?: string;
}

/** White initials on each of these stay above 4.5:1 (WCAG AA), in light and in dark mode. */
const AVATAR_COLORS = ['indigo.8', 'teal.9', 'grape.8', 'cyan.9', 'red.9', 'violet.8', 'blue.9', 'pink.8'];

/** "Aarav Kulkarni" → "AK"; titles such as "Dr." are left out ("Dr. Kavitha Rao" → "KR"). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith('.'));
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return picked.map((w) => w[0]!.toUpperCase()).join('');
}

/** A person's photo, or their initials on a colour of their own: never initials drawn over a silhouette. */
function PersonAvatar({ person, index }: { person: Person; index: number }) {
  const { t } = useTranslation();
  const initials = initialsOf(person.name);
  const color = AVATAR_COLORS[index % AVATAR_COLORS.length];
  if (person.photo) {
    return (
      <Avatar src={person.photo} alt={t('shell.developers.photo', { name: person.name })} size={96} color={color} variant="filled">
        {initials}
      </Avatar>
    );
  }
  return (
    <Avatar role="img" aria-label={t('shell.developers.avatar', { name: person.name })} size={96} color={color} variant="filled">
      {initials}
    </Avatar>
  );
}

/** The people behind Quad, read from config/developers.json. */
export function DevelopersPage() {
  const { t } = useTranslation();
  const people = (developers as { people: Person[] }).people;
  return (
    <Page title={t('shell.developers.title')} heading={t('shell.developers.heading')} size="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {people.map((person, index) => (
          <Card key={person.name} withBorder padding="lg" component="article">
            <Stack align="center" gap="xs">
              <PersonAvatar person={person} index={index} />
              <Title order={2} size="h4" ta="center">
                {person.name}
              </Title>
              <Text size="sm" c="dimmed" ta="center">
                {person.role}
              </Text>
              <Group gap="md">
                {person.github && (
                  <Anchor href={person.github} target="_blank" rel="noreferrer" aria-label={t('shell.developers.github', { name: person.name })}>
                    <IconBrandGithub aria-hidden />
                  </Anchor>
                )}
                {person.linkedin && (
                  <Anchor href={person.linkedin} target="_blank" rel="noreferrer" aria-label={t('shell.developers.linkedin', { name: person.name })}>
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
