import { createTheme, darken, type CSSVariablesResolver, type MantineColorShade, type MantineThemeComponent, type MantineThemeOverride } from '@mantine/core';
import { accentScale, DEFAULT_CAMPUS_ACCENT } from '../../domain/accent.ts';

/*
 * Quad's design language in one place (docs/design.md explains each choice): the campus
 * accent, a type scale, spacing, radius, elevation and motion, for light and dark. Pages
 * use these tokens (Mantine props, `var(--mantine-…)` and `var(--quad-…)`), never their
 * own hex colours or pixel font sizes.
 */

// Required fields carry `required` (announced by screen readers) without a visual
// asterisk inside the label, so each label reads exactly as written; forms say
// which fields are optional instead.
const noAsterisk: MantineThemeComponent = { defaultProps: { withAsterisk: false } };

// The script families (script-fonts.css) come first, each limited to its script by unicode-range.
const FONT = '"Noto Sans Kannada", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Ubuntu, sans-serif';

/** The theme for a campus accent (GET /api/config `accent`, CAMPUS_ACCENT): its ten shades are the primary colour. */
export function themeFor(accent: string = DEFAULT_CAMPUS_ACCENT): MantineThemeOverride {
  const { shades, filled } = accentScale(accent);
  return createTheme({
    colors: { campus: shades },
    primaryColor: 'campus',
    // White text on a filled button keeps 4.5:1 or more (WCAG AA) in both schemes.
    primaryShade: { light: filled as MantineColorShade, dark: Math.min(9, filled + 1) as MantineColorShade },
    // Mantine's own transitions (menus, drawers) are skipped for visitors who ask for less motion.
    respectReducedMotion: true,
    defaultRadius: 'md',
    fontFamily: FONT,
    // Type scale: a 1.125 step for body sizes, bigger jumps for headings; tight leading on titles.
    fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
    lineHeights: { xs: '1.35', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.65' },
    headings: {
      fontFamily: FONT,
      fontWeight: '750',
      sizes: {
        h1: { fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem)', lineHeight: '1.1' },
        h2: { fontSize: 'clamp(1.375rem, 1.1rem + 1.2vw, 1.875rem)', lineHeight: '1.2' },
        h3: { fontSize: '1.25rem', lineHeight: '1.25' },
        h4: { fontSize: '1.0625rem', lineHeight: '1.3' },
        h5: { fontSize: '1rem', lineHeight: '1.35' },
        h6: { fontSize: '0.875rem', lineHeight: '1.4' },
      },
    },
    // Spacing on a 4 px grid.
    spacing: { xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
    radius: { xs: '0.25rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem' },
    // Elevation: soft, layered shadows, tinted by nothing (they read on both schemes).
    shadows: {
      xs: '0 1px 2px rgb(16 24 40 / 0.06)',
      sm: '0 1px 2px rgb(16 24 40 / 0.06), 0 1px 3px rgb(16 24 40 / 0.1)',
      md: '0 2px 4px rgb(16 24 40 / 0.06), 0 6px 16px rgb(16 24 40 / 0.1)',
      lg: '0 4px 8px rgb(16 24 40 / 0.06), 0 14px 32px rgb(16 24 40 / 0.14)',
      xl: '0 8px 16px rgb(16 24 40 / 0.08), 0 24px 56px rgb(16 24 40 / 0.18)',
    },
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
  });
}

/** The theme with Quad's own accent (tests, and a page before its configuration is read). */
export const theme = themeFor();

/**
 * Quad's own variables, and dimmed, error and "light variant" text darker than Mantine's
 * defaults, so every text meets AA contrast (4.5:1) on white and on the light tinted backgrounds.
 *
 * Motion: `--quad-motion-fast` (hover, press), `--quad-motion` (things that appear) and
 * `--quad-ease`; every CSS transition uses them and stops under `prefers-reduced-motion`.
 * Surfaces: `--quad-surface` (cards, sheets), `--quad-surface-sunken` (behind a poster),
 * `--quad-surface-accent` (the banner: a tint of the accent), `--quad-border` (hairlines);
 * `--quad-accent-text`: accent-coloured text at 4.5:1 on the page.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {
    '--quad-motion-fast': '120ms',
    '--quad-motion': '200ms',
    '--quad-ease': 'cubic-bezier(0.2, 0.8, 0.2, 1)',
  },
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[9]!,
    '--quad-surface': t.white,
    '--quad-surface-sunken': t.colors.gray[0]!,
    '--quad-border': t.colors.gray[3]!,
    '--quad-surface-accent': t.colors.campus![0]!,
    // Accent text on white (a chip's label, a count): the filled shade, 4.5:1 or more.
    '--quad-accent-text': `var(--mantine-color-campus-filled)`,
    ...Object.fromEntries(
      Object.keys(t.colors).flatMap((c) => [
        [`--mantine-color-${c}-light`, t.colors[c]![0]!],
        [`--mantine-color-${c}-light-hover`, t.colors[c]![1]!],
        [`--mantine-color-${c}-light-color`, darken(t.colors[c]![9]!, 0.3)],
      ]),
    ),
    // Filled buttons of other colours (a red "Decline" or "Delete"): shade 7 of red is 3.7:1
    // under white text, shade 9 is above 4.5:1. The primary colour keeps its own filled shade.
    ...Object.fromEntries(
      Object.keys(t.colors)
        .filter((c) => c !== t.primaryColor)
        .flatMap((c) => [
          [`--mantine-color-${c}-filled`, t.colors[c]![9]!],
          [`--mantine-color-${c}-filled-hover`, darken(t.colors[c]![9]!, 0.1)],
        ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1]!,
    '--mantine-color-error': t.colors.red[4]!,
    '--quad-surface': t.colors.dark[6]!,
    '--quad-surface-sunken': t.colors.dark[8]!,
    '--quad-border': t.colors.dark[4]!,
    '--quad-surface-accent': t.colors.dark[6]!,
    '--quad-accent-text': t.colors.campus![3]!,
  },
});
