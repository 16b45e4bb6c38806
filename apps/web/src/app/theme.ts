import { createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { readableOn } from './contrast.ts';

/** SoundPort violet, from light tint to deep shade. */
const brand: MantineColorsTuple = ['#f4efff', '#e4dbff', '#c6b3fb', '#a688f7', '#8b63f3', '#7a4cf1', '#6d3df0', '#5d30d6', '#5229c0', '#4520a9'];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 4 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Arabic", sans-serif',
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

/** The page's background behind cards (`--sp-page-bg` in global.css). */
const PAGE_BACKGROUND = '#f7f7fb';
const colors = { ...DEFAULT_THEME.colors, brand };

/**
 * Text colours that meet WCAG AA (4.5:1) where Mantine's defaults do not: secondary ("dimmed") text on the page
 * background, links on the brand's light background (alerts, banners), and the text of light badges and alerts,
 * whose default (shade 9 on shade 1) falls short for teal, green, lime, yellow and orange (decision 046).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': readableOn(PAGE_BACKGROUND, colors.gray.slice(6)),
    '--mantine-color-anchor': readableOn(brand[1], brand.slice(6)),
    ...Object.fromEntries(Object.entries(colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, readableOn(shades[1], [shades[9]])])),
  },
  dark: {},
});
