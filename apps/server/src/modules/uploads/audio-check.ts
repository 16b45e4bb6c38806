import type { AudioLevels } from '@portal/domain/audio/level-meter';
import type { AudioWarningKey } from '@portal/domain/release/file-checks';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { fileById } from './record-file.ts';
import { uploadNotFound } from './upload-errors.ts';

/**
 * What the upload measured in one of the account's audio files and the warnings it gave (decision 070), as kept in
 * its meta; a file uploaded before the check has no levels. Another account's file, or one of another kind, is 404.
 */
export async function audioCheck(services: Services, actor: Actor, fileId: string) {
  const row = await fileById(services, fileId);
  if (!row || row.userId !== actor.accountId || (row.kind !== 'audio' && row.kind !== 'clip')) throw uploadNotFound();
  const meta = row.meta as { levels?: AudioLevels; warnings?: AudioWarningKey[] };
  return { fileId: row.id, levels: meta.levels ?? null, warnings: meta.warnings ?? [] };
}
