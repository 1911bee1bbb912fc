import { Drawer, Stack } from '@mantine/core';
import { NavLink } from 'react-router';
import { MAIN_LINKS } from './nav-links.ts';
import { AccountButtons } from './AccountButtons.tsx';
import classes from './TopBar.module.css';

/** The phone's menu: loaded the first time the burger is pressed. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" hiddenFrom="sm" size="xs" position="right">
      <Stack component="nav" aria-label="Main" gap="xs">
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={classes.link} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        <AccountButtons onDone={onClose} />
      </Stack>
    </Drawer>
  );
}
