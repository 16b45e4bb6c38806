import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darken, READABLE_CONTRAST, readableOn } from './contrast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

describe('text contrast', () => {
  it('measures the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // Mantine's teal badge text on its light background, as Lighthouse measured it.
    expect(contrastRatio('#087f5b', '#c3fae8')).toBeCloseTo(4.33, 2);
    expect(darken('#ff8000', 0.5)).toBe('#804000');
  });

  it('keeps a readable shade and darkens one that is not until it is', () => {
    expect(readableOn('#ffffff', ['#868e96', '#495057'])).toBe('#495057');
    const yellow = DEFAULT_THEME.colors.yellow;
    const text = readableOn(yellow[1], [yellow[9]]);
    expect(text).not.toBe(yellow[9]);
    expect(contrastRatio(text, yellow[1])).toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });

  it('gives every light badge and alert, dimmed text and links a readable colour', () => {
    const { light } = cssVariablesResolver(DEFAULT_THEME);
    const colors = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
    for (const [name, shades] of Object.entries(colors)) {
      expect(contrastRatio(light[`--mantine-color-${name}-light-color`]!, shades[1]!), name).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    }
    expect(contrastRatio(light['--mantine-color-dimmed']!, '#f7f7fb')).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    expect(contrastRatio(light['--mantine-color-anchor']!, colors.brand![1]!)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
  });
});
