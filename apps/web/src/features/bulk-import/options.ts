import { batchRowStatuses } from '@portal/domain/bulk-import/model';
import { optionSource } from '../../lib/option-sources.ts';
import { rowStatusKey } from './labels.ts';

/** The value of the row filter that shows every row. */
export const ALL_ROWS = 'all';
export const rowFilterOptions = optionSource('bulk-import.row-filter', (t) => [
  { value: ALL_ROWS, label: t('bulk_ui_row_filter_all') },
  ...batchRowStatuses.map((value) => ({ value, label: t(rowStatusKey(value)) })),
]);
