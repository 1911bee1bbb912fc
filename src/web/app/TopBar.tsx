import { ActionIcon, Anchor, Burger, Button, Drawer, Group, Image, Stack, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { shortName } from '../../domain/format.ts';
import { useSession } from '../api/session.ts';
import { MAIN_LINKS } from './nav-links.ts';
import { useAccountActions } from './useAccountActions.ts';
import classes from './TopBar.module.css';

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={`Switch to ${next} mode`} onClick={() => setColorScheme(next)}>
      {scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}

function AccountButtons({ onDone }: { onDone?: () => void }) {
  const { user } = useSession();
  const { openProfile, logout, loggingOut } = useAccountActions();
  if (!user) {
    return (
      <>
        <Button component={Link} to="/login" variant="subtle" onClick={onDone}>
          Login
        </Button>
        <Button component={Link} to="/student-signup" onClick={onDone}>
          Signup
        </Button>
      </>
    );
  }
  return (
    <>
      {user.admin && (
        <Button component={Link} to="/admin/feedback" variant="subtle" onClick={onDone}>
          Admin
        </Button>
      )}
      <Button variant="light" title={user.name} onClick={() => { onDone?.(); openProfile(user); }}>
        {shortName(user.name)}
      </Button>
      <Button variant="default" loading={loggingOut} onClick={() => { onDone?.(); logout(); }}>
        Logout
      </Button>
    </>
  );
}

export function TopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/" underline="never" className={classes.brand} aria-label="Quad">
        <Group gap="xs" wrap="nowrap">
          <Image src="/logo.svg" alt="" w={32} h={32} />
          <Text fw={800} fz="xl" c="var(--mantine-color-text)">
            Quad
          </Text>
        </Group>
      </Anchor>

      <Group gap="xs" visibleFrom="sm" wrap="nowrap" component="nav" aria-label="Main">
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={classes.link}>
            {link.label}
          </NavLink>
        ))}
      </Group>

      <Group gap="xs" wrap="nowrap">
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          <AccountButtons />
        </Group>
        <ColorSchemeToggle />
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={opened ? 'Close menu' : 'Open menu'} />
      </Group>

      <Drawer opened={opened} onClose={close} title="Menu" hiddenFrom="sm" size="xs" position="right">
        <Stack component="nav" aria-label="Main" gap="xs">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
              {link.label}
            </NavLink>
          ))}
          <AccountButtons onDone={close} />
        </Stack>
      </Drawer>
    </Group>
  );
}
