import { Anchor, Button, Card, CopyButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { clubCalendarPath, clubEmbedPath, EMBED_SCRIPT_PATH } from '../../../domain/event-path.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';

/** The markup a club pastes into its website: a frame, or the script that makes one and sizes it. */
export function embedSnippets(origin: string, organizerId: string, organizerName: string) {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    iframe: `<iframe src="${origin}${clubEmbedPath(organizerId)}" title="${escape(`Upcoming events · ${organizerName}`)}" style="width:100%;height:400px;border:0" loading="lazy"></iframe>`,
    script: `<script src="${origin}${EMBED_SCRIPT_PATH}" data-organizer="${escape(organizerId)}" async></script>`,
    calendar: `${origin}${clubCalendarPath(organizerId)}`,
  };
}

function Snippet({ label, copyLabel, value, rows }: { label: string; copyLabel: string; value: string; rows: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Textarea label={label} value={value} readOnly autosize minRows={rows} styles={{ input: { fontFamily: 'monospace', fontSize: 'var(--mantine-font-size-xs)' } }} />
      <div>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy} aria-label={copyLabel}>
              {copied ? t('club.copied') : t('club.embed.copy')}
            </Button>
          )}
        </CopyButton>
      </div>
    </Stack>
  );
}

/**
 * "Put your events on your website": the frame and the one-line script to copy, with a
 * preview, and the club's calendar feed. The addresses are this site's, known once the
 * page runs in the browser (the server renders the section's shape only).
 */
export function EmbedSnippets({ organizerId, organizerName }: { organizerId: string; organizerName: string }) {
  const hydrated = useHydrated();
  const origin = hydrated ? window.location.origin : '';
  const snippets = embedSnippets(origin, organizerId, organizerName);
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="embed-heading">
      <Stack gap="sm">
        <Title order={3} id="embed-heading">
          {t('club.embed.title')}
        </Title>
        <Text size="sm">{t('club.embed.intro')}</Text>
        <Snippet label={t('club.embed.script')} copyLabel={t('club.embed.copyScript')} value={snippets.script} rows={2} />
        <Text size="xs" c="dimmed">
          {t('club.embed.scriptNote')}
        </Text>
        <Snippet label={t('club.embed.frame')} copyLabel={t('club.embed.copyFrame')} value={snippets.iframe} rows={3} />
        <Snippet label={t('club.embed.calendar')} copyLabel={t('club.embed.copyCalendar')} value={snippets.calendar} rows={1} />
        <Group gap="md">
          <Anchor href={clubEmbedPath(organizerId)} target="_blank" rel="noopener" size="sm">
            {t('club.embed.preview')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
