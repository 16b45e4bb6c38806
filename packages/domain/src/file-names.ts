/**
 * Characters a file name we keep or show may not hold: folder separators, control characters, and the bidirectional
 * embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), with which "photo‮gpj.exe" reads as
 * "photoexe.jpg" (issue 24, finding 8).
 */
export const UNSAFE_FILE_NAME_CHARACTER = /[/\\\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

/** The name without what UNSAFE_FILE_NAME_CHARACTER refuses (for names shown or offered back, not refused). */
export const withoutUnsafeCharacters = (name: string) => name.replace(new RegExp(UNSAFE_FILE_NAME_CHARACTER.source, 'g'), '');

/**
 * The stem of a file name we make from a title or from another file's name: letters and digits of any script, `_` and
 * `-`, every other run of characters (spaces, punctuation, what UNSAFE_FILE_NAME_CHARACTER refuses) one `-`, at most
 * 60 characters; `fallback` when nothing is left. "Maré Alta (demo)" → "Maré-Alta-demo".
 */
export function fileStem(text: string, fallback: string): string {
  return (
    text
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || fallback
  );
}
