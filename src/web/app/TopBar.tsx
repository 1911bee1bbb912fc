import { ActionIcon, Anchor, Burger, Group, Text, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { useOnceTrue } from '../infrastructure/components/use-once-true.ts';
import { AccountButtons } from './AccountButtons.tsx';
import { MAIN_LINKS } from './nav-links.ts';
import classes from './TopBar.module.css';
import { useTranslation } from 'react-i18next';

const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const { t } = useTranslation();
  // The server cannot read the visitor's choice, which the page's colour-scheme script has
  // put on <html> before the first paint: the label and icon of each scheme are both in
  // the page, and CSS shows the current one's, before and after the app runs.
  return (
    <ActionIcon variant="subtle" size="lg" onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}>
      <IconSun size={20} aria-hidden className={classes.inDark} />
      <IconMoon size={20} aria-hidden className={classes.inLight} />
      <span className={`${classes.inDark} ${classes.label}`}>{t('nav.switchToLight')}</span>
      <span className={`${classes.inLight} ${classes.label}`}>{t('nav.switchToDark')}</span>
    </ActionIcon>
  );
}

/** Quad's mark in the campus's colour (CAMPUS_ACCENT), drawn inline so the theme reaches it. */
function QuadMark() {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-primary-color-filled)" />
      <rect x="12" y="12" width="18" height="18" rx="4" fill="#fff" />
      <rect x="34" y="12" width="18" height="18" rx="4" fill="#fff" fillOpacity=".7" />
      <rect x="12" y="34" width="18" height="18" rx="4" fill="#fff" fillOpacity=".7" />
      <rect x="34" y="34" width="18" height="18" rx="4" fill="#fff" />
    </svg>
  );
}

export function TopBar() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const menuWanted = useOnceTrue(opened);
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/" underline="never" className={classes.brand} aria-label="Quad">
        <Group gap="xs" wrap="nowrap">
          <QuadMark />
          <Text fw={800} fz="xl" c="var(--mantine-color-text)">
            Quad
          </Text>
        </Group>
      </Anchor>

      <Group gap="xs" visibleFrom="sm" wrap="nowrap" component="nav" aria-label={t('nav.main')}>
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={classes.link}>
            {t(link.label)}
          </NavLink>
        ))}
      </Group>

      <Group gap="xs" wrap="nowrap">
        <Group gap="xs" visibleFrom="sm" wrap="nowrap">
          <AccountButtons />
        </Group>
        <ColorSchemeToggle />
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')} />
      </Group>

      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
