import type { LegalDocumentKind, LegalText } from '@portal/domain/legal/documents';

/** Each document's text is its own chunk: a reader of one does not load the others. */
export const loadLegalText: Record<LegalDocumentKind, () => Promise<LegalText>> = {
  terms: () => import('@portal/domain/legal/terms-text').then((m) => m.termsText),
  privacy: () => import('@portal/domain/legal/privacy-text').then((m) => m.privacyText),
  cookies: () => import('@portal/domain/legal/cookies-text').then((m) => m.cookiesText),
};

/** Where each document is read. */
export const legalPath = (kind: LegalDocumentKind) => `/legal/${kind}`;
