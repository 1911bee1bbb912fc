import type { ComponentProps } from 'react';
import classes from './LiveForm.module.css';
import { useHydrated } from './use-hydrated.ts';

/**
 * A form whose fields wait until the page is live. The sign-in and sign-up pages arrive
 * rendered by the server: used before the app has started, the browser would submit the
 * form itself (a password in the address) or the app would not see what was typed.
 */
export function LiveForm({ children, ...props }: ComponentProps<'form'>) {
  const live = useHydrated();
  return (
    <form noValidate {...props}>
      <fieldset disabled={!live} className={classes.plain}>
        {children}
      </fieldset>
    </form>
  );
}
