import { Box, Card, Chip, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { preferencesSchemaFor, type PreferencesInput } from '../../../domain/schemas/preferences.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { headline } from '../../infrastructure/components/zod-form.ts';
import { usePreferences, useSavePreferences } from './api.ts';

const NO_TAGS: readonly string[] = [];

/**
 * The student's own settings on their profile: reminder e-mails, the daily digest and their
 * interests (the campus's event tags). Each change is saved at once and shown before the
 * server answers; a refused one is taken back with a toast saying why. Success is quiet:
 * the switch or chip already shows the new state.
 */
export function PreferencesPanel() {
  const preferences = usePreferences();
  const config = usePublicConfig();
  const tags = config.data?.eventTags ?? NO_TAGS;
  // The server's own rules (the campus tags, at most MAX_INTERESTS), checked before sending.
  const schema = useMemo(() => preferencesSchemaFor(tags), [tags]);
  const save = useSavePreferences((error) => notifyError(problemMessage(error)));
  const [interestsProblem, setInterestsProblem] = useState<string | null>(null);
  const { t, i18n } = useTranslation();

  const change = (values: PreferencesInput) => {
    const problem = headline(schema, values, i18n.language as UiLanguage);
    if ('interests' in values) setInterestsProblem(problem);
    if (problem) return;
    save.mutate(schema.parse(values));
  };
  // Interests stored under tags the campus no longer has are not shown, and go with the next change.
  const known = new Set(tags.map((t) => t.toLowerCase()));
  const changeInterests = (next: string[]) => change({ interests: next.filter((t) => known.has(t.toLowerCase())) });

  return (
    <Card withBorder component="section" aria-labelledby="messages-and-interests">
      <Title order={2} size="h4" id="messages-and-interests">
        {t('preferences.title')}
      </Title>
      <Box mt="sm">
        <QueryState
          query={preferences}
          loadingLabel={t('preferences.loading')}
          skeleton={<LinesSkeleton rows={4} height={40} />}
          errorMessage={t('preferences.loadFailed', { reason: problemMessage(preferences.error) })}
        >
          {(data) => (
        <Stack gap="md">
          <Switch
            label={t('preferences.reminders')}
            description={t('preferences.remindersHelp')}
            checked={data.reminders}
            onChange={(ev) => change({ reminders: ev.currentTarget.checked })}
          />
          <Switch
            label={t('preferences.digest')}
            description={t('preferences.digestHelp')}
            checked={data.digest}
            onChange={(ev) => change({ digest: ev.currentTarget.checked })}
          />
          <Switch
            label={t('preferences.followInbox')}
            description={t('preferences.followInboxHelp')}
            checked={data.followInbox}
            onChange={(ev) => change({ followInbox: ev.currentTarget.checked })}
          />
          {tags.length > 0 && (
            <div role="group" aria-labelledby="interests-label" aria-describedby="interests-description">
              <Text id="interests-label" size="sm" fw={500}>
                {t('preferences.interests')}
              </Text>
              <Text id="interests-description" size="xs" c="dimmed">
                {t('preferences.interestsHelp')}
              </Text>
              <Chip.Group multiple value={data.interests} onChange={changeInterests}>
                <Group gap="xs" mt="xs">
                  {tags.map((tag) => (
                    <Chip key={tag} value={tag}>
                      {tag}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {interestsProblem && (
                <Text role="alert" size="sm" mt={4} c="var(--mantine-color-error)">
                  {interestsProblem}
                </Text>
              )}
            </div>
          )}
        </Stack>
          )}
        </QueryState>
      </Box>
    </Card>
  );
}
