import { IdDocumentType, idDocumentTypeMessageKey } from '@portal/domain/identity';
import { optionSource } from '../../lib/option-sources.ts';

/** The identity documents the server accepts for the person's region. */
export const idTypeOptions = optionSource(
  'identity.document-type',
  (t, allowed: readonly number[]) => allowed.map((type) => ({ value: String(type), label: t(idDocumentTypeMessageKey(type as IdDocumentType)) })),
  [Object.values(IdDocumentType)],
);
