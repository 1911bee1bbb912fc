import { createTheme, darken, type CSSVariablesResolver, type MantineThemeComponent } from '@mantine/core';

// Required fields carry `required` (announced by screen readers) without a visual
// asterisk inside the label, so each label reads exactly as written; forms say
// which fields are optional instead.
const noAsterisk: MantineThemeComponent = { defaultProps: { withAsterisk: false } };

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons above 4.5:1 (WCAG AA).
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif',
  // Plain objects (what `Component.extend` returns): importing the components here would
  // pull every form input (NumberInput, Select, …) into the first download of every page.
  components: {
    TextInput: noAsterisk,
    PasswordInput: {
      defaultProps: { withAsterisk: false, visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' } },
    },
    Textarea: noAsterisk,
    Select: noAsterisk,
    NativeSelect: noAsterisk,
    NumberInput: noAsterisk,
    // Links are underlined: told apart from text by more than colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Close buttons: a name for screen readers and a target of at least 24 px (WCAG 2.5.8).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss', size: 'lg' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss', size: 'lg' } } },
    // A loader is a status: its aria-label is then allowed and announced.
    Loader: { defaultProps: { role: 'status' } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Hide notification', size: 'lg' } },
      // Under a title Mantine greys the message (3.3:1 on white): the text colour instead.
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
  },
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif' },
});

/**
 * Dimmed, error and "light variant" text darker than Mantine's defaults, so every
 * text meets AA contrast (4.5:1) on white and on the light tinted backgrounds.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[9]!,
    ...Object.fromEntries(
      Object.keys(t.colors).flatMap((c) => [
        [`--mantine-color-${c}-light`, t.colors[c]![0]!],
        [`--mantine-color-${c}-light-hover`, t.colors[c]![1]!],
        [`--mantine-color-${c}-light-color`, darken(t.colors[c]![9]!, 0.3)],
      ]),
    ),
    // Filled buttons of other colours (a red "Decline" or "Delete"): shade 7 of red is 3.7:1
    // under white text, shade 9 is above 4.5:1. The primary colour keeps its shade 7 (4.9:1).
    ...Object.fromEntries(
      Object.keys(t.colors)
        .filter((c) => c !== t.primaryColor)
        .flatMap((c) => [
          [`--mantine-color-${c}-filled`, t.colors[c]![9]!],
          [`--mantine-color-${c}-filled-hover`, darken(t.colors[c]![9]!, 0.1)],
        ]),
    ),
  },
  dark: { '--mantine-color-dimmed': t.colors.dark[1]!, '--mantine-color-error': t.colors.red[4]! },
});
