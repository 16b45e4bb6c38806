import { MV_ASPECTS, MV_MOTIONS, MV_STYLES, MV_TEMPLATES } from '@portal/domain/mv-studio/concept';
import { optionSource } from '../../../lib/option-sources.ts';

const LOOKS = { template: [MV_TEMPLATES, 'mv_template_'], aspect: [MV_ASPECTS, 'mv_aspect_'], style: [MV_STYLES, 'mv_style_'] } as const;
export type Look = keyof typeof LOOKS;

/** A video's template, aspect ratio or style ("9:16" is keyed mv_aspect_9_16). */
export const mvLookOptions = optionSource(
  'mv-studio.look',
  (t, look: Look) => {
    const [values, prefix] = LOOKS[look];
    return values.map((value: string) => ({ value, label: t(`${prefix}${value.replace(':', '_')}`) }));
  },
  ['template'],
  ['aspect'],
  ['style'],
);
export const mvMotionOptions = optionSource('mv-studio.motion', (t) => MV_MOTIONS.map((value) => ({ value, label: t(`mv_motion_${value}`) })));
