import { desc, eq } from 'drizzle-orm';
import { legalAcceptances } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import { acceptedDocumentKinds, currentVersion, legalDocumentKinds, legalDocuments, type LegalDocumentKind } from '@portal/domain/legal/documents';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

/** Which version of each document is in force, and which the person accepted last. */
export async function acceptanceState(services: Services, userId: number) {
  const rows = await services.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, userId)).orderBy(desc(legalAcceptances.version));
  const documents = legalDocumentKinds.map((document) => {
    const latest = rows.find((row) => row.document === document);
    return {
      document,
      version: currentVersion(document),
      requiresAcceptance: legalDocuments[document].requiresAcceptance,
      acceptedVersion: latest?.version ?? null,
      acceptedAt: latest?.acceptedAt.toISOString() ?? null,
    };
  });
  return { documents, pending: documents.filter((state) => state.requiresAcceptance && state.acceptedVersion !== state.version).map((state) => state.document) };
}

/** Records the acceptance of versions in force (again is harmless: the first acceptance's time is kept). */
export async function recordAcceptance(db: Db, userId: number, documents: LegalDocumentKind[]) {
  if (documents.length === 0) return;
  await db
    .insert(legalAcceptances)
    .values(documents.map((document) => ({ userId, document, version: currentVersion(document) })))
    .onConflictDoNothing();
}

/** POST /legal/accept: only the version in force can be accepted; an older one means the page showed an old text. */
export async function acceptLegal(services: Services, userId: number, documents: { document: LegalDocumentKind; version: string }[]) {
  const outdated = documents.findIndex((item) => item.version !== currentVersion(item.document));
  if (outdated >= 0) {
    throw new AppError(
      BusinessCode.REQUEST_COMMON,
      409,
      [{ field: `body.documents.${outdated}.version`, messageKey: 'legal_version_outdated', message: 'legal_version_outdated' }],
      'legal_version_outdated',
    );
  }
  await recordAcceptance(services.db, userId, [...new Set(documents.map((item) => item.document))]);
  return acceptanceState(services, userId);
}

/** At sign-up the person agrees to the terms and privacy policy in force (the sign-up page shows and links them). */
export const acceptAtSignUp = (db: Db, userId: number) => recordAcceptance(db, userId, acceptedDocumentKinds);
