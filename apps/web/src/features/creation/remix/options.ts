import { remixFormats, remixPresets } from '@portal/domain/audio/remix/remix-plan';
import { optionSource } from '../../../lib/option-sources.ts';

export const remixPresetOptions = optionSource('remix.preset', (t) => remixPresets.map((value) => ({ value, label: t(`remix_preset_${value}`) })));
export const remixFormatOptions = optionSource('remix.format', (t) => remixFormats.map((value) => ({ value, label: t(`remix_format_${value}`) })));
