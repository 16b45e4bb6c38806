import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** SoundPort violet, from light tint to deep shade. */
const brand: MantineColorsTuple = [
  '#f4efff',
  '#e4dbff',
  '#c6b3fb',
  '#a688f7',
  '#8b63f3',
  '#7a4cf1',
  '#6d3df0',
  '#5d30d6',
  '#5229c0',
  '#4520a9',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Arabic", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Menus, modals and drawers appear without moving for people whose system asks for reduced motion.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
  },
});
