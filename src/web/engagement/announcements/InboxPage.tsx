import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInbox, useMarkInboxRead, type InboxItem } from '../../infrastructure/api/inbox.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { SentAt } from './SentAt.tsx';

function InboxEntry({ item, isNew }: { item: InboxItem; isNew: boolean }) {
  const headingId = `inbox-${item.id}`;
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      component="article"
      aria-labelledby={headingId}
      padding="md"
      // Unread: a coloured edge as well as the "New" badge, which screen readers read out.
      style={isNew ? { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {item.subject}
          </Title>
          {isNew && (
            <Badge variant="filled" style={{ flexShrink: 0 }}>
              {t('inboxPage.new')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          <SentAt at={item.createdAt} />
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.message}</Text>
        {item.eventId && (
          <Anchor component={Link} to={`/events/${encodeURIComponent(item.eventId)}`} aria-describedby={headingId} w="fit-content">
            {t('inboxPage.seeEvent')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /inbox: the messages sent to the signed-in account (organizers' announcements), newest
 * first. Opening it marks them all read, which clears the top bar's badge; those that were
 * unread stay marked "New" while the page is open.
 */
export function InboxPage() {
  const inbox = useInbox({ fresh: true });
  const markRead = useMarkInboxRead();
  const items = inbox.data?.items;
  const unread = inbox.data?.unread ?? 0;
  const { t } = useTranslation();

  // The items that were unread when this page showed them (they are read once it has).
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(() => new Set());
  const newlyUnread = items?.filter((item) => item.readAt === null && !seenUnread.has(item.id)) ?? [];
  if (newlyUnread.length > 0) setSeenUnread(new Set([...seenUnread, ...newlyUnread.map((item) => item.id)]));

  // Read once shown: on opening, and for anything that arrives while the page is open.
  const { mutate: markAllRead } = markRead;
  useEffect(() => {
    if (unread > 0) markAllRead();
  }, [unread, markAllRead]);

  return (
    <Page title={t('inboxPage.title')}>
      <QueryState
        query={inbox}
        loadingLabel={t('inboxPage.loading')}
        skeleton={<LinesSkeleton rows={3} height={96} gap="md" />}
        errorMessage={t('inboxPage.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('inboxPage.emptyTitle'), text: t('inboxPage.emptyText'), action: { label: t('common.findEvents'), to: '/' } }}
      >
        {(data) => (
          <Stack gap="md">
            {data.items.map((item) => (
              <InboxEntry key={item.id} item={item} isNew={item.readAt === null || seenUnread.has(item.id)} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
