/**
 * Where a song's recording came from (document 1 section 3 "Song sources": LocalUpload, Zima, MCC, IC), as decision
 * 056 reads the four names: uploaded from the artist's device; fetched from a link (a cloud drive or a file host);
 * made with the portal's creation tools (mastering, remix); imported with a catalogue (DDEX, Excel or a quick
 * migration from another distributor).
 */
export const SongSource = { LocalUpload: 'LocalUpload', Zima: 'Zima', MCC: 'MCC', IC: 'IC' } as const;
export type SongSource = (typeof SongSource)[keyof typeof SongSource];
export const songSources = Object.values(SongSource) as SongSource[];

/** The source an uploaded file's record carries (`meta.source`), LocalUpload when it says none. */
export function songSourceOf(meta: unknown): SongSource {
  const source = (meta as { source?: unknown } | null | undefined)?.source;
  return songSources.includes(source as SongSource) ? (source as SongSource) : SongSource.LocalUpload;
}
