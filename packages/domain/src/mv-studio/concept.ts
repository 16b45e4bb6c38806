/**
 * The music-video studio's vocabulary (issue 9 section 7, decision 038): templates, aspect ratios, styles, the motion
 * of a shot and the visualiser, and the concept of step 1, derived from a seed so "regenerate" gives another look.
 */

import { seededRandom } from '../seeded-random.ts';

export const MV_TEMPLATES = ['lyric', 'visualiser', 'slideshow'] as const;
export type MvTemplate = (typeof MV_TEMPLATES)[number];

export const MV_ASPECTS = ['9:16', '16:9'] as const;
export type MvAspect = (typeof MV_ASPECTS)[number];

export const MV_STYLES = ['neon', 'warm', 'mono', 'pastel'] as const;
export type MvStyle = (typeof MV_STYLES)[number];

export const MV_MOTIONS = ['zoom_in', 'zoom_out', 'pan_left', 'pan_right', 'still'] as const;
export type MvMotion = (typeof MV_MOTIONS)[number];

export const MV_VISUALISERS = ['waves', 'spectrum', 'scope', 'none'] as const;
export type MvVisualiser = (typeof MV_VISUALISERS)[number];

/** ffmpeg xfade transitions the studio offers. */
export const MV_TRANSITIONS = ['fade', 'dissolve', 'slideleft', 'circleopen', 'smoothup'] as const;
export type MvTransition = (typeof MV_TRANSITIONS)[number];

export const frameSizeOf = (aspect: MvAspect) => (aspect === '9:16' ? { width: 1080, height: 1920 } : { width: 1920, height: 1080 });

/** Colours of each style: the visualiser's and the lyrics' (hex RGB). */
export const MV_STYLE_COLOURS: Record<MvStyle, { accent: string; text: string; outline: string }> = {
  neon: { accent: '#39FFEC', text: '#FFFFFF', outline: '#5A00B4' },
  warm: { accent: '#FFB347', text: '#FFF4E0', outline: '#5C2300' },
  mono: { accent: '#FFFFFF', text: '#FFFFFF', outline: '#000000' },
  pastel: { accent: '#FFC8DD', text: '#FFFFFF', outline: '#6D597A' },
};

/** What a template puts on screen. */
export const MV_TEMPLATE_LOOK: Record<MvTemplate, { visualisers: readonly MvVisualiser[]; lyrics: boolean }> = {
  lyric: { visualisers: ['waves', 'spectrum'], lyrics: true },
  visualiser: { visualisers: ['spectrum', 'scope', 'waves'], lyrics: true },
  slideshow: { visualisers: ['waves', 'none'], lyrics: false },
};

export interface MvConcept {
  template: MvTemplate;
  aspect: MvAspect;
  style: MvStyle;
  seed: number;
  visualiser: MvVisualiser;
  transition: MvTransition;
  /** Seconds each crossfade lasts. */
  crossfadeSec: number;
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** The concept of step 1 for a choice of template, aspect and style; another seed gives another visualiser and transition. */
export function conceptFrom(choice: { template: MvTemplate; aspect: MvAspect; style: MvStyle; seed: number }): MvConcept {
  const random = seededRandom(choice.seed);
  return {
    ...choice,
    visualiser: pick(MV_TEMPLATE_LOOK[choice.template].visualisers, random),
    transition: pick(MV_TRANSITIONS, random),
    crossfadeSec: choice.template === 'slideshow' ? 1 : 0.6,
  };
}
