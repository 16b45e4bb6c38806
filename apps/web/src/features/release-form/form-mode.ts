import { ReleaseStatus } from '@portal/domain/enums';
import { fullyEditable, limitedEditable } from '@portal/domain/release/status';

/** The modes of document 3 section 2 the form page takes: what the release's state allows. */
export type FormMode = 'create' | 'draft' | 'update' | 'limited' | 'readonly';

export function formMode(status: number, isDraft: boolean): FormMode {
  if (isDraft) return 'draft';
  if (fullyEditable(status) && status === ReleaseStatus.NotApproved) return 'update';
  if (limitedEditable(status)) return 'limited';
  return 'readonly';
}
