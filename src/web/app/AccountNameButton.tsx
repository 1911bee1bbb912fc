import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { shortName } from '../../domain/format.ts';
import type { Me } from '../../domain/schemas/account.ts';
import { useTranslation } from 'react-i18next';

/**
 * The signed-in user's name, cut to 7 characters plus '...' (SPEC.md §2): the account
 * menu's button, and the same button standing in while the menu's code loads. A screen
 * reader hears the full name (its accessible name), which the cut text begins.
 */
export function AccountNameButton({ user, ...props }: { user: Me } & ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>) {
  const { t } = useTranslation();
  return (
    <Button variant="light" aria-label={user.name} title={t('account.menuFor', { name: user.name })} rightSection={<IconChevronDown size={16} aria-hidden />} {...props}>
      {shortName(user.name)}
    </Button>
  );
}
