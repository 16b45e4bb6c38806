import { optionSource } from '../../lib/option-sources.ts';
import { ROYALTY_GROUPS } from './api.ts';
import { FILE_FORMATS, REPORT_LISTS, REPORT_TYPES } from './report-api.ts';

/** The revenue pages' lists of choices whose labels are message keys (lib/option-sources.ts). */
export const royaltyGroupOptions = optionSource('revenue.royalty-group', (t) => ROYALTY_GROUPS.map((value) => ({ value, label: t(`rev_group_${value}`) })));
export const reportTypeOptions = optionSource('revenue.report-type', (t) => REPORT_TYPES.map((value) => ({ value, label: t(`rep_kind_${value}`) })));
export const fileFormatOptions = optionSource('revenue.file-format', (t) => FILE_FORMATS.map((value) => ({ value, label: t(`rep_format_${value}`) })));
export const reportListOptions = optionSource('revenue.report-list', (t) => REPORT_LISTS.map((value) => ({ value, label: t(`rev_reports_list_${value}`) })));
