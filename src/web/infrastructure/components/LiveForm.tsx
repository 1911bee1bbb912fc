import type { ComponentProps, ReactNode } from 'react';
import classes from './LiveForm.module.css';
import { useHydrated } from './use-hydrated.ts';

/**
 * A form whose fields wait until the page is live. The sign-in and sign-up pages arrive
 * rendered by the server: used before the app has started, the browser would submit the
 * form itself (a password in the address) or the app would not see what was typed.
 */
export function LiveForm({ children, ...props }: ComponentProps<'form'>) {
  return (
    <form noValidate {...props}>
      <LiveFields>{children}</LiveFields>
    </form>
  );
}

/**
 * Fields that wait until the page is live, outside a form (the home page's filters):
 * typed into before hydration, a controlled field would lose the text when React takes it over.
 * On a page whose app starts on the first interaction, the start script opens them at once
 * and keeps what is typed (server/platform/pages/app-start.ts), so the server's `disabled`
 * may already be gone when React hydrates.
 */
export function LiveFields({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset disabled={!live} className={classes.plain} data-waits-for-app suppressHydrationWarning>
      {children}
    </fieldset>
  );
}
