import { BULK_IMPORT_LIMITS } from '@portal/domain/bulk-import/model';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';

export interface ParsedIdentifiers {
  /** Normalised UPCs and ISRCs, each once, in the order pasted. */
  identifiers: string[];
  /** What is neither a valid UPC/EAN nor a valid ISRC, as typed. */
  invalid: string[];
  tooMany: boolean;
}

/** UPCs and ISRCs pasted from anywhere: one per line, or separated by commas, semicolons or spaces. */
export function parseIdentifiers(text: string): ParsedIdentifiers {
  const seen = new Set<string>();
  const identifiers: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    if (!raw) continue;
    const value = normaliseUpc(raw) ?? normaliseIsrc(raw);
    if (value === null) invalid.push(raw);
    else if (!seen.has(value)) {
      seen.add(value);
      identifiers.push(value);
    }
  }
  return { identifiers, invalid, tooMany: identifiers.length > BULK_IMPORT_LIMITS.releasesMax };
}
