import { labelTitles } from '@portal/domain/catalog/label-titles';
import { optionSource } from '../../lib/option-sources.ts';

/** A label member's title (Head of A&R, …). */
export const labelTitleOptions = optionSource('settings.label-title', (t) => labelTitles.map((title) => ({ value: title.id, label: t(title.messageKey) })));
