import { Badge, Button } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { useInboxUnread } from '../infrastructure/api/inbox.ts';
import classes from './TopBar.module.css';
import { useTranslation } from 'react-i18next';

/** The inbox page (src/web/engagement/announcements/InboxPage.tsx). */
export const INBOX_PATH = '/inbox';

/** The unread count beside "Inbox" (none at 0); the link's name says it in words. */
export function UnreadBadge({ unread, className }: { unread: number; className?: string }) {
  if (unread <= 0) return null;
  return (
    <Badge size="sm" variant="filled" circle={unread < 10} aria-hidden className={className}>
      {unread > 99 ? '99+' : unread}
    </Badge>
  );
}

/**
 * The top bar's Inbox link with the unread count (wide screens; the phone's menu lists it
 * too). Loaded apart, like the account menu: signed-out visitors never need its code, and
 * the count is asked for every minute and when the window regains focus. Between the
 * phone's width and 62em the bar is crowded: an icon stands for the word there
 * (TopBar.module.css); the link's name is the same everywhere.
 */
export default function InboxButton() {
  const unread = useInboxUnread();
  const { t } = useTranslation();
  // Its accessible name: 'Inbox', or 'Inbox, 2 unread'.
  return (
    <Button component={NavLink} to={INBOX_PATH} variant="subtle" className={classes.inbox} aria-label={t('inbox.unread', { count: unread })} title={t('inbox.label')}>
      <IconInbox size={20} aria-hidden className={classes.inboxIcon} />
      <span className={classes.inboxWord}>{t('inbox.label')}</span>
      <UnreadBadge unread={unread} className={classes.inboxBadge} />
    </Button>
  );
}
