/**
 * The legal documents the portal publishes (decision 056): terms of service, privacy policy and cookie policy. Each
 * has versions named by their effective date; a new version is added at the head of its list. Terms and privacy
 * are accepted per account (at sign-up, and again when a new version takes effect); the cookie policy is read,
 * and consent to optional cookies is given on the cookie settings page.
 */

export const legalDocumentKinds = ['terms', 'privacy', 'cookies'] as const;
export type LegalDocumentKind = (typeof legalDocumentKinds)[number];

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalText {
  title: string;
  sections: LegalSection[];
}

export interface LegalVersion {
  /** yyyy-MM-dd: the day this version takes effect, which is also its name. */
  version: string;
  /** What changed from the version before, in a sentence or two (the first version says it is the first). */
  changes: string;
}

export interface LegalDocument {
  kind: LegalDocumentKind;
  /** Accepted per account, at sign-up and again for each new version. */
  requiresAcceptance: boolean;
  /** Newest first: the first entry is the version in force. */
  versions: readonly LegalVersion[];
}

export const legalDocuments: Record<LegalDocumentKind, LegalDocument> = {
  terms: {
    kind: 'terms',
    requiresAcceptance: true,
    versions: [
      {
        version: '2026-11-01',
        changes:
          'Adds the rules for team members acting for an account, for royalty splits between collaborators and for the AI creation tools; states how payouts are made and when a withdrawal can be held.',
      },
      { version: '2025-06-01', changes: 'First version.' },
    ],
  },
  privacy: {
    kind: 'privacy',
    requiresAcceptance: true,
    versions: [
      {
        version: '2026-11-01',
        changes: 'Names the data shared with collection societies for publishing registration and with stores for delivery, and the retention periods of statements and identity documents.',
      },
      { version: '2025-06-01', changes: 'First version.' },
    ],
  },
  cookies: {
    kind: 'cookies',
    requiresAcceptance: false,
    versions: [{ version: '2025-06-01', changes: 'First version.' }],
  },
};

export const isLegalDocumentKind = (value: string): value is LegalDocumentKind => (legalDocumentKinds as readonly string[]).includes(value);

/** The version in force of a document. */
export const currentVersion = (kind: LegalDocumentKind) => legalDocuments[kind].versions[0]!.version;

/** The documents an account accepts. */
export const acceptedDocumentKinds = legalDocumentKinds.filter((kind) => legalDocuments[kind].requiresAcceptance);
