/** The line colours of a trend chart, first series first (its own module so the chart itself stays a lazy chunk). */
export const SERIES_COLORS = ['blue', 'teal', 'orange', 'grape', 'pink', 'gray'].map((name) => `var(--mantine-color-${name}-6)`);
