import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Shades picked for WCAG AA contrast (4.5:1): indigo-7 under white text in light mode, indigo-8 in dark mode.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    // docs/product.md §9 tooltip defaults: 100 ms to open, at most 300 px wide.
    Tooltip: {
      defaultProps: { openDelay: 100, multiline: true, maw: 300, events: { hover: true, focus: true, touch: true } },
    },
  },
});

/**
 * Mantine's close buttons have no accessible name of their own (a screen reader says "button"): every toast, alert
 * and dialog gets the localized "Close" unless its caller names it otherwise.
 */
export const closeLabels = (label: string) =>
  createTheme({
    components: {
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': label } } },
      Alert: { defaultProps: { closeButtonLabel: label } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': label } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': label } } },
    },
  });

// Mantine's default "dimmed" grey is below 4.5:1 on both backgrounds; one step darker (lighter in dark mode) passes.
// So are its error red (red-6 on white 3.3:1, red-8 on dark 3.4:1: field errors and the text of an invalid field)
// and its success teal (teal-8, 3.9:1 on both); these shades pass on both backgrounds and on light alert tints.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--mantine-color-success': 'var(--mantine-color-teal-6)',
  },
});
